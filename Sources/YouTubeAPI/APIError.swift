import Foundation

/// Everything that can go wrong between asking `YouTubeClient` for something and getting it.
///
/// No case carries the request URL, so the API key can never leak through an error.
public enum APIError: Error, Sendable, Hashable {
    /// The API answered with Google's error envelope.
    case google(GoogleError)
    /// A non-success status without a readable error envelope.
    case unexpectedStatus(Int, excerpt: String)
    /// A success status whose body this client cannot read (the API changed, or the body is broken).
    case undecodable(resource: String, detail: String)
    /// No complete response arrived, even after retries.
    case transport(TransportError)
    /// `--offline` and the cache holds no answer to this request (its `summary`).
    case notCached(String)
    /// The request acts for a Google user (a write, `mine=true`, `myRating`) and no one is
    /// signed in with Google; the method's name (`commentThreads.insert`).
    case needsGoogleSignIn(method: String)
    /// `--offline`, and the request acts for the Google user (a write, `mine=true`): such answers
    /// are never cached, so there is nothing to answer from.
    case personalOffline(method: String)
}

/// Google's JSON error envelope, old and new shapes, reduced to what a client acts on.
public struct GoogleError: Sendable, Hashable {
    /// The HTTP status code of the response.
    public var status: Int
    /// The reason, from `errors[0].reason`, else `details[].reason`, else `status`.
    public var reason: Reason
    /// The reason string exactly as sent (`keyInvalid`, `SERVICE_DISABLED`, …), if any.
    public var rawReason: String?
    /// `errors[0].domain`, if any.
    public var domain: String?
    /// The message with HTML tags stripped and entities decoded.
    public var message: String
    /// `errors[0].location` (a parameter name such as `videoId`), if any.
    public var location: String?
    /// The `Retry-After` header's seconds, when the response had one.
    public var retryAfter: Double?
    /// The scopes that would do, from a 403's `WWW-Authenticate: Bearer … scope="…"`
    /// (`insufficientPermissions`), space-separated.
    public var requiredScopes: String?

    public init(
        status: Int, reason: Reason, rawReason: String? = nil, domain: String? = nil,
        message: String, location: String? = nil, retryAfter: Double? = nil
    ) {
        self.status = status
        self.reason = reason
        self.rawReason = rawReason
        self.domain = domain
        self.message = message
        self.location = location
        self.retryAfter = retryAfter
    }

    /// The reasons a client treats differently; everything else is `.other`.
    public enum Reason: Sendable, Hashable {
        case quotaExceeded
        case rateLimitExceeded
        case keyInvalid
        case keyMissing
        case accessNotConfigured
        case forbidden
        case commentsDisabled
        case videoNotFound
        case channelNotFound
        case playlistNotFound
        case commentNotFound
        /// The chart asked for (most popular in a category and region) does not exist.
        case chartNotFound
        case notFound
        case invalidPageToken
        case invalidValue
        case badRequest
        case backendError
        case other(String)
    }
}
