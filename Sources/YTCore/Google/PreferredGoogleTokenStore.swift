import Foundation

/// The store a sign-in is kept in (`preferred`), and the one it may have been kept in before
/// (`other`): the file when the keyring is preferred, the keyring when the file is (it stopped
/// answering, or `YTCLONE_KEYRING=off`). A sign-in found in the other moves to the preferred one,
/// and keeping or deleting a sign-in deletes the other's copy, so that switching between them
/// neither signs anybody out nor leaves a token behind.
///
/// `other` is asked for only when needed (a sign-in not found in the preferred store, a save, a
/// delete): probing the keyring costs a D-Bus round trip, and `nil` means there is no other.
public struct PreferredGoogleTokenStore: GoogleTokenStore {
    public let preferred: any GoogleTokenStore
    private let other: @Sendable () -> (any GoogleTokenStore)?

    public init(preferred: any GoogleTokenStore, other: @escaping @Sendable () -> (any GoogleTokenStore)?) {
        self.preferred = preferred
        self.other = other
    }

    public var kind: GoogleTokenStoreKind { preferred.kind }

    public func place(account: String) -> String { preferred.place(account: account) }

    public func load(account: String) throws -> GoogleAccount? {
        if let signIn = try preferred.load(account: account) { return signIn }
        guard let other = other(), let signIn = try? other.load(account: account) else { return nil }
        // Moved only once the preferred store holds it; if it cannot, the sign-in stays usable
        // where it is and the next save tries again.
        if (try? preferred.save(signIn, account: account)) != nil {
            try? other.delete(account: account)
        }
        return signIn
    }

    public func save(_ signIn: GoogleAccount, account: String) throws {
        try preferred.save(signIn, account: account)
        try? other()?.delete(account: account)
    }

    /// Deletes both copies; the other's failure does not stop a sign-out.
    public func delete(account: String) throws {
        try preferred.delete(account: account)
        try? other()?.delete(account: account)
    }
}
