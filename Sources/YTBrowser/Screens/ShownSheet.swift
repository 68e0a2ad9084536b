import YTCore

/// The Show sheet's lines: each row with its value, then what it does and costs (nothing).
enum ShownSheet {
    static func lines(_ sheet: ShownFilters) -> [[Frame.Span]] {
        var lines = ShownFilters.Row.allCases.map { row -> [Frame.Span] in
            let focused = row == sheet.focus
            return [Frame.Span(focused ? "› " : "  ", .bold),
                    Frame.Span(row.label.padding(toLength: 10, withPad: " ", startingAt: 0)),
                    Frame.Span("‹ \(sheet.value(row)) ›", focused ? .selected : .plain)]
        }
        if let problem = sheet.problem { lines.append([Frame.Span("✗ " + problem, .error)]) }
        lines.append([])
        lines.append([Frame.Span("Filters and orders the rows loaded: no request, no quota.", .dim)])
        lines.append([Frame.Span("A row whose length is not known stays.", .dim)])
        lines.append([Frame.Span("↑ ↓ a row · ← → its value · Enter show · Esc cancel", .dim)])
        return lines
    }
}
