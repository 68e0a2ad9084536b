import CSecret
import Foundation

/// Google sign-ins kept in the desktop's keyring through the Secret Service (GNOME Keyring,
/// KWallet, KeePassXC): the keyring encrypts them with the desktop password and unlocks them at
/// log-in, which a 0600 file cannot do. libsecret is loaded on first use (`csecret.h`).
///
/// Each local account has one item in the schema `org.ytclone.GoogleSignIn`, with the attributes
/// `account` (the key the caller passes, the local account's id, then `@` and the ytclone home's
/// machine id) and `client` (the OAuth client id), and the `GoogleAccount`'s JSON as the secret.
/// `secret-tool lookup account 1@MACHINE` finds it. The keyring is the whole desktop user's: two
/// ytclone homes (another `YTCLONE_HOME`, another database) each have a local account 1, and
/// without `home` they would share one Google sign-in.
public struct KeyringGoogleTokenStore: GoogleTokenStore {
    /// Which ytclone home the items belong to (its machine id); empty for none.
    public let home: String

    public init(home: String = "") {
        self.home = home
    }

    /// The `account` attribute of `account`'s item.
    func attribute(_ account: String) -> String {
        home.isEmpty ? account : "\(account)@\(home)"
    }

    public var kind: GoogleTokenStoreKind { .keyring }

    public func place(account: String) -> String { "the desktop keyring (Secret Service)" }

    public func load(account: String) throws -> GoogleAccount? {
        guard let text = try Self.lookup(account: attribute(account)) else { return nil }
        // An item that is not a sign-in (damaged, or from a later version) is none: `auth login`
        // replaces it.
        return try? GoogleAccount.decodeStored(Data(text.utf8))
    }

    public func save(_ signIn: GoogleAccount, account: String) throws {
        // The item of another client, if the sign-in was made with one, goes once this one is kept:
        // never a moment with no sign-in stored.
        let previous = try? load(account: account)
        let json = String(decoding: try signIn.encodedForStore(), as: UTF8.self)
        let label = "ytclone: Google sign-in" + (signIn.channelTitle.map { " (\($0))" } ?? "")
            + " of local account \(account)"
        try Self.call("keep the Google sign-in in") { error, size in
            csecret_store(label, attribute(account), signIn.clientID, json, error, size) == 1 ? 1 : -1
        }
        if let previous, previous.clientID != signIn.clientID {
            try Self.call("delete the previous Google sign-in from") { error, size in
                csecret_clear(attribute(account), previous.clientID, error, size)
            }
        }
    }

    public func delete(account: String) throws {
        try Self.call("delete the Google sign-in from") { error, size in csecret_clear(attribute(account), nil, error, size) }
    }

    /// The secret of `account`'s item, or `nil`.
    static func lookup(account: String) throws -> String? {
        var secret: UnsafeMutablePointer<CChar>?
        defer { csecret_free(secret) }
        let found = try call("read the Google sign-in from") { error, size in
            csecret_lookup(account, nil, &secret, error, size)
        }
        guard found == 1, let secret else { return nil }
        return String(cString: secret)
    }

    /// Loads libsecret, runs `body` (a csecret call: -1 and a message on failure), and throws
    /// `KeyringError.failed` with the message.
    @discardableResult
    static func call(
        _ action: String, _ body: (UnsafeMutablePointer<CChar>, Int) -> Int32
    ) throws -> Int32 {
        var error = [CChar](repeating: 0, count: 512)
        let result = error.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard csecret_ready(buffer.baseAddress, buffer.count) == 1 else { return -2 }
            return body(buffer.baseAddress!, buffer.count)
        }
        let message = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if result == -2 { throw KeyringError.unavailable(reason: message) }
        if result < 0 { throw KeyringError.failed(action: action, message: message) }
        return result
    }
}

/// Why the desktop keyring could not be used.
public enum KeyringError: Error, Sendable, Hashable {
    /// libsecret is not installed, or no Secret Service answers on the session bus (its words).
    case unavailable(reason: String)
    /// The keyring refused or failed `action` ("keep the Google sign-in in"), in its words: a
    /// locked keyring whose unlock prompt was dismissed, say.
    case failed(action: String, message: String)
}
