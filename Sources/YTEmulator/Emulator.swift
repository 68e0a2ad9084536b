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
    /// file, writes it there before anyone else can see it. A state that cannot be written is
    /// taken back and the error thrown, so no client is told of a change the file lacks.
    func mutate<T>(_ body: (inout EmulatorState) throws -> T) throws -> T {
        try state.withLock { state in
            let before = state
            let result = try body(&state)
            if state != before, let path = configuration.stateFile {
                do {
                    try state.save(to: path)
                } catch {
                    state = before
                    throw StateFileError(path: path, reason: "\(error)", writing: true)
                }
            }
            return result
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
            do {
                return try mutate { authorization.respond(to: request, state: &$0.oauth, now: now) }
            } catch {
                return AuthorizationServer.oauthError(500, "server_error", "The emulator could not keep its state.")
            }
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

    static func matches(ifNoneMatch header: String?, etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingSpaces()
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            if tag.hasPrefix("\""), tag.hasSuffix("\""), tag.count >= 2 { tag = String(tag.dropFirst().dropLast()) }
            return tag == etag || tag == "*"
        }
    }
}
