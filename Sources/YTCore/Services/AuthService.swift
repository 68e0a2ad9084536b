import Foundation

/// Sign-up, sign-in and sign-out of local accounts.
///
/// Passwords are hashed with argon2id before they reach the store; the session token lives only
/// in the token store (a 0600 file) and the database keeps its hash. A failed sign-in says the
/// same thing, and does the same argon2id work, whether or not the email exists.
public final class AuthService: Sendable {
    /// Sessions last this long from sign-in.
    public static let sessionLifetime: TimeInterval = 30 * 24 * 3600

    private let accounts: any AccountStore
    private let tokens: any SessionTokenStore
    private let now: @Sendable () -> Date

    public init(accounts: any AccountStore, tokens: any SessionTokenStore,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.accounts = accounts
        self.tokens = tokens
        self.now = now
    }

    /// Creates an account after checking every field against `AccountRules`.
    ///
    /// - Parameter handle: `nil` derives one from the email.
    /// - Throws: `CoreError.ruleBroken`, `StoreError.emailTaken`/`.handleTaken`.
    @discardableResult
    public func signUp(name: String, email: String, handle: String?, password: SecretBytes, avatar: Avatar?) throws -> User {
        let email = email.trimmingCharacters(in: .whitespaces)
        let name = name.trimmingCharacters(in: .whitespaces)
        try AccountRules.checkName(name)
        try AccountRules.checkEmail(email)
        let handle = Handle.normalize(handle) ?? AccountRules.defaultHandle(forEmail: email)
        try AccountRules.checkHandle(handle)
        try AccountRules.checkPassword(password)
        // A taken email is named as such, not as the handle derived from it (the store's unique
        // indexes would report whichever they checked first; they still settle a race).
        if try accounts.credentials(email: email) != nil { throw StoreError.emailTaken(email) }
        return try accounts.insert(
            NewUser(name: name, email: email, handle: handle, avatar: avatar,
                    passwordHash: try PasswordHasher.hash(password)),
            now: now())
    }

    /// Whether an account has this email (compared ignoring case, as sign-in does).
    public func isEmailTaken(_ email: String) throws -> Bool {
        try accounts.credentials(email: email.trimmingCharacters(in: .whitespaces)) != nil
    }

    /// Whether another account has `handle` (with or without its `@`).
    public func isHandleTaken(_ handle: String) throws -> Bool {
        guard let handle = Handle.normalize(handle) else { return false }
        return try accounts.isHandleTaken(handle)
    }

    /// Checks the password and starts a session, replacing any session token held before.
    ///
    /// - Throws: `CoreError.invalidCredentials` for an unknown email or a wrong password alike.
    @discardableResult
    public func signIn(email: String, password: SecretBytes) throws -> User {
        let found = try accounts.credentials(email: email.trimmingCharacters(in: .whitespaces))
        // Verify against a decoy when the email is unknown, so both failures cost the same time.
        let matches = PasswordHasher.verify(password, against: found?.passwordHash ?? PasswordHasher.decoyHash)
        guard let user = found?.user, matches else { throw CoreError.invalidCredentials }
        if let old = try tokens.readToken() {
            try accounts.deleteSession(tokenHash: SessionToken.hash(old))
        }
        let token = SessionToken.generate()
        let start = now()
        try accounts.createSession(tokenHash: SessionToken.hash(token), userId: user.id, createdAt: start,
                                   expiresAt: start.addingTimeInterval(Self.sessionLifetime))
        try tokens.writeToken(token)
        return user
    }

    /// The hash of this run's session token as the database keeps it, or `nil` without a session file.
    public func currentSessionTokenHash() throws -> Data? {
        try tokens.readToken().map(SessionToken.hash)
    }

    /// The signed-in user, or `nil` when there is no valid, unexpired session.
    public func currentUser() throws -> User? {
        guard let token = try tokens.readToken() else { return nil }
        return try accounts.user(sessionTokenHash: SessionToken.hash(token), now: now())
    }

    /// Why nobody is signed in: `noAccount` while this home has no account (a newcomer signs up),
    /// else `notSignedIn` (someone signs in).
    public func signedOutReason() throws -> CoreError {
        try accounts.hasAccounts() ? .notSignedIn : .noAccount
    }

    /// The signed-in user. - Throws: `CoreError.notSignedIn` or `CoreError.noAccount`.
    public func requireUser() throws -> User {
        guard let user = try currentUser() else { throw try signedOutReason() }
        return user
    }

    /// Ends the session here and in the database. Returns false when nobody was signed in.
    @discardableResult
    public func signOut() throws -> Bool {
        guard let token = try tokens.readToken() else { return false }
        try accounts.deleteSession(tokenHash: SessionToken.hash(token))
        try tokens.deleteToken()
        return true
    }

    /// Confirms `password` is the signed-in user's current one. - Throws: `CoreError.passwordMismatch`.
    public func confirmPassword(_ password: SecretBytes, for user: User) throws {
        guard let hash = try accounts.passwordHash(userId: user.id), PasswordHasher.verify(password, against: hash)
        else { throw CoreError.passwordMismatch }
    }
}

/// Handles are stored without the `@` people like to type.
enum Handle {
    static func normalize(_ handle: String?) -> String? {
        guard let trimmed = handle?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return nil }
        return trimmed.hasPrefix("@") ? String(trimmed.dropFirst()) : trimmed
    }
}
