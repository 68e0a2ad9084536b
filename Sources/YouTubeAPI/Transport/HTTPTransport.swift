import Foundation

/// Something that can send one HTTP request and hand back the whole response.
///
/// `CurlTransport` is the real one; tests use a stub that fails on any request it was not told
/// to expect. Implementations never retry: retrying is `YouTubeClient`'s policy.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response, whatever its status code.
    ///
    /// - Throws: `TransportError` when no complete HTTP response arrived.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse

    /// Opens at most `count` connections to one host from now on; further requests wait inside
    /// the transport for one to be free, and go out the moment it is, without waiting for their
    /// caller. HTTP/2 carries every request on one connection anyway.
    func limitConnections(perHost count: Int)
}

extension HTTPTransport {
    /// Transports that open no connections have nothing to limit.
    public func limitConnections(perHost count: Int) {}
}

/// One request: the method, the URL (which may carry the API key), extra headers and the body.
public struct HTTPRequest: Sendable, Hashable {
    /// `GET` for every read; `POST`, `PUT` and `DELETE` for writes and OAuth's token endpoint.
    public var method: String
    public var url: URL
    public var headers: [String: String]
    /// What a POST or PUT sends (JSON for the API's writes, a form for OAuth's endpoints).
    public var body: Data?
    /// A bound on the body below the transport's own: the transfer stops past it (a picture is
    /// refused at 8 MB while it arrives, not after).
    public var maxBodyBytes: Int?
    /// Seconds for the whole transfer, below the transport's own (a picture must not hold up the
    /// text it goes with).
    public var timeout: Double?

    public init(
        method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil,
        maxBodyBytes: Int? = nil, timeout: Double? = nil
    ) {
        self.method = method
        self.body = body
        self.url = url
        self.headers = headers
        self.maxBodyBytes = maxBodyBytes
        self.timeout = timeout
    }
}

/// A complete response: status, headers with lower-cased names, and the decoded body.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    /// Bytes received on the wire for the body (compressed size when gzip was used).
    public var wireBodyBytes: Int

    public init(status: Int, headers: [String: String] = [:], body: Data, wireBodyBytes: Int? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.wireBodyBytes = wireBodyBytes ?? body.count
    }
}

/// Why a request produced no complete HTTP response.
public enum TransportError: Error, Sendable, Hashable {
    /// The host could not be resolved or refused the connection.
    case cannotConnect(String)
    /// The connect or total timeout elapsed.
    case timedOut(seconds: Double)
    /// The connection broke before the whole response arrived (reset, truncated body).
    case connectionLost(String)
    /// The TLS handshake or certificate check failed.
    case tls(String)
    /// More redirects than allowed.
    case tooManyRedirects
    /// Anything else libcurl reported.
    case other(code: Int, message: String)

    /// Whether trying the same GET again may succeed. A write is another matter: the server may
    /// have acted on a request whose answer was lost (see `YouTubeClient.write`).
    public var isRetryable: Bool {
        switch self {
        case .cannotConnect, .timedOut, .connectionLost: true
        case .tls, .tooManyRedirects, .other: false
        }
    }
}
