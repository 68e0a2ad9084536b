import Foundation
import YouTubeAPI

/// A local account's sign-in with Google: the tokens, the OAuth client they belong to, and the
/// YouTube channel they act as (none for a Google account without one).
///
/// Kept only where `GoogleTokenStore` keeps it (the desktop keyring or a 0600 file), never in the
/// shared database, and never printed: `description` names the channel, not a token.
public struct GoogleAccount: Codable, Sendable, Hashable, CustomStringConvertible {
    public var grant: OAuthGrant
    /// The OAuth client's id: a sign-in of another client cannot be refreshed with this one.
    public var clientID: String
    public var channelId: String?
    public var channelTitle: String?
    /// How the sign-in was made: `loopback`, `paste` or `device` (a device sign-in cannot post comments).
    public var method: String
    public var signedInAt: Date
    /// The token endpoint that issued the tokens (`https://oauth2.googleapis.com/token`, or the
    /// emulator's): they are sent nowhere else, whatever API root a later run names.
    public var issuer: String?

    public init(
        grant: OAuthGrant, clientID: String, channelId: String?, channelTitle: String?, method: String,
        signedInAt: Date, issuer: String? = nil
    ) {
        self.issuer = issuer
        self.grant = grant
        self.clientID = clientID
        self.channelId = channelId
        self.channelTitle = channelTitle
        self.method = method
        self.signedInAt = signedInAt
    }

    public var description: String {
        "GoogleAccount(channel: \(channelTitle ?? channelId ?? "none"), scopes: \(grant.scopes.map(OAuthScope.shortName)))"
    }

    /// Whether comments can be written: they need `youtube.force-ssl`.
    public var canWriteComments: Bool { grant.grants("youtube.force-ssl") }

    /// Whether ratings, subscriptions and playlists can be written.
    public var canWrite: Bool { canWriteComments || grant.grants("youtube") }
}

/// Where the sign-in is kept.
public enum GoogleTokenStoreKind: Sendable, Hashable {
    /// The desktop's keyring, through the Secret Service.
    case keyring
    /// A 0600 file per local account, in this folder.
    case file(folder: String)
}

/// Keeps each local account's `GoogleAccount`, by the local account's name.
public protocol GoogleTokenStore: Sendable {
    var kind: GoogleTokenStoreKind { get }
    /// Where `account`'s sign-in is, in words for `auth status`: "the desktop keyring (Secret
    /// Service)", or the file's path.
    func place(account: String) -> String
    func load(account: String) throws -> GoogleAccount?
    func save(_ signIn: GoogleAccount, account: String) throws
    func delete(account: String) throws
}
