import Foundation
import ArgumentParser
import YTImages

/// `--thumbnails` and the `thumbnails` config key: how pictures are drawn, or not at all.
enum ThumbnailMode: String, Sendable, ArgumentChoice {
    /// On a terminal, the best protocol it is known to speak; never into a pipe or a file.
    case auto
    case kitty, iterm, sixel, symbols
    case never

    static let accepted = allCases.map(\.rawValue).joined(separator: ", ")

    /// The protocol a mode names, when it names one.
    var drawingProtocol: DrawingProtocol? { DrawingProtocol(rawValue: rawValue) }
}

/// Decides whether and how a command draws pictures, from the option, the setting and the terminal.
///
/// - Only table output draws: JSON, TSV and NDJSON never carry pictures.
/// - An explicit protocol draws even when stdout is not a terminal, so another program (an fzf
///   preview, a file) can show what ytclone draws; `auto` draws only on a terminal that is not `dumb`.
/// - `auto` picks kitty's protocol in kitty, iTerm2's in iTerm2 and WezTerm, sixel in foot,
///   mlterm and xterm started as a VT340; in any other terminal it asks (`TerminalQuery`, at most
///   150 ms) and otherwise draws symbols. Inside tmux or screen, symbols: the multiplexer would
///   drop the other protocols' sequences.
/// - `NO_COLOR` gives symbols without colour.
struct ThumbnailPolicy: Sendable, Equatable {
    let drawingProtocol: DrawingProtocol
    let colors: DrawingColors
    /// The terminal's cell in pixels when it says, else the usual 10×20.
    var cell = CellSize.usual

    static func resolve(_ mode: ThumbnailMode, isTable: Bool, host: Host) -> ThumbnailPolicy? {
        guard isTable else { return nil }
        let environment = host.environment
        let colors: DrawingColors = environment["NO_COLOR"].map { !$0.isEmpty } == true ? .monochrome
            : takesTruecolor(environment) ? .truecolor
            : .palette256
        let cell = host.terminalCell ?? .usual
        switch mode {
        case .never: return nil
        case .kitty, .iterm, .sixel, .symbols:
            return ThumbnailPolicy(drawingProtocol: mode.drawingProtocol!, colors: colors, cell: cell)
        case .auto:
            let term = environment["TERM"] ?? ""
            guard host.stdoutIsTerminal, !term.isEmpty, term != "dumb" else { return nil }
            var drawing = detect(environment)
            if drawing == .symbols, !insideMultiplexer(environment), host.stdinIsTerminal, isatty(host.stdin) == 1,
                isatty(STDOUT_FILENO) == 1
            {
                drawing = TerminalQuery.ask(input: host.stdin, output: STDOUT_FILENO) ?? .symbols
            }
            return ThumbnailPolicy(drawingProtocol: drawing, colors: colors, cell: cell)
        }
    }

    /// Whether the terminal says it takes 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    static func takesTruecolor(_ environment: [String: String]) -> Bool {
        ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
    }

    static func insideMultiplexer(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
    }

    static func detect(_ environment: [String: String]) -> DrawingProtocol {
        let term = environment["TERM"] ?? ""
        if insideMultiplexer(environment) { return .symbols }
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" { return .kitty }
        let program = environment["TERM_PROGRAM"] ?? ""
        if program == "iTerm.app" || program == "WezTerm" || environment["LC_TERMINAL"] == "iTerm2" { return .iterm }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term == "xterm-vt340" { return .sixel }
        return .symbols
    }
}
