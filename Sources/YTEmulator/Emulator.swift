import Synchronization

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
    let ledger: QuotaLedger
    /// The catalog and what serves it, replaced whole when uploads are published
    /// (``publishUploads(on:)``): a request reads one world from start to end.
    let world: Mutex<World>

    /// One state of the catalog and the endpoints and feeds built on it.
    struct World: Sendable {
        let catalog: Catalog
        let endpoints: [String: any Endpoint]
        let feeds: ChannelFeeds
        let oEmbed: OEmbedEndpoint
        /// How many uploads were published since start: it seeds the next one.
        var published = 0

        init(catalog: Catalog, configuration: EmulatorConfiguration, published: Int = 0) {
            self.catalog = catalog
            let all: [any Endpoint] = [
                SearchEndpoint(catalog: catalog), VideosEndpoint(catalog: catalog), ChannelsEndpoint(catalog: catalog),
                PlaylistsEndpoint(catalog: catalog), PlaylistItemsEndpoint(catalog: catalog),
                CommentThreadsEndpoint(catalog: catalog), CommentsEndpoint(catalog: catalog),
                VideoCategoriesEndpoint(catalog: catalog), ActivitiesEndpoint(catalog: catalog),
            ]
            endpoints = Dictionary(uniqueKeysWithValues: all.map { ($0.resource, $0) })
            feeds = ChannelFeeds(catalog: catalog, faults: configuration.feedFaults, seed: configuration.seed)
            oEmbed = OEmbedEndpoint(catalog: catalog)
            self.published = published
        }
    }

    public init(configuration: EmulatorConfiguration) {
        self.configuration = configuration
        let catalog = Catalog.generate(seed: configuration.seed, epochDay: configuration.epochDay,
                                       channels: configuration.channels)
        ledger = QuotaLedger(budget: configuration.quotaBudget, model: configuration.quotaModel)
        world = Mutex(World(catalog: catalog, configuration: configuration))
    }

    /// The catalog as it is now, with every upload published so far.
    var catalog: Catalog { world.withLock { $0.catalog } }

    var feeds: ChannelFeeds { world.withLock { $0.feeds } }

    /// Quota units spent since start.
    public var quotaUsed: Int { ledger.used }

    /// The API method a path names (`/youtube/v3/videos` → `videos.list`), if any.
    public func apiMethod(forPath path: String) -> String? {
        let endpoints = world.withLock { $0.endpoints }
        return Self.resource(forPath: path).flatMap { endpoints[$0]?.method }
    }

    /// Answers one API request: key check, quota, strict-mode audit, parameter validation, the
    /// method, `fields`, ETag/`If-None-Match`, then serialisation (`prettyPrint`, `callback`).
    /// Pictures (`EmulatorImages`), channels' Atom feeds (`ChannelFeeds`) and oEmbed
    /// (`OEmbedEndpoint`) are answered here too, with no key and no quota. When the request names its `host`, the
    /// answers' thumbnail URLs point at that host, where the pictures are.
    public func handle(_ request: EmulatorRequest) -> EmulatorResponse {
        if EmulatorImages.serves(request.path) { return EmulatorImages.response(for: request) }
        let world = world.withLock { $0 }
        let origin = request.headers["host"].flatMap { host in
            host.allSatisfy { $0.isLetter || $0.isNumber || ".:-[]".contains($0) } ? "http://" + host : nil
        }
        if request.path == ChannelFeeds.path {
            return Thumbnails.$origin.withValue(origin) { world.feeds.response(for: request) }
        }
        if request.path == OEmbedEndpoint.path {
            return Thumbnails.$origin.withValue(origin) { world.oEmbed.response(for: request) }
        }
        return Thumbnails.$origin.withValue(origin) { answer(request, endpoints: world.endpoints) }
    }

    /// Whether `path` is a picture's (`/vi/…`, `/ytc/…`).
    public static func servesImage(_ path: String) -> Bool { EmulatorImages.serves(path) }

    /// Whether `path` is the channels' Atom feeds' (`/feeds/videos.xml`).
    public static func servesFeeds(_ path: String) -> Bool { path == ChannelFeeds.path }

    /// Whether `path` is oEmbed's (`/oembed`).
    public static func servesOEmbed(_ path: String) -> Bool { path == OEmbedEndpoint.path }

    /// The fault channel `channelId`'s feed has (`--feed-fault`), if any.
    public func feedFault(ofChannel channelId: String) -> FeedFault? { feeds.fault(of: channelId) }

    private func answer(_ request: EmulatorRequest, endpoints: [String: any Endpoint]) -> EmulatorResponse {
        var query = QueryParameters(items: request.query, strict: configuration.strict)
        let format = ResponseFormat(query)
        guard let resource = Self.resource(forPath: request.path), let endpoint = endpoints[resource] else {
            return errorResponse(.notFound(request.path), format: format, method: nil)
        }
        let method = endpoint.method
        query.method = method
        guard request.method == "GET" || request.method == "HEAD" else {
            return errorResponse(.methodNotAllowed(request.method), format: format, method: method)
        }
        if let keyError = checkKey(query) { return errorResponse(keyError, format: format, method: method) }
        guard ledger.charge(method) else { return errorResponse(.quotaExceeded, format: format, method: method) }
        do {
            try StrictAudit.check(query, endpoint: endpoint)
            let fieldsText = query.nonEmpty("fields")
            let fields = try fieldsText.map { try FieldSelection(parsing: $0) }
            let parts = try PartSelection(query, known: endpoint.knownParts)
            let page = try endpoint.list(query, parts: parts)
            return success(
                page, fields: fields, fieldsText: fieldsText ?? "", request: request, format: format, method: method)
        } catch let error as APIError {
            return errorResponse(error, format: format, method: method)
        } catch {
            return errorResponse(.internalFailure, format: format, method: method)
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
        return errorResponse(error, format: ResponseFormat(pretty: true), method: apiMethod(forPath: path))
    }

    static func resource(forPath path: String) -> String? {
        let prefix = "/youtube/v3/"
        guard path.hasPrefix(prefix) else { return nil }
        var rest = path.dropFirst(prefix.count)
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        return rest.isEmpty || rest.contains("/") ? nil : String(rest)
    }

    /// The first non-empty `key` counts; Google does not mind a repeated or empty one before it.
    private func checkKey(_ query: QueryParameters) -> APIError? {
        guard let key = query.items.first(where: { $0.name == "key" && !$0.value.isEmpty })?.value else {
            return .missingKey
        }
        if let expected = configuration.apiKey, key != expected { return .invalidKey }
        return nil
    }

    private func success(
        _ page: ListPage, fields: FieldSelection?, fieldsText: String, request: EmulatorRequest,
        format: ResponseFormat, method: String
    ) -> EmulatorResponse {
        // The ETag hashes the full response plus the field selection (and JSONP name), so it is
        // stable for the same request and changes whenever the bytes a client would cache change.
        let selection = fieldsText + (format.callback.map { "|callback=" + $0 } ?? "")
        let etag = Digest.etag(JSONWriter(pretty: false).serialize(page.json(etag: "")) + Array(selection.utf8))
        let full = page.json(etag: etag)
        let body = fields.map { $0.apply(to: full) } ?? full
        var headers: [(name: String, value: String)] = [
            ("Content-Type", format.contentType), ("ETag", "\"\(etag)\""), ("Cache-Control", "private"),
        ]
        if Self.matches(ifNoneMatch: request.headers["if-none-match"], etag: etag) {
            headers.removeFirst()
            return EmulatorResponse(status: 304, headers: headers, body: [], apiMethod: method)
        }
        return EmulatorResponse(
            status: 200, headers: headers, body: format.serialize(body), apiMethod: method)
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

    private func errorResponse(_ error: APIError, format: ResponseFormat, method: String?) -> EmulatorResponse {
        var response = EmulatorResponse(
            status: error.code, headers: [("Content-Type", format.contentType)],
            body: format.serialize(error.envelope), apiMethod: method, errorReason: error.reason)
        response.strictRefusal = error.isStrictRefusal ? error.message : nil
        return response
    }
}
