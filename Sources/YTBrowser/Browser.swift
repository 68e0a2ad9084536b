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
@MainActor public final class Browser {
    enum Input: Sendable {
        case keys([UInt8])
        /// A view-model published, the quota moved, or news arrived.
        case changed
        case resized
        case signal(Int32)
        case inputClosed
        /// Someone signed in: the tab shown, if it is one of theirs, is loaded.
        case signedIn
    }

    private let terminal: RawTerminal
    private let bus: EventBus
    let models: BrowserModels
    let accounts: AccountController
    /// The writes to YouTube, when signed in with Google.
    let googleWrites: GoogleWriteController
    private let listings: ListingController
    let pages: PageController
    let terminalActions: TerminalActionController
    /// The watched videos among those shown, which rows are dimmed.
    let watchedRows: WatchedRows
    private var painter: TerminalPainter
    var state: BrowserState
    private let stream: AsyncStream<Input>
    private let wake: AsyncStream<Input>.Continuation
    let network: NetworkStatus
    /// Thumbnails, when they are on.
    let pictures: BrowserPictures?
    let offline: Bool
    /// One line for an error shown in place (`BrowserContext.describe`).
    let describe: @Sendable (any Error) -> String
    private var signalSources: [any DispatchSourceSignal] = []
    /// What the run does before the process ends on a signal (`BrowserContext.finish`).
    private let finish: @Sendable () -> Void
    /// Keeps a paste or an escape sequence that one read cut in two for the next.
    private var decoder = KeyDecoder()
    /// The rows' lowercased titles and channels, made once, which the local filter compares.
    var haystacks = LocalFilter.Haystacks()
    private let searchHistory: SearchHistory

    /// Opens the browser on `terminal` with what `context` hands it, and runs it until the
    /// person quits; the terminal is restored on every way out.
    public static func open(_ context: sending BrowserContext, on terminal: RawTerminal) async {
        await Browser(context, terminal: terminal).run()
    }

    init(_ context: BrowserContext, terminal: RawTerminal) {
        self.terminal = terminal
        bus = context.bus
        let models = BrowserModels(context.sources)
        self.models = models
        let describe = context.describe
        let library = context.sources.library
        accounts = AccountController(account: context.account, comments: context.comments, models: models,
                                     library: library, following: context.sources.following, describe: describe)
        self.describe = describe
        googleWrites = GoogleWriteController(google: context.sources.google, bus: context.bus, describe: describe)
        finish = context.finish
        painter = TerminalPainter(color: context.color, truecolor: context.truecolor)
        offline = context.offline
        // The browser composes its screen from cells, so every mode but never draws symbols: in
        // colour, or as shapes alone when the screen has none.
        pictures = context.images.map { BrowserPictures(loader: $0, colors: context.color ? .truecolor : .monochrome) }
        network = NetworkStatus(quota: context.quota)
        watchedRows = WatchedRows(library: library)
        (stream, wake) = AsyncStream.makeStream(of: Input.self, bufferingPolicy: .unbounded)
        let wake = wake
        let pages = PageController(sources: context.sources, wake: { wake.yield(.changed) }, describe: describe)
        self.pages = pages
        // Signed in, what a player played goes into the history as a video opened does, named
        // from the rows loaded (no request).
        terminalActions = TerminalActionController(terminal: terminal, player: context.player, played: { [models] ids in
            guard let user = models.inputs.user.withLock({ $0 }), !ids.isEmpty else { return }
            let loaded = models.loadedVideos().merging(pages.loadedVideos()) { first, _ in first }
            for id in ids { try? library.recordView(of: loaded[id] ?? Video(id: id, title: ""), by: user) }
        })
        listings = ListingController(models: models, sources: context.sources,
                                     recordView: { video in
                                         // Signed in, the video goes into the history, as `ytclone video` does; an
                                         // entry that cannot be written is left out and the page shows all the same.
                                         guard let user = models.inputs.user.withLock({ $0 }) else { return }
                                         try? library.recordView(of: video, by: user)
                                     },
                                     follow: { video, comments in
                                         video.state.subscribe(by: nil) { _ in wake.yield(.changed) }
                                         comments.state.subscribe(by: nil) { _ in wake.yield(.changed) }
                                     },
                                     followReplies: { replies in replies.state.subscribe(by: nil) { _ in wake.yield(.changed) } })
        accounts.account.$user.subscribe(by: nil) { [models] user in
            let before = models.inputs.user.withLock { previous in
                defer { previous = user }
                return previous
            }
            wake.yield(before == nil && user != nil ? .signedIn : .changed)
        }
        state = BrowserState()
        state.thumbnails = pictures != nil
        searchHistory = context.sources.searchHistory
        state.searches = searchHistory.load()
        do {
            try accounts.account.load()
            if accounts.account.user == nil { state.gate = .signIn() }
        } catch {
            // An unreadable session or database: browsing goes on without an account, and says why.
            state.message = "✗ " + describe(error)
        }
    }

    /// Runs until the person quits; the terminal is restored on every way out.
    func run() async {
        subscribe()
        listings.listen(on: bus)
        pages.listen(on: bus)
        accounts.listen(on: bus)
        googleWrites.listen(on: bus)
        terminalActions.listen(on: bus)
        watchedRows.listen(on: bus)
        pictures?.listen(on: bus)
        searchHistory.listen(on: bus)
        startSignals()
        startReadingKeys()
        terminal.enter()
        defer { terminal.restore() }
        bus.emit(ListingRequested(tab: .popular, kind: .first))
        // Signed in, the favorites are read at once: a video's page marks one with ★.
        if accounts.account.user != nil { bus.emit(ListingRequested(tab: .favorites, kind: .first)) }
        draw()
        for await input in stream {
            switch input {
            case .keys(let bytes):
                for key in decoder.decode(bytes) {
                    if key == .control("z") {
                        suspend()
                        continue
                    }
                    let events = state.handle(key, data: snapshot(), size: terminal.size)
                    for event in events { bus.emit(event) }
                    if state.quit { return }
                }
            case .changed: break
            case .signedIn:
                bus.emit(ListingRequested(tab: .favorites, kind: .first))
                if state.tab.needsAccount, state.tab != .favorites { bus.emit(ListingRequested(tab: state.tab, kind: .first)) }
            case .resized:
                // The selected row and the link chosen stay in view on the new size.
                state.fit(to: terminal.size, data: snapshot())
                painter.invalidate()
            case .signal(SIGTSTP): suspend()
            case .signal(SIGCONT):
                terminal.resume()
                painter.invalidate()
            case .signal, .inputClosed: return
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
        models.searchChannels.state.subscribe(by: nil) { _ in wake.yield(.changed) }
        models.searchPlaylists.state.subscribe(by: nil) { _ in wake.yield(.changed) }
        models.myPlaylists.state.subscribe(by: nil) { _ in wake.yield(.changed) }
        accounts.news.subscribe(by: nil) { _ in wake.yield(.changed) }
        googleWrites.writes.subscribe(by: nil) { _ in wake.yield(.changed) }
        pictures?.drawn.subscribe(by: nil) { _ in wake.yield(.changed) }
        network.listen(on: bus) { wake.yield(.changed) }
    }

    private func suspend() {
        terminal.suspend()
        painter.invalidate()
    }

    private func draw() {
        // A player had the terminal: nothing the painter drew is on the screen any more.
        if terminalActions.takeScreenLent() { painter.invalidate() }
        let data = snapshot(), size = terminal.size
        let frame = BrowserRenderer.render(state, data, size: size)
        terminal.write(painter.paint(frame))
        let wanted = BrowserRenderer.pictures(state, data, size: size).filter { data.pictures[$0] == nil }
        if !wanted.isEmpty { bus.emit(PicturesWanted(keys: wanted)) }
    }

    private func startReadingKeys() {
        Self.readKeys(into: wake, terminal: terminal)
    }

    private nonisolated static func readKeys(into wake: AsyncStream<Input>.Continuation, terminal: RawTerminal) {
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                // Waits a tenth of a second at a time, so a pause (a player) takes effect at once.
                var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                if terminal.paused.load(ordering: .sequentiallyConsistent) || poll(&ready, 1, 100) == 0 {
                    usleep(terminal.paused.load(ordering: .sequentiallyConsistent) ? 50_000 : 0)
                    continue
                }
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

    /// SIGTERM, SIGHUP and SIGINT end the browser (the terminal restored and the run finished
    /// first: `finish`); SIGTSTP stops it with the terminal restored; SIGCONT and SIGWINCH redraw.
    private func startSignals() {
        signalSources = Self.signalSources(wake: wake, terminal: terminal, finish: finish)
    }

    /// Made outside the main actor: the handlers run on a global queue.
    private nonisolated static func signalSources(
        wake: AsyncStream<Input>.Continuation, terminal: RawTerminal, finish: @escaping @Sendable () -> Void
    ) -> [any DispatchSourceSignal] {
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT, SIGWINCH] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                switch number {
                case SIGWINCH: wake.yield(.resized)
                case SIGTSTP, SIGCONT: wake.yield(.signal(number))
                // Ctrl-C typed while a player has the terminal (it shares the browser's process
                // group, so its keys reach it) is the player's: it quits, the browser stays.
                case SIGINT where terminal.paused.load(ordering: .sequentiallyConsistent): break
                default:
                    // Ending here, not in the loop: the loop may be waiting on a slow request.
                    terminal.restore()
                    finish()
                    exit(128 + number)
                }
            }
            source.resume()
            sources.append(source)
        }
        return sources
    }
}
