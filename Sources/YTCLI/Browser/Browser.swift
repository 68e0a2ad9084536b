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
        /// Someone signed in: the tab shown, if it is one of theirs, is loaded.
        case signedIn
    }

    private let terminal: RawTerminal
    private let bus: EventBus
    let models: BrowserModels
    let accounts: AccountController
    private let listings: ListingController
    let pages: PageController
    private var painter: TerminalPainter
    var state: BrowserState
    private let stream: AsyncStream<Input>
    private let wake: AsyncStream<Input>.Continuation
    let network: NetworkStatus
    /// Thumbnails, when they are on.
    let pictures: BrowserPictures?
    let offline: Bool
    private let player: (String) -> String?
    let redact: @Sendable (String) -> String
    private var signalSources: [any DispatchSourceSignal] = []
    /// Keeps a paste or an escape sequence that one read cut in two for the next.
    private var decoder = KeyDecoder()

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
        /// Whether the terminal takes 24-bit colour (`COLORTERM`); pictures use 256 colours otherwise.
        let truecolor: Bool
        /// Plays a video; returns what to tell the person (nil when it played).
        let player: (String) -> String?
        /// Takes the API key out of any text shown (an error a server echoed).
        let redact: @Sendable (String) -> String
        /// Draws thumbnails in rows and on a video's page; nil for none (`--thumbnails never`).
        let pictures: BrowserPictures?
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
                                     library: parts.library, following: parts.sources.following,
                                     describe: { BrowserData.describe($0, redact: redact) })
        self.redact = redact
        painter = TerminalPainter(color: parts.color, truecolor: parts.truecolor)
        offline = parts.offline
        pictures = parts.pictures
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
            let before = models.inputs.user.withLock { previous in
                defer { previous = user }
                return previous
            }
            wake.yield(before == nil && user != nil ? .signedIn : .changed)
        }
        state = BrowserState()
        state.thumbnails = parts.pictures != nil
        do {
            try accounts.account.load()
            if accounts.account.user == nil { state.gate = .signIn() }
        } catch {
            // An unreadable session or database: browsing goes on without an account, and says why.
            state.message = "✗ " + BrowserData.describe(error, redact: redact)
        }
    }

    /// Runs until the person quits; the terminal is restored on every way out.
    func run() async {
        subscribe()
        listings.listen(on: bus)
        pages.listen(on: bus)
        accounts.listen(on: bus)
        pictures?.listen(on: bus)
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
                    for event in events { emit(event) }
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
        accounts.news.subscribe(by: nil) { _ in wake.yield(.changed) }
        pictures?.drawn.subscribe(by: nil) { _ in wake.yield(.changed) }
        network.listen(on: bus) { wake.yield(.changed) }
    }

    private func emit(_ event: any Event) {
        switch event {
        case let copy as CopyRequested:
            terminal.write("\u{1B}]52;c;\(Data(copy.text.utf8).base64EncodedString())\u{07}")
            state.message = "Copied \(copy.text) (through the terminal's clipboard, OSC 52)."
        case let watch as WatchRequested:
            var said: String?
            terminal.lend { said = player(Video.watchURL(id: watch.videoId)) }
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

    private func draw() {
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
