import Foundation
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
    /// Each project's quota: API keys and the default clients share ``OAuthClient/defaultProject``,
    /// and a client of `--oauth-client` has its own.
    let ledgers: [String: QuotaLedger]
    let authorization: AuthorizationServer
    /// Codes, grants, tokens and what users wrote; see ``mutate(_:)``.
    let state: Mutex<EmulatorState>
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
                I18nRegionsEndpoint(), I18nLanguagesEndpoint(), VideoAbuseReportReasonsEndpoint(),
                ChannelSectionsEndpoint(catalog: catalog), CaptionsEndpoint(catalog: catalog),
                MembersEndpoint(), MembershipsLevelsEndpoint(), SubscriptionsEndpoint(catalog: catalog),
            ]
            endpoints = Dictionary(uniqueKeysWithValues: all.map { ($0.method, $0) })
            feeds = ChannelFeeds(catalog: catalog, faults: configuration.feedFaults, seed: configuration.seed)
            oEmbed = OEmbedEndpoint(catalog: catalog)
            self.published = published
        }
    }

    /// An emulator whose state starts empty (`--state` is read by ``restoring(configuration:)``).
    public convenience init(configuration: EmulatorConfiguration) {
        self.init(configuration: configuration, state: EmulatorState())
    }

    /// An emulator that starts from the state `configuration.stateFile` holds (none yet is an
    /// empty one) and keeps writing it there.
    /// - Throws: ``StateFileError`` when the file is not a state this emulator wrote.
    public static func restoring(configuration: EmulatorConfiguration) throws -> Emulator {
        guard let path = configuration.stateFile else { return Emulator(configuration: configuration) }
        do {
            return Emulator(configuration: configuration, state: try EmulatorState.load(from: path))
        } catch {
            throw StateFileError(path: path, reason: "\(error)")
        }
    }

    init(configuration: EmulatorConfiguration, state initial: EmulatorState) {
        self.configuration = configuration
        let catalog = Catalog.generate(seed: configuration.seed, epochDay: configuration.epochDay,
                                       channels: configuration.channels)
        let projects = Set([OAuthClient.defaultProject] + configuration.oauth.clients.map(\.project))
        ledgers = Dictionary(uniqueKeysWithValues: projects.map { project in
            (project, QuotaLedger(budget: configuration.quotaBudget, model: configuration.quotaModel))
        })
        authorization = AuthorizationServer(
            settings: configuration.oauth, users: OAuthUser.roster(configuration.oauth.users, catalog: catalog))
        state = Mutex(initial)
        world = Mutex(World(catalog: catalog, configuration: configuration))
    }

    /// The catalog as it is now, with every upload published so far.
    var catalog: Catalog { world.withLock { $0.catalog } }

    var feeds: ChannelFeeds { world.withLock { $0.feeds } }

    /// Quota units spent since start, by every project.
    public var quotaUsed: Int { ledgers.values.reduce(0) { $0 + $1.used } }

    /// The API method `httpMethod` names at `path` (`GET /youtube/v3/videos` → `videos.list`), if any.
    public func apiMethod(forPath path: String, httpMethod: String = "GET") -> String? {
        Self.resource(forPath: path).flatMap { APIMethod.find(httpMethod: httpMethod, path: $0)?.id }
    }

    /// Runs `body` on the state with it locked, then, when it changed and `--state` names a
    /// file, writes it there before anyone else can see it.
    func mutate<T>(_ body: (inout EmulatorState) throws -> T) rethrows -> T {
        try state.withLock { state in
            let before = state
            defer {
                if state != before, let path = configuration.stateFile {
                    do {
                        try state.save(to: path)
                    } catch {
                        FileHandle.standardError.write(Data("yt-emulator: cannot write the state to \(path): \(error)\n".utf8))
                    }
                }
            }
            return try body(&state)
        }
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
        if AuthorizationServer.serves(request.path) {
            let now = configuration.clock()
            return mutate { authorization.respond(to: request, state: &$0.oauth, now: now) }
        }
        return Thumbnails.$origin.withValue(origin) { answer(request, world: world) }
    }

    /// Whether `path` is a picture's (`/vi/…`, `/ytc/…`).
    public static func servesImage(_ path: String) -> Bool { EmulatorImages.serves(path) }

    /// Whether `path` is the channels' Atom feeds' (`/feeds/videos.xml`).
    public static func servesFeeds(_ path: String) -> Bool { path == ChannelFeeds.path }

    /// Whether `path` is one of the OAuth 2.0 authorization server's (`/token`, `/o/oauth2/v2/auth`…).
    public static func servesOAuth(_ path: String) -> Bool { AuthorizationServer.serves(path) }

    /// Whether `path` is oEmbed's (`/oembed`).
    public static func servesOEmbed(_ path: String) -> Bool { path == OEmbedEndpoint.path }

    /// The fault channel `channelId`'s feed has (`--feed-fault`), if any.
    public func feedFault(ofChannel channelId: String) -> FeedFault? { feeds.fault(of: channelId) }

    /// Answers one API method: which method the path and HTTP method name, who calls (a bearer
    /// token, else a key), the token's scopes, the project's quota, then the method itself: a
    /// list endpoint, a method acting for the user, or what Google answers for one the emulator
    /// keeps no data for.
    private func answer(_ request: EmulatorRequest, world: World) -> EmulatorResponse {
        var query = QueryParameters(items: request.query, strict: configuration.strict)
        let format = ResponseFormat(query)
        guard let resource = Self.resource(forPath: request.path) else {
            return errorResponse(.notFound(request.path), format: format, method: nil)
        }
        guard let method = APIMethod.find(httpMethod: request.method, path: resource) else {
            let error: APIError =
                APIMethod.exists(atPath: resource) ? .methodNotAllowed(request.method) : .notFound(request.path)
            return errorResponse(error, format: format, method: nil)
        }
        query.method = method.id
        let caller: Caller?
        switch authenticate(request, query: query) {
        case .success(let who): caller = who
        case .failure(let error): return errorResponse(error, format: format, method: method.id)
        }
        if let caller, caller.scopes.isDisjoint(with: method.scopes) {
            return errorResponse(.insufficientScopes(method), format: format, method: method.id)
        }
        let ledger = ledgers[caller?.client.project ?? OAuthClient.defaultProject] ?? ledgers[OAuthClient.defaultProject]
        guard ledger?.charge(method) ?? false else {
            return errorResponse(.quotaExceeded, format: format, method: method.id)
        }
        query.caller = caller
        do {
            let fieldsText = query.nonEmpty("fields")
            let fields = try fieldsText.map { try FieldSelection(parsing: $0) }
            if let endpoint = world.endpoints[method.id] {
                try StrictAudit.check(query, parameters: endpoint.parameters, deprecated: endpoint.deprecatedParameters)
                query.writes = state.withLock { $0.writes }
                let parts = try PartSelection(query, known: endpoint.knownParts)
                let page = try endpoint.list(query, parts: parts)
                return success(
                    page.json(etag: ""), fields: fields, fieldsText: fieldsText ?? "", request: request,
                    format: format, method: method.id)
            }
            let outcome: UserAnswer
            if let userMethod = UserMethods.all[method.id] {
                try StrictAudit.check(query, parameters: userMethod.parameters, deprecated: [])
                guard let caller else { throw APIError.loginRequired }
                let body = try request.body.isEmpty ? nil : JSONParser.parseBody(request.body)
                let call = UserRequest(query: query, body: body, caller: caller, catalog: world.catalog, now: configuration.clock())
                outcome = try mutate { try userMethod.perform(call, writes: &$0.writes) }
            } else {
                outcome = try mutate {
                    try UnservedMethods.answer(
                        method, path: resource, query: query, body: request.body, caller: caller, catalog: world.catalog,
                        writes: &$0.writes)
                }
            }
            switch outcome {
            case .resource(let resource):
                return success(
                    resource, fields: fields, fieldsText: fieldsText ?? "", request: request, format: format,
                    method: method.id)
            case .noContent:
                return EmulatorResponse(status: 204, headers: [], body: [], apiMethod: method.id)
            case .file(let contentType, let body):
                return EmulatorResponse(status: 200, headers: [("Content-Type", contentType)], body: body, apiMethod: method.id)
            }
        } catch let error as APIError {
            return errorResponse(error, format: format, method: method.id)
        } catch {
            return errorResponse(.internalFailure, format: format, method: method.id)
        }
    }

    /// The caller of a request with a bearer token (`Authorization: Bearer`, or `access_token`
    /// in the query), `nil` for one with a key alone; a failure for a token that is not live,
    /// or, without one, a missing or wrong key. A key sent beside a token must still be valid.
    private func authenticate(_ request: EmulatorRequest, query: QueryParameters) -> Result<Caller?, APIError> {
        let header = request.headers["authorization"].flatMap { value -> String? in
            let pieces = value.split(separator: " ", maxSplits: 1)
            return pieces.count == 2 && pieces[0].lowercased() == "bearer" ? String(pieces[1]) : nil
        }
        guard let token = header ?? query.nonEmpty("access_token") ?? query.nonEmpty("oauth_token") else {
            return checkKey(query).map { .failure($0) } ?? .success(nil)
        }
        let now = configuration.clock()
        guard let caller = state.withLock({ authorization.caller(accessToken: token, state: $0.oauth, now: now) }) else {
            return .failure(.invalidCredentials)
        }
        if query.items.contains(where: { $0.name == "key" && !$0.value.isEmpty }), let keyError = checkKey(query) {
            return .failure(keyError)
        }
        return .success(caller)
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

    /// The path after `/youtube/v3/` (or `/upload/youtube/v3/`, where clients send media uploads).
    static func resource(forPath path: String) -> String? {
        let prefix = "/youtube/v3/"
        let local = path.hasPrefix("/upload" + prefix) ? path.dropFirst("/upload".count) : Substring(path)
        guard local.hasPrefix(prefix) else { return nil }
        var rest = local.dropFirst(prefix.count)
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        return rest.isEmpty ? nil : String(rest)
    }

    /// The first non-empty `key` counts; Google does not mind a repeated or empty one before it.
    private func checkKey(_ query: QueryParameters) -> APIError? {
        guard let key = query.items.first(where: { $0.name == "key" && !$0.value.isEmpty })?.value else {
            return .missingKey
        }
        if let expected = configuration.apiKey, key != expected { return .invalidKey }
        return nil
    }

    /// A 200 answer with `resource` (a list page, or a resource a write returns) as its body.
    private func success(
        _ resource: JSONValue, fields: FieldSelection?, fieldsText: String, request: EmulatorRequest,
        format: ResponseFormat, method: String
    ) -> EmulatorResponse {
        // The ETag hashes the full response plus the field selection (and JSONP name), so it is
        // stable for the same request and changes whenever the bytes a client would cache change.
        let selection = fieldsText + (format.callback.map { "|callback=" + $0 } ?? "")
        let etag = Digest.etag(JSONWriter(pretty: false).serialize(resource) + Array(selection.utf8))
        // A list page's etag (left empty until now) is the answer's; a resource a write returns
        // keeps its own, the one later reads show for it.
        let full = resource["etag"] == "" ? resource.setting("etag", to: .string(etag)) : resource
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
            status: error.code, headers: [("Content-Type", format.contentType)] + error.headers,
            body: format.serialize(error.envelope), apiMethod: method, errorReason: error.reason)
        response.strictRefusal = error.isStrictRefusal ? error.message : nil
        return response
    }
}
