import Foundation
import YTCore
import YTStore
import YouTubeAPI

/// The composition root: one per run, wiring settings, the event bus, the API client, the
/// database and the services. Each part is built only when a command asks for it.
struct AppEnvironment {
    let console: Console
    let settings: Settings
    let paths: Paths
    let bus = EventBus()
    /// Held here because the bus holds its listeners weakly.
    private let trace: RequestTrace?
    /// One transport per run, so every request of the run shares its connections (keep-alive).
    private let transport = CurlTransport()

    init(output: OutputOptions, apiBase: String? = nil) throws {
        console = output.makeConsole()
        let environment = ProcessInfo.processInfo.environment
        settings = try Settings.resolve(apiBaseFlag: apiBase, environment: environment)
        paths = Paths(environment: environment)
        trace = output.verbose ? RequestTrace(console: console) : nil
        if let trace {
            bus.on(ClientActivity.self, by: trace) { trace, activity in trace.observe(activity.event) }
        }
    }

    /// The API client. - Throws: `CLIError.missingAPIKey` when no key is configured.
    func client() throws -> YouTubeClient {
        guard let key = settings.apiKey else { throw CLIError.missingAPIKey }
        let bus = bus
        return YouTubeClient(transport: transport, apiKey: key, root: settings.apiRoot,
                             observer: { event in
                                 bus.emit(ClientActivity(event))
                                 if case .quotaSpent(let method, let units) = event {
                                     bus.emit(QuotaSpent(method: method, units: units))
                                 }
                             })
    }

    /// Opens (creating and migrating if needed) the database.
    func openStore() throws -> SQLiteStore {
        try SQLiteStore(path: paths.databaseFile.path)
    }

    /// The account view-model over an open store.
    func account(_ store: SQLiteStore) -> AccountViewModel {
        let sessions = SessionFile(url: paths.sessionFile)
        return AccountViewModel(
            auth: AuthService(accounts: store, tokens: sessions, bus: bus),
            profile: ProfileService(accounts: store, bus: bus))
    }

    /// A paged run of `listing`, its cursor kept for whoever is signed in (or nobody).
    func pagedRun(listing: String, paging: PagingOptions, format: OutputFormat, command: String) throws -> PagedRun {
        let navigator = if let (store, user) = try signedInSession() {
            PageNavigator(store: store, userId: user.id, listing: listing)
        } else {
            PageNavigator(store: try openStore(), userId: nil, listing: listing)
        }
        return PagedRun(navigator: navigator, paging: paging, console: console, format: format, command: command)
    }

    /// The store and the user when someone is signed in; without a session file the database is
    /// not even opened.
    func signedInSession() throws -> (store: SQLiteStore, user: User)? {
        guard FileManager.default.fileExists(atPath: paths.sessionFile.path) else { return nil }
        let store = try openStore()
        let account = account(store)
        try account.load()
        return account.user.map { (store, $0) }
    }

    /// The signed-in user. - Throws: `CoreError.notSignedIn`.
    func signedInUser(_ store: SQLiteStore) throws -> User {
        try account(store).requireUser()
    }
}
