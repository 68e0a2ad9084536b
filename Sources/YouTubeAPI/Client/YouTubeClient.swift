import Foundation

/// A typed client for the YouTube Data API v3.
///
/// Each endpoint has one method (see `YouTubeClient+Endpoints.swift`) that asks only for the
/// parts and fields ytclone shows. Every call goes through `send(_:ifNoneMatch:)`, which adds the
/// API key (or, for a personal request, the Google user's access token), retries what may be
/// asked again after a transient failure, reads Google's error envelope, and reports progress as
/// `ClientEvent`s with the key redacted.
///
/// ```swift
/// let client = YouTubeClient(transport: CurlTransport(), apiKey: key)
/// let page = try await client.mostPopular(regionCode: "US", maxResults: 50)
/// ```
public struct YouTubeClient: Sendable {
    /// Where Google serves the API; `--api-base` replaces it with the emulator's root.
    public static let defaultRoot = URL(string: "https://youtube.googleapis.com")!

    public let transport: any HTTPTransport
    public let root: URL
    public var retry: RetryPolicy
    public var observer: (@Sendable (ClientEvent) -> Void)?
    /// Asked before every request (each retry included) with its method and cost; throwing
    /// stops the request before it is sent. The quota breaker uses it.
    public var admit: (@Sendable (_ method: String, _ units: Int) throws -> Void)?
    /// Where answers are kept between runs; `nil` fetches everything.
    public var cache: (any ResponseCache)?
    public var cacheMode: CacheMode
    /// The Google user's tokens, for personal requests (`APIRequest.personal`); `nil` when no one
    /// is signed in with Google, and such a request then throws `APIError.needsGoogleSignIn`.
    public var authorization: (any AccessTokenSource)?
    private let apiKey: String
    private let sleep: @Sendable (Double) async throws -> Void
    private let now: @Sendable () -> Date

    public init(
        transport: any HTTPTransport,
        apiKey: String,
        root: URL = YouTubeClient.defaultRoot,
        retry: RetryPolicy = .default,
        observer: (@Sendable (ClientEvent) -> Void)? = nil,
        cache: (any ResponseCache)? = nil,
        cacheMode: CacheMode = .normal,
        sleep: @escaping @Sendable (Double) async throws -> Void = { try await Task.sleep(for: .seconds($0)) },
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.transport = transport
        self.apiKey = apiKey
        self.root = root
        self.retry = retry
        self.observer = observer
        self.cache = cache
        self.cacheMode = cacheMode
        self.sleep = sleep
        self.now = now
    }

    /// Sends `request`, retrying transient failures, and decodes the answer. The cache is not used.
    ///
    /// - Parameters:
    ///   - request: The call to make.
    ///   - ifNoneMatch: An ETag from an earlier answer; a 304 then comes back as `.notModified`.
    /// - Returns: The decoded body and its ETag, or `.notModified`.
    /// - Throws: `APIError` (or `CancellationError`).
    public func send<Response>(_ request: APIRequest<Response>, ifNoneMatch: String? = nil) async throws
        -> APIResponse<Response>
    {
        switch try await exchange(request, ifNoneMatch: ifNoneMatch) {
        case .fresh(let body, let etag): .fresh(try decode(Response.self, from: body, for: request), etag: etag)
        case .notModified: .notModified
        }
    }

    /// The answer to `request`, from the cache when it is fresh there, else from the API.
    ///
    /// A stale entry is revalidated with its ETag, and a 304 keeps its body. `--refresh`
    /// (`CacheMode.refresh`) always asks the API; `--offline` never does and throws
    /// `APIError.notCached` when there is no entry.
    /// A personal request is never cached: its answer is one user's, and a write's is news.
    public func fetch<Response>(_ request: APIRequest<Response>) async throws -> Response {
        guard let cache, !request.personal else { return try await fetchUncached(request) }
        let key = cacheKey(request)
        var entry = cache.load(key)
        // A kept body this client cannot read is no use, whatever its age.
        let kept = entry.flatMap { try? decode(Response.self, from: $0.body, for: request) }
        if kept == nil { entry = nil }
        if let cached = entry, let kept {
            let age = now().timeIntervalSince(cached.storedAt)
            // An entry stamped in the future (a clock set back, a planted file) is stale, not
            // fresh forever.
            let fresh = age >= 0 && age < CacheFreshness.seconds(for: request.method)
            if cacheMode == .offline || (cacheMode == .normal && fresh) {
                observer?(.cacheHit(method: request.method, key: request.description, age: age))
                return kept
            }
        }
        if cacheMode == .offline { throw APIError.notCached(request.summary) }

        switch try await exchange(request, ifNoneMatch: entry?.etag) {
        case .fresh(let body, let etag):
            return try store(body, etag: etag, of: request, in: cache, key: key)
        case .notModified:
            guard var cached = entry, let kept else {
                throw APIError.unexpectedStatus(304, excerpt: "not modified, but no ETag was sent")
            }
            cached.storedAt = now()
            cache.save(cached, for: key)
            return kept
        }
    }

    /// The answer to `request` from the API, kept out of the response cache: for answers the
    /// caller keeps itself (a subscriptions refresh stores uploads in its database, and writing a
    /// thousand cache files as well would cost more than decoding them). `--offline` still
    /// answers from the cache, as `fetch` does.
    public func fetchUnkept<Response>(_ request: APIRequest<Response>) async throws -> Response {
        cacheMode == .offline ? try await fetch(request) : try await fetchUncached(request)
    }

    /// Sends a write (or any personal request) and decodes its answer, never through the cache.
    ///
    /// An insert (`idempotent == false`) is sent once: after a lost answer or a 5xx the server
    /// may have acted, so the error reaches the caller, who checks before sending it again
    /// (a comment kept as a draft is looked for on the video before `comment post` sends it).
    public func write<Response>(_ request: APIRequest<Response>) async throws -> Response {
        try await fetchUncached(request)
    }

    private func store<Response>(
        _ body: Data, etag: String?, of request: APIRequest<Response>, in cache: any ResponseCache, key: String
    ) throws -> Response {
        let value = try decode(Response.self, from: body, for: request)
        cache.save(CachedResponse(method: request.method, etag: etag, storedAt: now(), body: body), for: key)
        return value
    }

    /// The cache key: the API root and the request, never the key.
    public func cacheKey<Response>(_ request: APIRequest<Response>) -> String {
        root.absoluteString + " " + request.description
    }

    private func fetchUncached<Response>(_ request: APIRequest<Response>) async throws -> Response {
        switch try await send(request) {
        case .fresh(let value, _): return value
        case .notModified: throw APIError.unexpectedStatus(304, excerpt: "not modified, but no ETag was sent")
        }
    }

    /// One request with retries: the raw body and ETag, or word of a 304.
    private func exchange<Response>(_ request: APIRequest<Response>, ifNoneMatch: String?) async throws
        -> APIResponse<Data>
    {
        guard let url = request.url(root: root, key: request.personal ? nil : apiKey) else {
            throw APIError.unexpectedStatus(0, excerpt: "cannot build a URL for \(request.description)")
        }
        var http = HTTPRequest(method: request.httpMethod, url: url, headers: ["Accept": "application/json"],
                               body: request.body)
        if request.body != nil { http.headers["Content-Type"] = "application/json; charset=utf-8" }
        if let ifNoneMatch { http.headers["If-None-Match"] = ifNoneMatch }
        // What may be sent again after a lost answer or a 5xx: not an insert, which may have landed.
        let repeatable = request.httpMethod == "GET" || request.idempotent
        var token: String?
        var refreshed = false
        // `--offline` sends nothing, and nothing personal is ever in the cache.
        if request.personal, cacheMode == .offline { throw APIError.personalOffline(method: request.method) }
        if request.personal {
            guard let authorization else { throw APIError.needsGoogleSignIn(method: request.method) }
            token = try await authorization.accessToken()
        }

        var attempt = 0
        while true {
            attempt += 1
            try admit?(request.method, request.cost)
            RequestAdmission.onAdmitted?()
            if let token { http.headers["Authorization"] = "Bearer \(token)" }
            observer?(.requestStarted(method: request.method, url: redact(url.absoluteString), attempt: attempt,
                                      verb: request.httpMethod))
            let started = ContinuousClock.now
            let response: HTTPResponse
            do {
                response = try await transport.send(http)
            } catch let error as TransportError {
                guard error.isRetryable, repeatable, attempt < retry.maxAttempts else { throw APIError.transport(error) }
                try await pause(request, attempt: attempt, retryAfter: nil, reason: error.words)
                continue
            }
            let elapsed = started.duration(to: .now)
            observer?(.responseReceived(
                method: request.method, status: response.status, bodyBytes: response.body.count,
                wireBytes: response.wireBodyBytes,
                seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
            // A token refused (401) is charged to no project: Google cannot tell whose it is.
            if response.status != 401 || token == nil { observer?(.quotaSpent(method: request.method, units: request.cost)) }

            switch response.status {
            case 200..<300:
                return .fresh(response.body, etag: response.headers["etag"])
            case 304:
                return .notModified
            case 401 where token != nil && !refreshed:
                // An access token that expired early or was revoked: one refresh, then once more.
                refreshed = true
                token = try await authorization?.refreshed(after: token ?? "")
            case 429, 500..<600:
                let retryAfter = response.headers["retry-after"].flatMap { RetryAfter.seconds($0, now: now()) }
                let waitable = retryAfter.map { $0 <= retry.maxRetryAfter } ?? true
                // A 429 was refused before anything was done; a 5xx after an insert may not have been.
                let again = response.status == 429 || repeatable
                guard attempt < retry.maxAttempts, waitable, again else { throw failure(response, retryAfter: retryAfter) }
                try await pause(request, attempt: attempt, retryAfter: retryAfter, reason: "HTTP \(response.status)")
            default:
                throw failure(response, retryAfter: nil)
            }
        }
    }

    /// The `scope="…"` of a `WWW-Authenticate: Bearer` challenge, if it has one.
    static func scopes(inChallenge challenge: String) -> String? {
        guard let start = challenge.range(of: "scope=\"") else { return nil }
        let rest = challenge[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// `text` without the API key: see `KeyRedaction`.
    public func redact(_ text: String) -> String {
        KeyRedaction(key: apiKey)(text)
    }

    private func pause<Response>(_ request: APIRequest<Response>, attempt: Int, retryAfter: Double?, reason: String)
        async throws
    {
        let delay = retry.delay(after: attempt, retryAfter: retryAfter)
        observer?(.retrying(method: request.method, attempt: attempt, delay: delay, reason: redact(reason)))
        try await sleep(delay)
    }

    private func decode<Response>(_ type: Response.Type, from body: Data, for request: APIRequest<Response>) throws
        -> Response
    {
        // An answer with no body (204: a rating, a delete) reads as an empty object.
        let body = body.isEmpty && Response.self == Wire.Empty.self ? Data("{}".utf8) : body
        do {
            let value: Response
            do {
                value = try Wire.makeDecoder().decode(Response.self, from: body)
            } catch {
                // JSON must be UTF-8; one mangled title should not cost the whole page.
                guard let repaired = Self.repairingUTF8(body) else { throw error }
                value = try Wire.makeDecoder().decode(Response.self, from: repaired)
            }
            return droppingMalformedIDs(value, method: request.method)
        } catch let error as DecodingError {
            throw APIError.undecodable(resource: request.method, detail: DecodingErrorSummary.describe(error))
        } catch {
            throw APIError.undecodable(resource: request.method, detail: "the answer does not have the expected shape")
        }
    }

    /// `value` without the items whose ids do not have YouTube's shapes (see `Wire.IDs`); how
    /// many went is reported as `ClientEvent.itemsDropped`.
    private func droppingMalformedIDs<Response>(_ value: Response, method: String) -> Response {
        guard let page = value as? any DroppingMalformedIDs else { return value }
        let (kept, dropped) = page.droppingMalformedIDs()
        guard dropped > 0, let kept = kept as? Response else { return value }
        observer?(.itemsDropped(method: method, count: dropped))
        return kept
    }

    /// `body` with each sequence that is not UTF-8 replaced by U+FFFD; `nil` when there was none.
    static func repairingUTF8(_ body: Data) -> Data? {
        let repaired = Data(String(decoding: body, as: UTF8.self).utf8)
        return repaired == body ? nil : repaired
    }

    private func failure(_ response: HTTPResponse, retryAfter: Double?) -> APIError {
        if var google = GoogleError(status: response.status, body: response.body, retryAfter: retryAfter) {
            google.requiredScopes = response.headers["www-authenticate"].flatMap(Self.scopes(inChallenge:))
            return .google(google)
        }
        let excerpt = String(decoding: response.body.prefix(200), as: UTF8.self)
        return .unexpectedStatus(response.status, excerpt: redact(excerpt))
    }
}
