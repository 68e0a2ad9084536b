import YTCore

/// Turns frames into what the terminal is sent: only the lines that changed since the last frame,
/// each written whole and cleared to its end, styles as SGR attributes (none but reverse video,
/// bold and dim under `NO_COLOR`).
struct TerminalPainter {
    let color: Bool
    /// Whether pictures are painted in 24-bit colour; else in the 256-colour palette.
    let truecolor: Bool
    private var shown: Frame? = nil

    init(color: Bool, truecolor: Bool = true) {
        self.color = color
        self.truecolor = truecolor
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
            color ? "\u{1B}[0" + rgb(38, foreground) + rgb(48, background) + "m" : "\u{1B}[0m"
        }
    }

    private func rgb(_ kind: Int, _ value: UInt32?) -> String {
        guard let value else { return "" }
        if !truecolor { return ";\(kind);5;\(Self.palette(value))" }
        return ";\(kind);2;\(value >> 16 & 0xff);\(value >> 8 & 0xff);\(value & 0xff)"
    }

    /// The nearest of xterm's 256 colours: a grey of the 24-step ramp, or the 6×6×6 cube.
    static func palette(_ value: UInt32) -> Int {
        let red = Int(value >> 16 & 0xff), green = Int(value >> 8 & 0xff), blue = Int(value & 0xff)
        if abs(red - green) < 10, abs(green - blue) < 10 {
            let grey = (red + green + blue) / 3
            return grey < 8 ? 16 : grey > 238 ? 231 : 232 + (grey - 8) / 10
        }
        func level(_ channel: Int) -> Int { channel < 48 ? 0 : channel < 115 ? 1 : (channel - 35) / 40 }
        return 16 + 36 * level(red) + 6 * level(green) + level(blue)
    }
}
