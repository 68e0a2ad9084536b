import Foundation

/// Where Google's OAuth 2.0 endpoints are: Google's own hosts beside Google's API, else the same
/// origin as the API root, at Google's paths (the emulator serves them there), as the feeds are.
public struct OAuthEndpoints: Sendable, Hashable {
    /// The page the browser opens to sign in and consent (`/o/oauth2/v2/auth`).
    public var authorization: URL
    /// Codes and refresh tokens become access tokens here (`/token`).
    public var token: URL
    /// Ends a grant (`/revoke`, RFC 7009).
    public var revoke: URL
    /// Starts the device flow (`/device/code`, RFC 8628).
    public var deviceCode: URL

    public init(authorization: URL, token: URL, revoke: URL, deviceCode: URL) {
        self.authorization = authorization
        self.token = token
        self.revoke = revoke
        self.deviceCode = deviceCode
    }

    /// Google's endpoints, as its documentation for installed apps gives them.
    public static let google = OAuthEndpoints(
        authorization: URL(string: "https://accounts.google.com/o/oauth2/v2/auth")!,
        token: URL(string: "https://oauth2.googleapis.com/token")!,
        revoke: URL(string: "https://oauth2.googleapis.com/revoke")!,
        deviceCode: URL(string: "https://oauth2.googleapis.com/device/code")!)

    /// The endpoints that go with an API root.
    public static func forAPI(root: URL) -> OAuthEndpoints {
        guard root.host != YouTubeClient.defaultRoot.host else { return .google }
        let origin = ChannelFeedClient.root(forAPI: root)
        func at(_ path: String) -> URL { URL(string: origin.absoluteString + path) ?? origin }
        return OAuthEndpoints(authorization: at("/o/oauth2/v2/auth"), token: at("/token"), revoke: at("/revoke"),
                              deviceCode: at("/device/code"))
    }
}
