import YTCore

/// A plain-text table fitted to the terminal.
///
/// When the rows are wider than the terminal, the table gives way in order: columns that shrink
/// (dates) switch to their short form; then flexible columns are cut with an ellipsis, the lowest
/// rank first (a channel name before a title), never below their heading or 8 columns; columns shown
/// whole (ids, numbers) are never cut. A table that was cut fills the width exactly.
/// Without a terminal width (`Console.unlimitedWidth`, output to a pipe) nothing is cut.
struct Table {
    struct Column {
        var heading: String
        var fit: ColumnFit = .whole
        var rightAligned = false
    }

    /// A cell and, for columns that shrink, its short form.
    struct Cell {
        var text: String
        var short: String?
    }

    var columns: [Column]
    var rows: [[Cell]]

    init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows.map { $0.map { Cell(text: $0) } }
    }

    init<Model>(shape: Shape<Model>, items: [Model]) {
        var columns = shape.columns.map {
            Column(heading: $0.heading, fit: $0.fit, rightAligned: $0.rightAligned)
        }
        var rows = items.map { item in
            shape.columns.map { Cell(text: $0.text(item), short: $0.short?(item)) }
        }
        if shape.numbered {
            columns.insert(Column(heading: "#", rightAligned: true), at: 0)
            let first = RowNumbering.first
            for index in rows.indices { rows[index].insert(Cell(text: String(first + index)), at: 0) }
        }
        self.columns = columns
        self.rows = rows
    }

    /// The same table with every cell made safe to print (see `Console.table`).
    func mapCells(_ transform: (String) -> String) -> Table {
        var table = self
        table.columns = columns.map { var column = $0; column.heading = transform($0.heading); return column }
        table.rows = rows.map { $0.map { Cell(text: transform($0.text), short: $0.short.map(transform)) } }
        return table
    }

    static let separator = 2

    /// The heading line and the rows, within `width` columns when the table can be made to fit.
    func render(width: Int) -> (heading: String, rows: [String]) {
        var rows = rows
        var widths = naturalWidths(rows)
        func total() -> Int { widths.reduce(0, +) + Self.separator * max(columns.count - 1, 0) }
        if total() > width {
            for (index, column) in columns.enumerated() where column.fit == .shrinks {
                for row in rows.indices { rows[row][index].text = rows[row][index].short ?? rows[row][index].text }
            }
            widths = naturalWidths(rows)
        }
        var over = total() - width
        let flexible = columns.indices.compactMap { index -> (index: Int, rank: Int)? in
            if case .flexible(let rank) = columns[index].fit { (index, rank) } else { nil }
        }.sorted { ($0.rank, -$0.index) < ($1.rank, -$1.index) }
        for (index, _) in flexible where over > 0 {
            let floor = max(TerminalText.width(columns[index].heading), 8)
            let cut = min(over, max(widths[index] - floor, 0))
            widths[index] -= cut
            over -= cut
        }
        func line(_ cells: [String]) -> String {
            columns.indices.map { index in
                let cell = TerminalText.truncate(cells[index], to: widths[index])
                let isLast = index == columns.count - 1
                return isLast && !columns[index].rightAligned
                    ? cell : TerminalText.pad(cell, to: widths[index], right: columns[index].rightAligned)
            }.joined(separator: String(repeating: " ", count: Self.separator))
        }
        return (line(columns.map(\.heading)), rows.map { line($0.map(\.text)) })
    }

    private func naturalWidths(_ rows: [[Cell]]) -> [Int] {
        columns.indices.map { index in
            rows.reduce(TerminalText.width(columns[index].heading)) { max($0, TerminalText.width($1[index].text)) }
        }
    }
}

/// The number of a table's first row: 1, or where the previous page of the same listing left off
/// (`PagedRun` sets it around the page it shows), so row numbers continue across pages.
enum RowNumbering {
    @TaskLocal static var first = 1
}
