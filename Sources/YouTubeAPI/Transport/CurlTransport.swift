import CCurl
import Foundation
import Synchronization

/// The libcurl-backed `HTTPTransport`.
///
/// All transfers of one `CurlTransport` run on a single background thread that drives a curl
/// multi handle, so callers' tasks suspend instead of blocking Swift's cooperative pool, and every
/// request reuses the multi handle's connection cache (keep-alive). Responses are gzip-decoded by
/// libcurl; TLS verification is always on.
///
/// ```swift
/// let transport = CurlTransport()
/// let response = try await transport.send(HTTPRequest(url: url))
/// ```
public final class CurlTransport: HTTPTransport {
    /// Limits and identity of every request this transport sends.
    public struct Configuration: Sendable {
        /// Seconds allowed to establish a connection.
        public var connectTimeout: Double = 10
        /// Seconds allowed for a whole request, connection included.
        public var totalTimeout: Double = 30
        /// Redirects followed before giving up.
        public var maxRedirects: Int = 3
        /// Responses larger than this are refused rather than held in memory.
        public var maxBodyBytes: Int = 64 << 20
        /// Google only sends gzip to clients whose User-Agent says "gzip".
        public var userAgent: String = "ytclone/0.1 (gzip)"

        public init() {}
    }

    /// Counters over the life of this transport, for `--verbose` and benchmarks.
    public struct Statistics: Sendable, Hashable {
        public var requests = 0
        /// New connections opened; reused ones are not counted.
        public var connectionsOpened = 0
        /// Body bytes as they crossed the wire (compressed when gzip was used).
        public var wireBodyBytes = 0
        /// Body bytes after decoding.
        public var bodyBytes = 0
    }

    private let loop: CurlMultiLoop

    public init(configuration: Configuration = Configuration()) {
        loop = CurlMultiLoop(configuration: configuration)
    }

    deinit {
        loop.shutDown()
    }

    public var statistics: Statistics {
        loop.statistics
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transfer = CurlTransfer(request: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.continuation = continuation
                loop.enqueue(transfer)
            }
        } onCancel: {
            loop.cancel(transfer)
        }
    }
}
