import Foundation
import YTCore
import YTImages

#if canImport(Glibc)
import Glibc
#endif

/// The only place that writes to stdout and stderr, and that knows what kind of terminal it has.
struct Console: Sendable {
    var colors: Bool
    var quiet: Bool
    var stdoutIsTerminal: Bool
    /// Whether hints (`more: …`) are shown: only to a person at a terminal, never into a cron mail.
    var stderrIsTerminal: Bool
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
        stderrIsTerminal = host.stderrIsTerminal
        switch color {
        case .always: colors = true
        case .never: colors = false
        case .auto: colors = stdoutIsTerminal && host.environment["NO_COLOR"].map(\.isEmpty) != false
            && host.environment["TERM"] != "dumb"
        }
        self.quiet = quiet
        width = Console.width(terminal: host.terminalColumns, environment: host.environment)
    }

    /// How a piece of text is shown when colours are on.
    enum Style: String {
        case bold = "1", dim = "2", hashtag = "36", mention = "35"
    }

    // Every write below makes its text safe first (`TerminalText.sanitize`): titles, comments,
    // ids, paths and error messages come from strangers or the file system, and this is the one
    // place that stands between them and the terminal.

    /// Writes one line to stdout; line breaks in `text` become spaces.
    func out(_ text: String, style: Style? = nil) {
        write(to: stdout, self.style(TerminalText.sanitize(text), style))
    }

    /// Writes a picture as libchafa drew it (from pixels, never from network text), then a line end.
    func picture(_ drawing: Drawing) {
        write(to: stdout, drawing.text)
    }

    /// Writes JSON as it is: the encoder escaped every control character a string held, and a
    /// script must get the text back byte for byte.
    func json(_ text: String) {
        write(to: stdout, text)
    }

    /// Writes a line of differently styled pieces (a comment with its #hashtags coloured).
    func out(_ pieces: [(text: String, style: Style?)]) {
        write(to: stdout, pieces.map { style(TerminalText.sanitize($0.text), $0.style) }.joined())
    }

    /// Writes text that keeps its line breaks (a description), indented by `indent`.
    func paragraph(_ text: String, indent: String = "") {
        for line in TerminalText.sanitize(text, keepNewlines: true).split(separator: "\n", omittingEmptySubsequences: false) {
            write(to: stdout, indent + line)
        }
    }

    /// Writes one TSV row: every cell without control characters (a tab or a line break would
    /// shift the columns), and under `safeCells` a cell starting with `=`, `+`, `-` or `@` behind
    /// a `'`, so that a spreadsheet opening the file shows it instead of running it as a formula.
    func tsv(_ cells: [String]) {
        write(to: stdout, cells.map { cell in
            let clean = TerminalText.sanitize(cell)
            guard safeCells, let first = clean.first, Console.formulaStarts.contains(first) else { return clean }
            return "'" + clean
        }.joined(separator: "\t"))
    }

    static let formulaStarts: Set<Character> = ["=", "+", "-", "@"]

    /// Writes a table fitted to the width, its heading in bold.
    func table(_ table: Table) {
        let (heading, rows) = table.mapCells { TerminalText.sanitize($0) }.render(width: width)
        write(to: stdout, style(heading, .bold))
        for row in rows { write(to: stdout, row) }
    }

    /// Writes the block people read about one item: its title in bold, `Label:  value` lines with
    /// the values aligned, and its description (line breaks kept) after a blank line.
    func block(title: String, _ rows: [(label: String, value: String)], description: String) {
        out(title, style: .bold)
        let width = (rows.map(\.label.count).max() ?? 0) + 2
        for (label, value) in rows {
            labelled(label, value, width: width)
        }
        guard !description.isEmpty else { return }
        out("")
        paragraph(description)
    }

    /// Writes one `Label:  value` line of a detail block.
    func labelled(_ label: String, _ value: String, width: Int) {
        write(to: stdout, style(TerminalText.pad(label + ":", to: width), .dim) + TerminalText.sanitize(value))
    }

    /// Writes a message line to stderr, unless `-q` asked for silence.
    func note(_ text: String) {
        guard !quiet else { return }
        write(to: stderr, TerminalText.sanitize(text, keepNewlines: true))
    }

    /// Writes a hint for the next step (`more: ytclone feed --next-page`) to stderr when stderr is
    /// a terminal and `-q` was not given: a script or a cron job has no use for it.
    func hint(_ text: String) {
        guard stderrIsTerminal else { return }
        note(text)
    }

    /// Writes an error line to stderr, always.
    func error(_ text: String) {
        write(to: stderr, TerminalText.sanitize(text, keepNewlines: true))
    }

    /// Writes a line; the progress line, if any, is cleared first and drawn no more: the first
    /// thing printed (a result, a note such as "Opening … with mpv", a warning) ends the work it
    /// was showing, and a player or prompt that follows must have the terminal to itself.
    private func write<Line: StringProtocol>(to sink: OutputSink, _ text: Line) {
        let data = Data(utf8: text + "\n")
        guard let progress else { return sink.write(data) }
        progress.clear(finish: true) { sink.write(data) }
    }

    /// Wraps `text` in an SGR style when colours are on.
    private func style(_ text: String, _ style: Style?) -> String {
        guard colors, let style else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }

    /// The width tables must fit: the terminal's, else `COLUMNS`, else none at all. Output that
    /// goes to a pipe or a file has no width to fit, so its cells are never cut.
    private static func width(terminal: Int?, environment: [String: String]) -> Int {
        columns(terminal: terminal, environment: environment) ?? unlimitedWidth
    }

    /// The terminal's columns, else a positive `COLUMNS`; nil when neither says.
    static func columns(terminal: Int?, environment: [String: String]) -> Int? {
        terminal ?? environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// A width no table reaches.
    static let unlimitedWidth = 1_000_000
}
