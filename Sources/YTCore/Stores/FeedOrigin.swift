import Foundation

/// Where stored uploads and video details came from: the API root that served them and the
/// account whose subscriptions feed fetched them. Every read asks for the same origin, so what one
/// `--api-base` served is never shown as another's, and what one account stored (on a shared
/// server, anything it chose to write) never shows in another account's feed.
public struct FeedOrigin: Sendable, Hashable {
    /// The API root, normalised (`FeedOrigin.root(_:)`): `https://youtube.googleapis.com`.
    public var apiRoot: String
    public var userId: Int64

    public init(apiRoot: String, userId: Int64) {
        self.apiRoot = apiRoot
        self.userId = userId
    }

    /// The origin of what `apiRoot` serves to `userId`'s feed.
    public init(apiRoot: URL, userId: Int64) {
        self.init(apiRoot: Self.root(apiRoot), userId: userId)
    }

    /// One spelling per root: scheme and host in lower case, the port only when it is not the
    /// scheme's own, no trailing slash, no query or fragment. `HTTPS://YouTube.googleapis.com:443/`
    /// and `https://youtube.googleapis.com` are the same root.
    public static func root(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        var host = url.host?.lowercased() ?? ""
        if host.contains(":"), !host.hasPrefix("[") { host = "[" + host + "]" }  // an IPv6 address
        let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : nil
        let port = url.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
        var path = url.path
        while path.hasSuffix("/") { path.removeLast() }
        return scheme + "://" + host + port + path
    }
}
