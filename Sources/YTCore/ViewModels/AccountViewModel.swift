/// The signed-in account as the screens (here: renderers) see it.
///
/// Every action publishes the account it leaves through `user`, as the account services return
/// it, so a renderer subscribed to `$user` shows whatever happened. One model serves a run: the
/// command's, or the browser's sign-in gate and profile screen alike.
///
/// ```swift
/// let model = AccountViewModel(auth: auth, profile: profile)
/// model.$user.subscribe(by: renderer) { renderer, user in renderer.show(user) }
/// try model.signIn(email: email, password: password)   // user → the renderer
/// ```
public final class AccountViewModel: @unchecked Sendable {
    @Publishable public var user: User? = nil

    private let auth: AuthService
    private let profile: ProfileService

    public init(auth: AuthService, profile: ProfileService) {
        self.auth = auth
        self.profile = profile
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

    /// Creates the account and publishes it (it is not signed in yet).
    public func signUp(name: String, email: String, handle: String?, password: SecretBytes, avatar: Avatar?) throws {
        user = try auth.signUp(name: name, email: email, handle: handle, password: password, avatar: avatar)
    }

    /// Signs in and publishes the account.
    public func signIn(email: String, password: SecretBytes) throws {
        user = try auth.signIn(email: email, password: password)
    }

    /// Returns false when nobody was signed in.
    @discardableResult
    public func signOut() throws -> Bool {
        let wasSignedIn = try auth.signOut()
        user = nil
        return wasSignedIn
    }

    /// Saves the changes and publishes the account as saved.
    public func edit(_ changes: ProfileService.Changes) throws {
        user = try profile.update(try requireUser(), with: changes)
    }

    /// Changes the password and signs out every other session of the account, keeping this one.
    ///
    /// - Returns: how many other sessions were signed out.
    @discardableResult
    public func changePassword(current: SecretBytes, new: SecretBytes) throws -> Int {
        try profile.changePassword(of: try requireUser(), current: current, new: new,
                                   keepingSession: try auth.currentSessionTokenHash())
    }

    /// Deletes the signed-in account, unpublishes it and ends the session.
    public func deleteAccount() throws {
        try profile.delete(try requireUser())
        user = nil
        _ = try? auth.signOut()
    }
}
