import Foundation

/// What Google's token endpoint granted: an access token and when it ends, the refresh token
/// when one came, and the scopes granted (which may be fewer than asked).
public struct OAuthGrant: Codable, Sendable, Hashable {
    public var accessToken: String
    public var refreshToken: String?
    public var expiresAt: Date
    public var scopes: [String]

    public init(accessToken: String, refreshToken: String?, expiresAt: Date, scopes: [String]) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
        self.scopes = scopes
    }

    /// Whether the access token is still good `margin` seconds from `now` (a token that ends while
    /// a request travels is refused).
    public func isFresh(at now: Date, margin: TimeInterval = 60) -> Bool {
        expiresAt.timeIntervalSince(now) > margin
    }

    /// Whether `scope` (`youtube.force-ssl`, or a whole URL) was granted.
    public func grants(_ scope: String) -> Bool {
        scopes.contains { $0 == scope || $0 == OAuthScope.url(scope) }
    }
}

/// YouTube's scopes, as the token endpoint writes them (whole URLs).
public enum OAuthScope {
    public static let prefix = "https://www.googleapis.com/auth/"
    /// Everything ytclone writes: comments need this one (`youtube` does not cover them).
    public static let forceSSL = url("youtube.force-ssl")
    /// Ratings, subscriptions, playlists: all but comments. The device flow allows at most this.
    public static let youtube = url("youtube")
    /// Reading what is the user's (`mine=true`, `myRating`), writing nothing.
    public static let readOnly = url("youtube.readonly")

    public static func url(_ name: String) -> String {
        name.hasPrefix("https://") ? name : prefix + name
    }

    /// `youtube.force-ssl` for `https://www.googleapis.com/auth/youtube.force-ssl`.
    public static func shortName(_ scope: String) -> String {
        scope.hasPrefix(prefix) ? String(scope.dropFirst(prefix.count)) : scope
    }
}
