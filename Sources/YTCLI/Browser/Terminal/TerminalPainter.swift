import YTCore

/// Turns frames into what the terminal is sent: only the lines that changed since the last frame,
/// each written whole and cleared to its end, styles as SGR attributes (none but reverse video,
/// bold and dim under `NO_COLOR`).
struct TerminalPainter {
    let color: Bool
    private var shown: Frame? = nil

    init(color: Bool) {
        self.color = color
    }

    /// Forgets what is on the screen, so the next frame is drawn whole (after a resize or `fg`).
    mutating func invalidate() {
        shown = nil
    }

    /// The bytes that bring the screen from the last frame to `frame`.
    mutating func paint(_ frame: Frame) -> String {
        var out = "\u{1B}[?25l"
        let previous = shown?.size == frame.size ? shown : nil
        if previous == nil { out += "\u{1B}[0m\u{1B}[2J" }
        for row in 0..<frame.size.height {
            let line = row < frame.lines.count ? frame.lines[row] : Frame.Line(spans: [])
            if let previous, row < previous.lines.count, previous.lines[row] == line { continue }
            if let previous, row >= previous.lines.count, line.spans.isEmpty { continue }
            out += "\u{1B}[\(row + 1);1H" + draw(line, width: frame.size.width)
        }
        if let cursor = frame.cursor {
            out += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        shown = frame
        return out
    }

    private func draw(_ line: Frame.Line, width: Int) -> String {
        var out = sgr(line.fill)
        var used = 0
        for span in line.spans {
            out += sgr(span.style == .plain ? line.fill : span.style) + span.text
            used += TerminalText.width(span.text)
        }
        out += sgr(line.fill)
        if line.fill != .plain, used < width {
            out += String(repeating: " ", count: width - used)
            used = width
        }
        // Erasing after a line that fills the width would erase its last column on xterm.
        return out + "\u{1B}[0m" + (used < width ? "\u{1B}[K" : "")
    }

    private func sgr(_ style: Frame.Style) -> String {
        switch style {
        case .plain: "\u{1B}[0m"
        case .bold: "\u{1B}[0;1m"
        case .dim: "\u{1B}[0;2m"
        case .selected, .bar: "\u{1B}[0;7m"
        case .title: color ? "\u{1B}[0;1;37;41m" : "\u{1B}[0;1;7m"
        case .link: color ? "\u{1B}[0;36m" : "\u{1B}[0;4m"
        case .error: color ? "\u{1B}[0;31m" : "\u{1B}[0;1m"
        case .picture(let foreground, let background):
            color ? "\u{1B}[0" + Self.rgb(38, foreground) + Self.rgb(48, background) + "m" : "\u{1B}[0m"
        }
    }

    private static func rgb(_ kind: Int, _ value: UInt32?) -> String {
        guard let value else { return "" }
        return ";\(kind);2;\(value >> 16 & 0xff);\(value >> 8 & 0xff);\(value & 0xff)"
    }
}
