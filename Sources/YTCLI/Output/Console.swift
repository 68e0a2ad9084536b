import Foundation
import YTCore

#if canImport(Glibc)
import Glibc
#endif

/// The only place that writes to stdout and stderr, and that knows what kind of terminal it has.
struct Console: Sendable {
    var colors: Bool
    var quiet: Bool
    var stdoutIsTerminal: Bool
    var width: Int
    /// `--safe-cells`: TSV cells that a spreadsheet would run as a formula get a leading `'`.
    var safeCells = false
    /// The progress line on stderr, when one is drawn: cleared and ended by the first line printed.
    var progress: ProgressLine?

    private let stdout: OutputSink
    private let stderr: OutputSink

    init(color: ColorChoice, quiet: Bool, host: Host) {
        stdout = host.stdout
        stderr = host.stderr
        stdoutIsTerminal = host.stdoutIsTerminal
        switch color {
        case .always: colors = true
        case .never: colors = false
        case .auto: colors = stdoutIsTerminal && host.environment["NO_COLOR"].map(\.isEmpty) != false
            && host.environment["TERM"] != "dumb"
        }
        self.quiet = quiet
        width = Console.width(terminal: host.terminalColumns, environment: host.environment)
    }

    /// Writes `text` and a newline to stdout.
    func out(_ text: String) {
        write(to: stdout, text)
    }

    /// Writes one TSV row: every cell without control characters (a tab or a line break would
    /// shift the columns), and under `safeCells` a cell starting with `=`, `+`, `-` or `@` behind
    /// a `'`, so that a spreadsheet opening the file shows it instead of running it as a formula.
    func tsv(_ cells: [String]) {
        out(cells.map { cell in
            let clean = TerminalText.sanitize(cell)
            guard safeCells, let first = clean.first, Console.formulaStarts.contains(first) else { return clean }
            return "'" + clean
        }.joined(separator: "\t"))
    }

    static let formulaStarts: Set<Character> = ["=", "+", "-", "@"]

    /// Writes one `Label:  value` line of a detail block, the value made safe whatever it holds
    /// (ids and URLs from the API included).
    func labelled(_ label: String, _ value: String, width: Int) {
        out(style(TerminalText.pad(label + ":", to: width), "2") + TerminalText.sanitize(value))
    }

    /// Writes a message line to stderr, unless `-q` asked for silence.
    func note(_ text: String) {
        guard !quiet else { return }
        write(to: stderr, text)
    }

    /// Writes an error line to stderr, always.
    func error(_ text: String) {
        write(to: stderr, text)
    }

    /// Writes a line; the progress line, if any, is cleared first and drawn no more: the first
    /// thing printed (a result, a note such as "Opening … with mpv", a warning) ends the work it
    /// was showing, and a player or prompt that follows must have the terminal to itself.
    private func write(to sink: OutputSink, _ text: String) {
        let data = Data((text + "\n").utf8)
        guard let progress else { return sink.write(data) }
        progress.clear(finish: true) { sink.write(data) }
    }

    /// Wraps `text` in an SGR style when colours are on.
    func style(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The width tables must fit: the terminal's, else `COLUMNS`, else none at all. Output that
    /// goes to a pipe or a file has no width to fit, so its cells are never cut.
    private static func width(terminal: Int?, environment: [String: String]) -> Int {
        if let terminal { return terminal }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return unlimitedWidth
    }

    /// A width no table reaches.
    static let unlimitedWidth = 1_000_000
}
