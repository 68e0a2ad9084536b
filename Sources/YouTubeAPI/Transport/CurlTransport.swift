import CCurl
import Foundation
import Synchronization

/// The libcurl-backed `HTTPTransport`.
///
/// All transfers of one `CurlTransport` run on a single background thread that drives a curl
/// multi handle, so callers' tasks suspend instead of blocking Swift's cooperative pool, and every
/// request reuses the multi handle's connection cache (keep-alive). Responses are gzip-decoded by
/// libcurl; TLS verification is always on. libcurl itself is loaded by the first request.
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

    private let configuration: Configuration
    /// Started by the first request, so a run that sends none never loads libcurl.
    private let started = Mutex<CurlMultiLoop?>(nil)

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    deinit {
        started.withLock { $0?.shutDown() }
    }

    public var statistics: Statistics {
        started.withLock { $0?.statistics } ?? Statistics()
    }

    private func loop() throws -> CurlMultiLoop {
        try started.withLock { loop in
            if let loop { return loop }
            let new = try CurlMultiLoop(configuration: configuration)
            loop = new
            return new
        }
    }

    public func limitConnections(perHost count: Int) {
        try? loop().limitConnections(perHost: count)
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let loop = try loop()
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
