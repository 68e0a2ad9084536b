import Dispatch
import Foundation
import Synchronization
import YTCore
import YouTubeAPI

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen browser: reads keys, turns each into a change of `BrowserState` and events
/// on the bus, and draws a frame whenever the state changes or a view-model publishes.
///
/// View emits event → controller asks model → model publishes → view updates: the screens
/// subscribe to the view-models' `@Publishable` state, the controllers hear the events, and no
/// screen calls a service.
@MainActor final class Browser {
    enum Input: Sendable {
        case keys([UInt8])
        /// A view-model published, the quota moved, or news arrived.
        case changed
        case resized
        case signal(Int32)
        case inputClosed
    }

    private let terminal: RawTerminal
    private let bus: EventBus
    private let models: BrowserModels
    private let accounts: AccountController
    private let listings: ListingController
    private let pages: PageController
    private var painter: TerminalPainter
    private var state: BrowserState
    private let stream: AsyncStream<Input>
    private let wake: AsyncStream<Input>.Continuation
    private let network: NetworkStatus
    private let offline: Bool
    private let player: (String) -> String?
    private let redact: @Sendable (String) -> String
    private var signalSources: [any DispatchSourceSignal] = []

    struct Parts {
        let terminal: RawTerminal
        let bus: EventBus
        let models: BrowserModels
        let account: AccountViewModel
        let comments: CommentsViewModel
        let library: LibraryService
        let sources: BrowserModels.Sources
        let recordView: @Sendable (Video) -> Void
        let quota: (used: Int, budget: Int)?
        let offline: Bool
        let color: Bool
        /// Plays a video; returns what to tell the person (nil when it played).
        let player: (String) -> String?
        /// Takes the API key out of any text shown (an error a server echoed).
        let redact: @Sendable (String) -> String
    }

    /// Opens the browser with `parts` and runs it until the person quits.
    static func open(_ parts: sending Parts) async {
        await Browser(parts).run()
    }

    init(_ parts: Parts) {
        terminal = parts.terminal
        bus = parts.bus
        models = parts.models
        let redact = parts.redact
        accounts = AccountController(account: parts.account, comments: parts.comments, models: parts.models,
                                     library: parts.library, describe: { BrowserData.describe($0, redact: redact) })
        self.redact = redact
        painter = TerminalPainter(color: parts.color)
        offline = parts.offline
        network = NetworkStatus(quota: parts.quota)
        player = parts.player
        (stream, wake) = AsyncStream.makeStream(of: Input.self, bufferingPolicy: .unbounded)
        let wake = wake
        listings = ListingController(models: parts.models, sources: parts.sources, recordView: parts.recordView,
                                     follow: { video, comments in
                                         video.state.subscribe(by: nil) { _ in wake.yield(.changed) }
                                         comments.state.subscribe(by: nil) { _ in wake.yield(.changed) }
                                     },
                                     followReplies: { replies in replies.state.subscribe(by: nil) { _ in wake.yield(.changed) } })
        pages = PageController(sources: parts.sources, wake: { wake.yield(.changed) },
                               describe: { BrowserData.describe($0, redact: redact) })
        accounts.account.$user.subscribe(by: nil) { [models] user in
            models.inputs.user.withLock { $0 = user }
            wake.yield(.changed)
        }
        state = BrowserState()
        try? accounts.account.load()
        if accounts.account.user == nil { state.gate = .signIn() }
    }

    /// Runs until the person quits; the terminal is restored on every way out.
    func run() async {
        subscribe()
        listings.listen(on: bus)
        pages.listen(on: bus)
        accounts.listen(on: bus)
        startSignals()
        startReadingKeys()
        terminal.enter()
        defer { terminal.restore() }
        bus.emit(ListingRequested(tab: .popular, kind: .first))
        draw()
        for await input in stream {
            switch input {
            case .keys(let bytes):
                for key in Key.decode(bytes) {
                    if key == .control("z") {
                        suspend()
                        continue
                    }
                    let events = state.handle(key, data: snapshot(), size: terminal.size)
                    for event in events { emit(event) }
                    if state.quit { return }
                }
            case .changed: break
            case .resized: painter.invalidate()
            case .signal(SIGTSTP): suspend()
            case .signal(SIGCONT):
                terminal.restore()
                terminal.enter()
                painter.invalidate()
            case .signal: return
            case .inputClosed: return
            }
            draw()
        }
    }

    /// Every publication of the lists, the account and the controllers' news wakes the loop.
    private func subscribe() {
        let wake = wake
        for model in models.lists.values {
            model.state.subscribe(by: nil) { _ in wake.yield(.changed) }
        }
        models.categories.state.subscribe(by: nil) { _ in wake.yield(.changed) }
        accounts.news.subscribe(by: nil) { _ in wake.yield(.changed) }
        network.listen(on: bus) { wake.yield(.changed) }
    }

    private func emit(_ event: any Event) {
        switch event {
        case let copy as CopyRequested:
            terminal.write("\u{1B}]52;c;\(Data(copy.text.utf8).base64EncodedString())\u{07}")
            state.message = "Copied \(copy.text) (through the terminal's clipboard, OSC 52)."
        case let watch as WatchRequested:
            terminal.restore()
            let said = player(Video.watchURL(id: watch.videoId))
            terminal.enter()
            painter.invalidate()
            state.message = said
        default:
            bus.emit(event)
        }
    }

    private func suspend() {
        terminal.suspend()
        painter.invalidate()
    }

    /// What the models hold now, as the screens read it; news from the controllers is moved
    /// into the state here (a failed sign-in into the gate, a message into the bottom line).
    private func snapshot() -> BrowserData {
        if let news = accounts.news.wrappedValue {
            accounts.news.wrappedValue = nil
            switch news {
            case .message(let text): state.message = text
            case .formDone(let text):
                state.gate = nil
                state.message = text
            case .gateFailed(let reason): state.gate?.failure = reason
            }
        }
        var data = BrowserData()
        data.user = accounts.account.user
        // Signed in (or up), here or by another process: the gate's work is done.
        if data.user != nil, state.gate?.kind != .profile { state.gate = nil }
        data.categories = BrowserData.Rows(models.categories.state.wrappedValue, redact: redact)
        let new = models.inputs.newSubscriptions.withLock { $0 }
        for (tab, model) in models.lists {
            data.lists[tab] = BrowserData.List(model.state.wrappedValue, new: tab == .subscriptions ? new : [], redact: redact)
        }
        switch state.route {
        case .video(let id): data.detail = detail(id, favorites: data.list(.favorites))
        case .channel, .playlist: page(state.route, into: &data)
        case .home: break
        }
        let status = network.value.withLock { $0 }
        data.quota = status.quota
        data.cacheAge = status.cacheAge
        data.retry = status.retry
        data.offline = offline
        return data
    }

    private func detail(_ id: String, favorites: BrowserData.List) -> BrowserData.Detail {
        guard let (video, comments) = models.details.withLock({ $0[id] }) else { return BrowserData.Detail(isLoading: true) }
        let shown = video.state.wrappedValue, listed = comments.state.wrappedValue
        let replies = models.replies.withLock { models in
            models.filter { state.expanded.contains($0.key) }.mapValues { BrowserData.Rows($0.state.wrappedValue, redact: redact) }
        }
        return BrowserData.Detail(
            video: shown.value, isLoading: shown.isLoading, error: shown.error.map { BrowserData.describe($0, redact: redact) },
            comments: listed.items, commentsLoading: listed.isLoading,
            commentsError: listed.error.map { BrowserData.describe($0, redact: redact) },
            isFavorite: favorites.items.contains { $0.id == id }, replies: replies)
    }

    private func page(_ route: BrowserState.Route, into data: inout BrowserData) {
        guard let page = pages.models(route) else {
            let failure = pages.failures[route]
            data.channel = BrowserData.ChannelPage(isLoading: failure == nil, error: failure)
            data.playlist = BrowserData.PlaylistPage(isLoading: failure == nil, error: failure)
            return
        }
        let describe = { (error: any Error) in BrowserData.describe(error, redact: self.redact) }
        if let channel = page.channel?.state.wrappedValue {
            data.channel = BrowserData.ChannelPage(
                channel: channel.value, isLoading: channel.isLoading, error: channel.error.map(describe),
                uploads: BrowserData.List(page.videos.state.wrappedValue, redact: redact),
                playlists: page.playlists.map { BrowserData.Rows($0.state.wrappedValue, redact: redact) } ?? .init())
        }
        if let playlist = page.playlist?.state.wrappedValue {
            data.playlist = BrowserData.PlaylistPage(
                playlist: playlist.value, isLoading: playlist.isLoading, error: playlist.error.map(describe),
                videos: BrowserData.List(page.videos.state.wrappedValue, redact: redact))
        }
    }

    private func draw() {
        let frame = BrowserRenderer.render(state, snapshot(), size: terminal.size)
        terminal.write(painter.paint(frame))
    }

    private func startReadingKeys() {
        Self.readKeys(into: wake)
    }

    private nonisolated static func readKeys(into wake: AsyncStream<Input>.Continuation) {
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count > 0 {
                    wake.yield(.keys(Array(buffer.prefix(count))))
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    wake.yield(.inputClosed)
                    return
                }
            }
        }
        thread.start()
    }

    /// SIGTERM, SIGHUP and SIGINT end the browser (the terminal restored first); SIGTSTP stops it
    /// with the terminal restored; SIGCONT and SIGWINCH redraw.
    private func startSignals() {
        signalSources = Self.signalSources(wake: wake, terminal: terminal)
    }

    /// Made outside the main actor: the handlers run on a global queue.
    private nonisolated static func signalSources(
        wake: AsyncStream<Input>.Continuation, terminal: RawTerminal
    ) -> [any DispatchSourceSignal] {
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT, SIGWINCH] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                switch number {
                case SIGWINCH: wake.yield(.resized)
                case SIGTSTP, SIGCONT: wake.yield(.signal(number))
                default:
                    // Ending here, not in the loop: the loop may be waiting on a slow request.
                    terminal.restore()
                    exit(128 + number)
                }
            }
            source.resume()
            sources.append(source)
        }
        return sources
    }
}

/// What the status line says about the network, heard on the bus: today's quota (read from the
/// ledger at start, then counted up by each `QuotaSpent`), the age of the last answer that came
/// from the cache, and a retry under way.
final class NetworkStatus: Sendable {
    struct Value: Sendable {
        var quota: (used: Int, budget: Int)?
        var cacheAge: Double? = nil
        var retry: String? = nil
    }

    let value: Mutex<Value>

    init(quota: (used: Int, budget: Int)?) {
        value = Mutex(Value(quota: quota))
    }

    /// Listens for as long as the bus lives; `changed` wakes the screen.
    func listen(on bus: EventBus, changed: @escaping @Sendable () -> Void) {
        bus.on(QuotaSpent.self, by: self) { status, spent in
            status.value.withLock { if let quota = $0.quota { $0.quota = (quota.used + spent.units, quota.budget) } }
            changed()
        }
        bus.on(ClientActivity.self, by: self) { status, activity in
            status.value.withLock { value in
                switch activity.event {
                case .cacheHit(_, _, let age):
                    value.cacheAge = age
                    value.retry = nil
                case .responseReceived:
                    value.cacheAge = nil
                    value.retry = nil
                case .retrying(_, let attempt, let delay, let reason):
                    value.retry = "\(reason) — retrying in \(Int(delay.rounded(.up))) s (\(attempt + 1)/\(RetryPolicy.default.maxAttempts))"
                default: break
                }
            }
            changed()
        }
    }
}
