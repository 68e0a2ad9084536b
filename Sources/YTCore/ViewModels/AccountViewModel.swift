/// The signed-in account as the screens (here: renderers) see it.
///
/// Every operation publishes the resulting account through `user`, so a renderer subscribed to
/// `$user` prints whatever the command did: sign-up, sign-in, profile changes, sign-out (`nil`).
///
/// ```swift
/// let model = AccountViewModel(auth: auth, profile: profile)
/// model.$user.subscribe(by: renderer) { renderer, user in renderer.show(user) }
/// try model.signIn(email: email, password: password)
/// ```
public final class AccountViewModel {
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

    /// The signed-in user, loading it first. - Throws: `CoreError.notSignedIn`.
    public func requireUser() throws -> User {
        if let user { return user }
        let current = try auth.requireUser()
        user = current
        return current
    }

    public func signUp(name: String, email: String, handle: String?, password: SecretBytes, avatar: Avatar?) throws {
        user = try auth.signUp(name: name, email: email, handle: handle, password: password, avatar: avatar)
    }

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

    /// Deletes the signed-in account and ends the session.
    public func deleteAccount() throws {
        try profile.delete(try requireUser())
        _ = try? auth.signOut()
        user = nil
    }
}
