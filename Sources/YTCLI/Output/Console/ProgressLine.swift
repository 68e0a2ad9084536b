import Foundation
import Synchronization
import YTCore

#if canImport(Glibc)
    import Glibc
#endif

/// One line of progress at the bottom of the terminal, on stderr: drawn only after `delay` (a
/// quick command never flickers), redrawn in place, and cleared before anything else is printed.
///
/// The first line of the result on stdout ends it for the run: the work is done by then. A timer
/// redraws every 100 ms, so a slow first page still shows that something is happening.
final class ProgressLine: Sendable {
    private struct State {
        var text = ""
        var visible = false
        var finished = false
        var frame = 0
    }

    private let state = Mutex(State())
    private let started = ContinuousClock.now
    private let delay: Duration
    private let stderr: OutputSink
    /// The terminal's width now (it may change while the line is shown).
    private let columns: @Sendable () -> Int
    /// Dispatch sources are thread-safe; the type just is not marked Sendable.
    nonisolated(unsafe) private let timer: any DispatchSourceTimer

    init(stderr: OutputSink, delay: Duration = .milliseconds(250), columns: @escaping @Sendable () -> Int = { 80 }) {
        self.delay = delay
        self.stderr = stderr
        self.columns = columns
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "ytclone.progress"))
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        timer.setEventHandler { [weak self] in self?.redraw() }
        timer.resume()
    }

    deinit {
        timer.cancel()
        // The run is over (an error may follow on stderr): leave no line behind.
        if state.withLock({ $0.visible }) { write("\r\u{1B}[2K") }
    }

    /// What the line says now; shown at the next redraw.
    func update(_ text: String) {
        state.withLock { $0.text = text }
        redraw()
    }

    /// Removes the line, if drawn, so that `print` (a write of the result or a message) starts on
    /// a clean line. `finish` stops the line for the rest of the run.
    func clear(finish: Bool = false, then print: () -> Void = {}) {
        state.withLock { state in
            if state.visible { write("\r\u{1B}[2K") }
            state.visible = false
            if finish { state.finished = true }
            print()
        }
        if finish { timer.cancel() }
    }

    private func redraw() {
        guard ContinuousClock.now - started >= delay else { return }
        state.withLock { state in
            guard !state.finished, !state.text.isEmpty else { return }
            state.frame += 1
            let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"][state.frame % 10]
            write("\r\u{1B}[2K" + Self.fitted(spinner + " " + state.text, columns: columns()))
            state.visible = true
        }
    }

    /// `line` cut to fit one row of `columns`, by display width (a wide character takes two), with
    /// the last column left free: a row filled to its end wraps in some terminals, and every
    /// redraw would then leave a row behind.
    /// Control characters go first (a retry's reason quotes libcurl, which quotes the server).
    static func fitted(_ line: String, columns: Int) -> String {
        let room = max(columns - 1, 1)
        return TerminalText.truncate(TerminalText.sanitize(line), to: room)
    }

    private func write(_ text: String) {
        stderr.write(text)
    }

    /// The width of the terminal on stderr, asked at each redraw; else stdout's, `COLUMNS`, 80.
    static func columns(host: Host) -> @Sendable () -> Int {
        let fallback = Console.columns(terminal: host.terminalColumns, environment: host.environment) ?? 80
        let measure = host.stderrColumns
        return { measure() ?? fallback }
    }

    /// Whether progress is drawn for `choice`: `auto` only when stderr is a terminal that is not
    /// `TERM=dumb`, never with `-q` or `-v` (the trace says it all).
    static func wanted(_ choice: ProgressChoice, quiet: Bool, verbose: Bool, host: Host) -> Bool {
        switch choice {
        case .never: false
        case .always: true
        case .auto: !quiet && !verbose && host.stderrIsTerminal && host.environment["TERM"] != "dumb"
        }
    }
}
