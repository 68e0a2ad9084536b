import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The only place that writes to stdout and stderr, and that knows what kind of terminal it has.
struct Console: Sendable {
    var colors: Bool
    var quiet: Bool
    var stdoutIsTerminal: Bool
    var width: Int

    init(color: ColorChoice, quiet: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        switch color {
        case .always: colors = true
        case .never: colors = false
        case .auto: colors = stdoutIsTerminal && environment["NO_COLOR"].map(\.isEmpty) != false
            && environment["TERM"] != "dumb"
        }
        self.quiet = quiet
        width = Console.terminalWidth(environment: environment)
    }

    /// Writes `text` and a newline to stdout.
    func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes a message line to stderr, unless `-q` asked for silence.
    func note(_ text: String) {
        guard !quiet else { return }
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes an error line to stderr, always.
    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Wraps `text` in an SGR style when colours are on.
    func style(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The terminal's columns: the tty's size, else `$COLUMNS`, else 100.
    private static func terminalWidth(environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 100
    }
}
