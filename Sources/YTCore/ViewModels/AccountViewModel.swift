/// The signed-in account as the screens (here: renderers) see it.
///
/// The model listens on the bus for what the account services announce (`SignedUp`, `SignedIn`,
/// `ProfileChanged`, `SignedOut`, `AccountDeleted`) and publishes the resulting account through
/// `user`, so a renderer subscribed to `$user` shows whatever happened, whichever model or screen
/// asked for it: two models on one bus (a sign-in gate and a profile screen) never disagree.
///
/// ```swift
/// let model = AccountViewModel(auth: auth, profile: profile, bus: bus)
/// model.$user.subscribe(by: renderer) { renderer, user in renderer.show(user) }
/// try model.signIn(email: email, password: password)   // SignedIn → user → the renderer
/// ```
public final class AccountViewModel: @unchecked Sendable {
    @Publishable public var user: User? = nil

    private let auth: AuthService
    private let profile: ProfileService

    public init(auth: AuthService, profile: ProfileService, bus: EventBus) {
        self.auth = auth
        self.profile = profile
        bus.on(SignedUp.self, by: self) { model, event in model.user = event.user }
        bus.on(SignedIn.self, by: self) { model, event in model.user = event.user }
        bus.on(ProfileChanged.self, by: self) { model, event in
            if model.user == nil || model.user?.id == event.user.id { model.user = event.user }
        }
        bus.on(SignedOut.self, by: self) { model, _ in model.user = nil }
        bus.on(AccountDeleted.self, by: self) { model, event in
            if model.user?.id == event.userId { model.user = nil }
        }
    }

    public func load() throws {
        user = try auth.currentUser()
    }

    /// Why nobody is signed in (`CoreError.noAccount` or `.notSignedIn`), for a command to throw.
    public func signedOutReason() throws -> CoreError {
        try auth.signedOutReason()
    }

    /// The signed-in user, loading it first. - Throws: `CoreError.notSignedIn` or `.noAccount`.
    public func requireUser() throws -> User {
        if let user { return user }
        let current = try auth.requireUser()
        user = current
        return current
    }

    /// Whether an account has this email: a sign-up form says so before asking anything else.
    public func isEmailTaken(_ email: String) throws -> Bool {
        try auth.isEmailTaken(email)
    }

    public func isHandleTaken(_ handle: String) throws -> Bool {
        try auth.isHandleTaken(handle)
    }

    /// Creates the account; `SignedUp` publishes it.
    public func signUp(name: String, email: String, handle: String?, password: SecretBytes, avatar: Avatar?) throws {
        try auth.signUp(name: name, email: email, handle: handle, password: password, avatar: avatar)
    }

    /// Signs in; `SignedIn` publishes the account.
    public func signIn(email: String, password: SecretBytes) throws {
        try auth.signIn(email: email, password: password)
    }

    /// Returns false when nobody was signed in.
    @discardableResult
    public func signOut() throws -> Bool {
        let wasSignedIn = try auth.signOut()
        user = nil  // also when nobody was signed in, and no SignedOut was announced
        return wasSignedIn
    }

    /// Saves the changes; `ProfileChanged` publishes the saved account.
    public func edit(_ changes: ProfileService.Changes) throws {
        try profile.update(try requireUser(), with: changes)
    }

    /// Changes the password and signs out every other session of the account, keeping this one.
    ///
    /// - Returns: how many other sessions were signed out.
    @discardableResult
    public func changePassword(current: SecretBytes, new: SecretBytes) throws -> Int {
        try profile.changePassword(of: try requireUser(), current: current, new: new,
                                   keepingSession: try auth.currentSessionTokenHash())
    }

    /// Deletes the signed-in account and ends the session.
    public func deleteAccount() throws {
        try profile.delete(try requireUser())  // AccountDeleted unpublishes it
        _ = try? auth.signOut()
    }
}
