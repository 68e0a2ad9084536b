import Foundation

/// Changes to the signed-in user's own account: profile fields, password, deletion.
public final class ProfileService: Sendable {
    private let accounts: any AccountStore
    private let now: @Sendable () -> Date

    public init(accounts: any AccountStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.accounts = accounts
        self.now = now
    }

    /// What `profile edit` may change; `nil` leaves a field as it is.
    public struct Changes: Sendable {
        public var name: String?
        public var email: String?
        public var handle: String?
        /// `.some(nil)` removes the avatar.
        public var avatar: Avatar??

        public init(name: String? = nil, email: String? = nil, handle: String? = nil, avatar: Avatar?? = nil) {
            self.name = name
            self.email = email
            self.handle = handle
            self.avatar = avatar
        }

        public var isEmpty: Bool { name == nil && email == nil && handle == nil && avatar == nil }
    }

    /// Applies `changes` after checking each against `AccountRules`.
    ///
    /// - Returns: the account as saved.
    @discardableResult
    public func update(_ user: User, with changes: Changes) throws -> User {
        var updated = user
        if let name = changes.name?.trimmingCharacters(in: .whitespaces) {
            try AccountRules.checkName(name)
            updated.name = name
        }
        if let email = changes.email?.trimmingCharacters(in: .whitespaces) {
            try AccountRules.checkEmail(email)
            updated.email = email
        }
        if let handle = Handle.normalize(changes.handle) {
            try AccountRules.checkHandle(handle)
            updated.handle = handle
        }
        if let avatar = changes.avatar { updated.avatar = avatar }
        return try accounts.update(updated, now: now())
    }

    /// Replaces the password once the current one is confirmed, and in the same transaction ends
    /// every other session of the user: whoever signed in with the old password is signed out.
    ///
    /// - Parameter keepingSession: the token hash of the session making the change, which stays.
    /// - Returns: how many other sessions were ended.
    /// - Throws: `CoreError.passwordMismatch`, `CoreError.ruleBroken`.
    @discardableResult
    public func changePassword(of user: User, current: SecretBytes, new: SecretBytes, keepingSession: Data?) throws -> Int {
        guard let hash = try accounts.passwordHash(userId: user.id), PasswordHasher.verify(current, against: hash)
        else { throw CoreError.passwordMismatch }
        try AccountRules.checkPassword(new)
        return try accounts.setPasswordHash(
            try PasswordHasher.hash(new), userId: user.id, keepingSession: keepingSession, now: now())
    }

    /// Deletes the account and everything that belongs to it.
    public func delete(_ user: User) throws {
        try accounts.deleteUser(id: user.id)
    }
}
