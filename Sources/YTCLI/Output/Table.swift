import YTCore
/// A plain-text table that fits the terminal: fixed columns keep their width and the flexible
/// ones share what is left, truncated with an ellipsis.
struct Table {
    struct Column {
        var title: String
        var rightAligned = false
        /// Flexible columns shrink to fit; the others always show in full.
        var flexible = false
    }

    var columns: [Column]
    var rows: [[String]]

    /// Renders the header and rows within `width` columns. Every cell is sanitized here, whatever
    /// it holds: an id or a URL from the API can carry escapes as well as a title can.
    func render(width: Int, header: (String) -> String = { $0 }) -> [String] {
        let rows = rows.map { $0.map { TerminalText.sanitize($0) } }
        var widths = columns.indices.map { index in
            rows.reduce(TerminalText.width(columns[index].title)) { max($0, TerminalText.width($1[index])) }
        }
        let separator = 2
        let fixed = columns.indices.filter { !columns[$0].flexible }.reduce(0) { $0 + widths[$1] }
        let flexibleIndices = columns.indices.filter { columns[$0].flexible }
        if !flexibleIndices.isEmpty {
            var available = max(width - fixed - separator * (columns.count - 1), 8 * flexibleIndices.count)
            // Give each flexible column what it needs, the last one taking the remainder.
            for (position, index) in flexibleIndices.enumerated() {
                let share = position == flexibleIndices.count - 1
                    ? available : min(widths[index], available / (flexibleIndices.count - position))
                widths[index] = min(widths[index], max(share, 8))
                available -= widths[index]
            }
        }
        func line(_ cells: [String]) -> String {
            columns.indices.map { index in
                let cell = TerminalText.truncate(cells[index], to: widths[index])
                let isLast = index == columns.count - 1
                return isLast && !columns[index].rightAligned
                    ? cell : TerminalText.pad(cell, to: widths[index], right: columns[index].rightAligned)
            }.joined(separator: String(repeating: " ", count: separator))
        }
        return [header(line(columns.map(\.title)))] + rows.map(line)
    }
}
