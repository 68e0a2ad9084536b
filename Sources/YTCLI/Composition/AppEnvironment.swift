import Foundation
import Synchronization
import YTCore
import YTStore
import YouTubeAPI

/// The composition root: one per run, wiring settings, the event bus, the API client, the
/// database and the services. Each part is built only when a command asks for it: a run answered
/// from the cache makes no connection and never loads libcurl.
struct AppEnvironment {
    let console: Console
    let settings: Settings
    let paths: Paths
    /// Where the run's state is kept: this machine's SQLite file, or the configured PostgreSQL
    /// server with the quota ledger of the configured API key.
    let storeLocation: StoreLocation
    let cacheMode: CacheMode
    let maxCost: Int?
    let bus = EventBus()
    /// Stops the run's requests once the ledger shows the day's budget spent.
    private let breaker: QuotaBreaker
    /// Writes the run's `QuotaSpent` to the ledger; `close()` completes it.
    private let ledger: QuotaRecorder
    /// One transport per run, so every request of the run shares its connections (keep-alive).
    let transport: any HTTPTransport
    private let store = StoreOpener()

    /// The world outside: environment, streams, terminal, network, clock.
    let host: Host

    init(host: Host, output: OutputOptions, api: APIOptions? = nil) throws {
        self.host = host
        var console = output.makeConsole(host: host)
        let environment = host.environment
        settings = try Settings.resolve(apiBaseFlag: api?.apiBase, timeoutFlag: api?.timeout, environment: environment,
                                        workingDirectory: host.workingDirectory)
        console.safeCells = output.safeCells || settings.safeCells
        if ProgressLine.wanted(output.progress, quiet: output.quiet, verbose: output.verbose, host: host) {
            let line = ProgressLine(stderr: host.stderr, columns: ProgressLine.columns(host: host))
            console.progress = line
            ProgressRenderer(line: line).listen(on: bus)
        }
        self.console = console
        var limits = CurlTransport.Configuration()
        limits.totalTimeout = settings.requestTimeout
        limits.connectTimeout = min(limits.connectTimeout, settings.requestTimeout)
        transport = host.makeTransport(limits)
        paths = Paths(environment: environment)
        storeLocation = settings.storeLocation(paths: paths)
        try paths.refuseExposed()
        LooseModeCheck.report([host.workingDirectory.appendingPathComponent(".env"), paths.configFile, paths.sessionFile, paths.databaseFile],
                              on: console)
        cacheMode = api?.cacheMode ?? .normal
        maxCost = api?.maxCost
        if !settings.ignoredDotEnvNames.isEmpty {
            console.note("warning: .env in this folder sets \(settings.ignoredDotEnvNames.joined(separator: ", ")), "
                + "which ytclone ignores: it reads only YOUTUBE_API_KEY from .env")
        }
        // The trace is registered without an owner: the bus holds it for as long as the run's bus
        // lives. The ledger is the environment's, closed with the run (`close()`).
        if output.verbose {
            let trace = RequestTrace(console: console, root: settings.apiRoot, rootSource: settings.apiRootSource)
            bus.on(ClientActivity.self, by: nil) { activity in trace.observe(activity.event) }
            bus.on(ChannelFeedsRead.self, by: nil) { read in trace.observe(read) }
            bus.on(GoogleTokenRefreshed.self, by: nil) { refreshed in trace.observe(refreshed) }
        }
        let store = store, location = storeLocation, budget = settings.quotaBudget
        ledger = QuotaRecorder(service: { QuotaService(ledger: try store.open(location), budget: budget) }) { [console] error in
            console.error("warning: this run's quota spending was not recorded: \(ErrorPresenter.describe(error).message)")
        }
        ledger.listen(on: bus)
        breaker = QuotaBreaker { try QuotaService(ledger: try store.open(location), budget: budget).today() }
    }

    /// Ends the run: writes the quota it spent that the ledger does not hold yet. `Program.run`
    /// calls it on every way out, before the error (if any) is presented and the process exits.
    func close() {
        ledger.close()
    }

    /// `close()` as a closure any thread may call, for the one way out that does not come back
    /// through `Program.run`: the browser ended by a signal.
    var closing: @Sendable () -> Void {
        let ledger = ledger
        return { ledger.close() }
    }

    /// The API client, answering from the response cache as `--refresh`/`--offline` say.
    ///
    /// - Throws: `CLIError.missingAPIKey` when no key is configured (not needed with `--offline`).
    func client() throws -> YouTubeClient {
        guard let key = settings.apiKey ?? (cacheMode == .offline ? "" : nil) else { throw CLIError.missingAPIKey }
        return client(key: key)
    }

    /// A client with `key` instead of the configured one; `setup` checks a key with one that
    /// always asks the API (`refresh`: a cached answer proves nothing about the key).
    func client(key: String, cacheMode: CacheMode? = nil) -> YouTubeClient {
        var client = YouTubeClient(transport: transport, apiKey: key, root: settings.apiRoot, observer: observer,
                                   cache: responseCache, cacheMode: cacheMode ?? self.cacheMode)
        let breaker = breaker
        client.admit = { _, units in try breaker.admit(units: units) }
        return client
    }

    /// Channels' Atom feeds, from YouTube beside Google's API, or from the same host as any other
    /// API root (the emulator serves both). Their requests go on the bus as the API's do.
    func channelFeeds() -> ChannelFeedClient {
        ChannelFeedClient(transport: transport, root: ChannelFeedClient.root(forAPI: settings.apiRoot), observer: observer)
    }

    /// Puts what a client reports on the bus: every event, and the units it spent.
    var observer: @Sendable (ClientEvent) -> Void {
        let bus = bus
        return { event in
            bus.emit(ClientActivity(event))
            if case .quotaSpent(let method, let units) = event {
                bus.emit(QuotaSpent(method: method, units: units))
            }
        }
    }

    /// The response cache (`$XDG_CACHE_HOME/ytclone/responses`).
    var responseCache: FileResponseCache {
        FileResponseCache(directory: paths.responsesDirectory)
    }

    /// The image cache (`$XDG_CACHE_HOME/ytclone/images`): thumbnails and avatars, under a size bound.
    var imageCache: FileResponseCache {
        FileResponseCache(directory: paths.imagesDirectory)
    }

    /// What draws this run's pictures, or `nil` when none are drawn (see `ThumbnailPolicy`).
    /// Pictures come through the run's transport and the image cache, never the API client: they
    /// cost no quota.
    func thumbnails(_ flag: ThumbnailMode?, output: OutputOptions) -> ThumbnailDrawer? {
        let mode = flag ?? settings.thumbnails
        guard let policy = ThumbnailPolicy.resolve(mode, isTable: output.resolvedFormat == .table, host: host) else {
            return nil
        }
        return ThumbnailDrawer(policy: policy, loader: imageLoader(), console: console, verbose: output.verbose)
    }

    /// Pictures through the run's transport and the image cache.
    func imageLoader() -> ImageLoader {
        ImageLoader(transport: transport, cache: imageCache, mode: cacheMode, now: host.now)
    }

    /// The quota ledger, today's spending and the configured budget.
    func quota() throws -> QuotaService {
        QuotaService(ledger: try openStore(), budget: settings.quotaBudget)
    }

    /// Refuses to start an action whose estimated cost is above `--max-cost`.
    ///
    /// - Parameter units: the most the action can cost, counting no cache hits.
    /// - Throws: `CLIError.overCostLimit`.
    func checkCost(_ units: Int, of action: String) throws {
        guard let limit = maxCost, units > limit, cacheMode != .offline else { return }
        throw CLIError.overCostLimit(action: action, estimate: units, limit: limit)
    }

    /// The database, opened (created and migrated if needed) once per run.
    func openStore() throws -> any StateStore {
        try store.open(storeLocation)
    }

    /// The account view-model over the run's store.
    func account() throws -> AccountViewModel {
        account(try openStore())
    }

    private func account(_ store: any StateStore) -> AccountViewModel {
        let sessions = SessionFile(url: paths.sessionFile)
        return AccountViewModel(
            auth: AuthService(accounts: store, tokens: sessions), profile: ProfileService(accounts: store))
    }

    /// A paged run of `listing`, its cursor kept for whoever is signed in (or nobody).
    func pagedRun(listing: String, paging: PagingOptions, format: OutputFormat, spec: any ListingSpec) throws -> PagedRun {
        let (store, userId) = try storeOfWhoever()
        return PagedRun(navigator: PageNavigator(store: store, userId: userId, listing: listing), paging: paging,
                        console: console, format: format, spec: spec,
                        rows: RowMemory(store: store, userId: userId, listing: listing, session: terminalSession,
                                        now: host.now))
    }

    /// This terminal session on this machine, whose row numbers a command reads and keeps.
    /// - Throws: `LocalFault` when this machine's id cannot be read or kept (`MachineID`).
    func terminalSession() throws -> TerminalSession {
        TerminalSession(machine: try MachineID(paths: paths).value(), id: RowMemory.sessionId)
    }

    /// The store, and whose cursors and rows in it a run reads and writes: the signed-in user's,
    /// or nobody's (`nil`).
    func storeOfWhoever() throws -> (store: any StateStore, userId: Int64?) {
        if let (store, user) = try signedInSession() { return (store, user.id) }
        return (try openStore(), nil)
    }

    /// The store and the user when someone is signed in; without a session file the database is
    /// not even opened.
    func signedInSession() throws -> (store: any StateStore, user: User)? {
        guard FileManager.default.fileExists(atPath: paths.sessionFile.path) else { return nil }
        let store = try openStore()
        let account = account(store)
        try account.load()
        return account.user.map { (store, $0) }
    }
}

/// Opens the database on first use and hands the same store to every later caller of the run,
/// whichever task asks.
private final class StoreOpener: Sendable {
    private let store = Mutex<(any StateStore)?>(nil)

    func open(_ location: StoreLocation) throws -> any StateStore {
        try store.withLock { store in
            if let store { return store }
            let opened = try location.open()
            store = opened
            return opened
        }
    }
}
