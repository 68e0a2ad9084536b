/// The YouTube Data API v3, emulated in memory: seeded catalog, quota, paging, errors.
///
/// The HTTP server is a thin shell around ``handle(_:)``; tests call it directly.
/// ```swift
/// let emulator = Emulator(configuration: .init(seed: 1, epochDay: 20_000))
/// let response = emulator.handle(EmulatorRequest(target: "/youtube/v3/videos?part=snippet&chart=mostPopular&key=k"))
/// assert(response.status == 200)
/// ```
public final class Emulator: Sendable {
    public let configuration: EmulatorConfiguration
    let catalog: Catalog
    let ledger: QuotaLedger
    private let endpoints: [String: any Endpoint]

    public init(configuration: EmulatorConfiguration) {
        self.configuration = configuration
        let catalog = Catalog.generate(seed: configuration.seed, epochDay: configuration.epochDay)
        self.catalog = catalog
        ledger = QuotaLedger(budget: configuration.quotaBudget, model: configuration.quotaModel)
        let all: [any Endpoint] = [
            SearchEndpoint(catalog: catalog), VideosEndpoint(catalog: catalog), ChannelsEndpoint(catalog: catalog),
            PlaylistsEndpoint(catalog: catalog), PlaylistItemsEndpoint(catalog: catalog),
            CommentThreadsEndpoint(catalog: catalog), CommentsEndpoint(catalog: catalog),
            VideoCategoriesEndpoint(catalog: catalog),
        ]
        endpoints = Dictionary(uniqueKeysWithValues: all.map { ($0.resource, $0) })
    }

    /// Quota units spent since start.
    public var quotaUsed: Int { ledger.used }

    /// The API method a path names (`/youtube/v3/videos` → `videos.list`), if any.
    public func apiMethod(forPath path: String) -> String? {
        Self.resource(forPath: path).flatMap { endpoints[$0]?.method }
    }

    /// Answers one API request: key check, quota, parameter validation, the method, `fields`,
    /// ETag/`If-None-Match`, then serialisation (`prettyPrint`).
    public func handle(_ request: EmulatorRequest) -> EmulatorResponse {
        let query = QueryParameters(items: request.query)
        let pretty = query.flag("prettyPrint", default: true)
        guard let resource = Self.resource(forPath: request.path), let endpoint = endpoints[resource] else {
            return errorResponse(.notFound(request.path), pretty: pretty, method: nil)
        }
        let method = endpoint.method
        guard request.method == "GET" || request.method == "HEAD" else {
            return errorResponse(.methodNotAllowed(request.method), pretty: pretty, method: method)
        }
        if let keyError = checkKey(query) { return errorResponse(keyError, pretty: pretty, method: method) }
        guard ledger.charge(method) else { return errorResponse(.quotaExceeded, pretty: pretty, method: method) }
        do {
            let fieldsText = query.nonEmpty("fields")
            let fields = try fieldsText.map { try FieldSelection(parsing: $0) }
            let parts = try PartSelection(query, known: endpoint.knownParts)
            let page = try endpoint.list(query, parts: parts)
            return success(
                page, fields: fields, fieldsText: fieldsText ?? "", request: request, pretty: pretty, method: method)
        } catch let error as APIError {
            return errorResponse(error, pretty: pretty, method: method)
        } catch {
            return errorResponse(.internalFailure, pretty: pretty, method: method)
        }
    }

    /// The error response a server-injected fault (`500`, `503`, `429`, `quota`) should send.
    public func faultResponse(status: Int, path: String) -> EmulatorResponse {
        let error: APIError =
            switch status {
            case 503: .unavailable
            case 429: .rateLimited
            case 403: .quotaExceeded
            default: .internalFailure
            }
        return errorResponse(error, pretty: true, method: apiMethod(forPath: path))
    }

    static func resource(forPath path: String) -> String? {
        let prefix = "/youtube/v3/"
        guard path.hasPrefix(prefix) else { return nil }
        var rest = path.dropFirst(prefix.count)
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        return rest.isEmpty || rest.contains("/") ? nil : String(rest)
    }

    private func checkKey(_ query: QueryParameters) -> APIError? {
        guard let key = query.nonEmpty("key") else { return .missingKey }
        if let expected = configuration.apiKey, key != expected { return .invalidKey }
        return nil
    }

    private func success(
        _ page: ListPage, fields: FieldSelection?, fieldsText: String, request: EmulatorRequest, pretty: Bool,
        method: String
    ) -> EmulatorResponse {
        // The ETag hashes the full response plus the field selection, so it is stable for the
        // same request and changes whenever the bytes a client would cache change.
        let etag = Digest.etag(JSONWriter(pretty: false).serialize(page.json(etag: "")) + Array(fieldsText.utf8))
        let full = page.json(etag: etag)
        let body = fields.map { $0.apply(to: full) } ?? full
        var headers: [(name: String, value: String)] = [
            ("Content-Type", "application/json; charset=UTF-8"), ("ETag", "\"\(etag)\""), ("Cache-Control", "private"),
        ]
        if Self.matches(ifNoneMatch: request.headers["if-none-match"], etag: etag) {
            headers.removeFirst()
            return EmulatorResponse(status: 304, headers: headers, body: [], apiMethod: method)
        }
        return EmulatorResponse(
            status: 200, headers: headers, body: JSONWriter(pretty: pretty).serialize(body), apiMethod: method)
    }

    static func matches(ifNoneMatch header: String?, etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingSpaces()
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            if tag.hasPrefix("\""), tag.hasSuffix("\""), tag.count >= 2 { tag = String(tag.dropFirst().dropLast()) }
            return tag == etag || tag == "*"
        }
    }

    private func errorResponse(_ error: APIError, pretty: Bool, method: String?) -> EmulatorResponse {
        EmulatorResponse(
            status: error.code, headers: [("Content-Type", "application/json; charset=UTF-8")],
            body: JSONWriter(pretty: pretty).serialize(error.envelope), apiMethod: method, errorReason: error.reason)
    }
}
