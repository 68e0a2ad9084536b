import YTCore

/// What one screen of the browser shows: exactly `height` lines, none wider than `width` columns.
///
/// Screens build frames from state alone (`render(state, size) → frame`), so a test reads a frame
/// as text and compares it with a golden file; `TerminalPainter` is the one place that turns a
/// frame into escape sequences.
struct Frame: Equatable, Sendable {
    struct Size: Equatable, Sendable {
        var width: Int
        var height: Int
    }

    /// How a run of text is drawn. Nothing depends on it: with `NO_COLOR` or on a monochrome
    /// terminal every screen is usable from the text alone (the selected row has its `›` mark).
    enum Style: Equatable, Sendable {
        case plain, bold, dim, selected, link, title, error, bar
        /// A picture's cells: colours as 0xRRGGBB, nil for the terminal's own.
        case picture(foreground: UInt32?, background: UInt32?)
    }

    /// A run of text in one style. The text is made safe on the way in (`TerminalText.sanitize`):
    /// titles, descriptions and comments come from the network.
    struct Span: Equatable, Sendable {
        var text: String
        var style: Style

        init(_ text: String, _ style: Style = .plain) {
            self.text = TerminalText.sanitize(text)
            self.style = style
        }
    }

    struct Line: Equatable, Sendable {
        var spans: [Span]
        /// A style for the whole line's width (the selected row, the status bar).
        var fill: Style = .plain

        var text: String { spans.map(\.text).joined() }
    }

    let size: Size
    private(set) var lines: [Line] = []
    /// Where the terminal's cursor stands (an input line being typed), or nil to hide it.
    var cursor: (row: Int, column: Int)? = nil

    init(size: Size) {
        self.size = size
    }

    /// Adds a line, cut to the width; lines past the height are dropped.
    mutating func add(_ spans: [Span], fill: Style = .plain) {
        guard lines.count < size.height else { return }
        lines.append(Line(spans: Self.fit(spans, to: size.width), fill: fill))
    }

    mutating func add(_ text: String, _ style: Style = .plain) {
        add([Span(text, style)])
    }

    mutating func blank() {
        add([])
    }

    /// How many lines are still free above `reserved` lines kept for the bottom.
    func free(reserving reserved: Int) -> Int {
        max(0, size.height - reserved - lines.count)
    }

    /// Pads with blank lines until `height - reserved` lines are used.
    mutating func fill(reserving reserved: Int) {
        while lines.count < size.height - reserved { blank() }
    }

    /// The frame as plain text, each line padded to the width: what a golden file holds.
    var text: String {
        var all = lines
        while all.count < size.height { all.append(Line(spans: [])) }
        return all.map { TerminalText.pad($0.text, to: size.width) }.joined(separator: "\n") + "\n"
    }

    static func == (left: Frame, right: Frame) -> Bool {
        left.size == right.size && left.lines == right.lines && left.cursor?.row == right.cursor?.row
            && left.cursor?.column == right.cursor?.column
    }

    /// Cuts spans so their text takes at most `width` columns (the last one ends with "…").
    private static func fit(_ spans: [Span], to width: Int) -> [Span] {
        var used = 0
        var result: [Span] = []
        for span in spans {
            let columns = TerminalText.width(span.text)
            if used + columns <= width {
                result.append(span)
                used += columns
                continue
            }
            var cut = span
            cut.text = TerminalText.truncate(span.text, to: width - used)
            result.append(cut)
            break
        }
        return result
    }
}

extension Frame {
    /// Writes `spans` over line `row` from `column` on, keeping what lies left of it.
    mutating func overlay(_ spans: [Span], at row: Int, column: Int) {
        guard lines.indices.contains(row) else { return }
        var kept = ""
        var used = 0
        for character in lines[row].text {
            let width = TerminalText.width(of: character)
            if used + width > column { break }
            kept.append(character)
            used += width
        }
        kept += String(repeating: " ", count: column - used)
        lines[row] = Line(spans: Self.fit([Span(kept)] + spans, to: size.width))
    }
}
