import Foundation
import Synchronization
import YTImages
import YouTubeAPI

/// Thumbnails and avatars from their URLs, through the image cache.
///
/// The cache is a `FileResponseCache` of its own folder (`$XDG_CACHE_HOME/ytclone/images`), kept
/// under a size bound by evicting what was used longest ago. An image is reused with no request
/// for a day, then revalidated with `If-None-Match` / `If-Modified-Since`; a 304 keeps the bytes.
/// Requests go through the run's transport (keep-alive) with a shorter timeout and fewer retries
/// than the API's (`timeout`, `retry`), never through the API client: image bytes cost no quota.
///
/// Only what sniffs as a JPEG or PNG of at most `PictureLimits.default.maxBytes` is stored.
public struct ImageLoader: Sendable {
    public static let freshness = CacheFreshness.seconds(for: "image")
    /// The cache's bound unless configured: 100 MB.
    public static let defaultLimit = 100 * 1_000_000
    /// Seconds one picture's transfer may take.
    public static let timeout = 10.0
    /// A picture is tried twice, and a Retry-After of more than 2 s is not waited for: the text
    /// it goes with is waiting.
    public static let retry = RetryPolicy(maxAttempts: 2, baseDelay: 0.4, maxDelay: 2, maxRetryAfter: 2)

    let transport: any HTTPTransport
    public let cache: FileResponseCache
    let limit: Int
    let mode: CacheMode
    let retry: RetryPolicy
    let now: @Sendable () -> Date
    let sleep: @Sendable (Double) async throws -> Void
    /// Bytes stored since the cache was last trimmed, shared by the loader's copies: trimming
    /// reads the whole folder, so it runs on the first store and then once per 2% of the bound.
    private let untrimmed = UntrimmedBytes()

    public init(
        transport: any HTTPTransport, cache: FileResponseCache, limit: Int = ImageLoader.defaultLimit,
        mode: CacheMode = .normal, retry: RetryPolicy = ImageLoader.retry, now: @escaping @Sendable () -> Date = Date.init,
        sleep: @escaping @Sendable (Double) async throws -> Void = { try await Task.sleep(for: .seconds($0)) }
    ) {
        self.transport = transport
        self.cache = cache
        self.limit = limit
        self.mode = mode
        self.retry = retry
        self.now = now
        self.sleep = sleep
    }

    /// The image at `url`. - Throws: `ImageLoadError`.
    public func bytes(at url: String) async throws(ImageLoadError) -> Data {
        guard let address = URL(string: url), ["http", "https"].contains(address.scheme?.lowercased() ?? "") else {
            throw .notAnImageURL(url)
        }
        let cached = cache.load(url)
        // An entry stamped in the future (a clock set back) is stale, not fresh forever.
        let age = cached.map { now().timeIntervalSince($0.storedAt) } ?? -1
        if let cached, mode == .offline || (mode == .normal && age >= 0 && age < Self.freshness) {
            cache.markUsed(url)
            return cached.body
        }
        if mode == .offline { throw .notCached(url) }
        var headers: [String: String] = [:]
        if let etag = cached?.etag { headers["If-None-Match"] = etag }
        if let lastModified = cached?.lastModified { headers["If-Modified-Since"] = lastModified }
        let response = try await send(HTTPRequest(url: address, headers: headers, maxBodyBytes: PictureLimits.default.maxBytes,
                                                  timeout: Self.timeout))
        if response.status == 304, let cached {
            cache.save(CachedResponse(method: "image", etag: response.headers["etag"] ?? cached.etag,
                                      lastModified: response.headers["last-modified"] ?? cached.lastModified,
                                      storedAt: now(), body: cached.body), for: url)
            return cached.body
        }
        guard response.status == 200 else { throw .status(response.status, url) }
        guard response.body.count <= PictureLimits.default.maxBytes else { throw .tooLarge(response.body.count, url) }
        guard PictureFormat(sniffing: response.body) != nil else { throw .notAnImage(url) }
        cache.save(CachedResponse(method: "image", etag: response.headers["etag"],
                                  lastModified: response.headers["last-modified"], storedAt: now(),
                                  body: response.body), for: url)
        if untrimmed.add(response.body.count, every: limit / 50) { cache.trim(toBytes: limit) }
        return response.body
    }

    /// Several images at once, at most `width` requests in flight; a URL that fails is absent.
    public func bytes(at urls: [String], width: Int = 6) async -> [String: Data] {
        await withTaskGroup(of: (String, Data?).self) { group in
            var found: [String: Data] = [:]
            var pending = Array(Set(urls)).makeIterator()
            func next() -> Bool {
                guard let url = pending.next() else { return false }
                group.addTask { (url, try? await bytes(at: url)) }
                return true
            }
            for _ in 0..<max(1, width) where next() {}
            while let (url, data) = await group.next() {
                if let data { found[url] = data }
                _ = next()
            }
            return found
        }
    }

    /// One request, tried again after a 5xx, a 429 or a broken connection, as the API client does.
    private func send(_ request: HTTPRequest) async throws(ImageLoadError) -> HTTPResponse {
        for attempt in 1... {
            do {
                let response = try await transport.send(request)
                let retryable = response.status >= 500 || response.status == 429
                guard retryable, attempt < retry.maxAttempts else { return response }
                let retryAfter = response.headers["retry-after"].flatMap { RetryAfter.seconds($0, now: now()) }
                if let retryAfter, retryAfter > retry.maxRetryAfter { return response }
                try? await sleep(retry.delay(after: attempt, retryAfter: retryAfter))
            } catch let error as TransportError {
                guard error.isRetryable, attempt < retry.maxAttempts else { throw .transport(error, request.url.absoluteString) }
                try? await sleep(retry.delay(after: attempt))
            } catch {
                throw .transport(.other(code: -1, message: "the request was cancelled or failed"), request.url.absoluteString)
            }
        }
        fatalError("unreachable: the loop returns or throws")
    }
}

/// Counts stored bytes between trims of the image cache.
final class UntrimmedBytes: Sendable {
    private let state = Mutex<(bytes: Int, trimmed: Bool)>((0, false))

    /// Adds `bytes`; whether it is time to trim (the first time, then each time `every` is passed).
    func add(_ bytes: Int, every: Int) -> Bool {
        state.withLock { state in
            state.bytes += bytes
            guard !state.trimmed || state.bytes >= every else { return false }
            state = (0, true)
            return true
        }
    }
}

/// Why an image was not loaded. The picture is left out; the rest of the output goes on.
public enum ImageLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    case notAnImageURL(String)
    case notCached(String)
    case status(Int, String)
    case tooLarge(Int, String)
    case notAnImage(String)
    case transport(TransportError, String)

    public var description: String {
        switch self {
        case .notAnImageURL(let url): "not an http(s) image URL: \(url)"
        case .notCached(let url): "offline and not in the image cache: \(url)"
        case .status(let status, let url): "HTTP \(status) for \(url)"
        case .tooLarge(let bytes, let url): "\(url) has \(bytes) bytes, more than an image may"
        case .notAnImage(let url): "\(url) is neither a JPEG nor a PNG"
        case .transport(let error, let url): "\(url): \(error.words)"
        }
    }
}
