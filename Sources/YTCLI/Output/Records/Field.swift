import Foundation
import YTCore

/// One field of a model, described once for every format: its name is the JSON key and the TSV
/// header; `value` gives both the JSON value and the TSV cell; a field that is also a table column
/// says how people read it and how the column gives way on a narrow terminal.
struct Field<Model>: Sendable {
    let key: String
    let value: @Sendable (Model) -> Cell
    /// Whether the field is a TSV column (long texts such as descriptions are JSON only).
    let inTSV: Bool
    let column: Column<Model>?

    init(_ key: String, tsv: Bool = true, column: Column<Model>? = nil, _ value: @escaping @Sendable (Model) -> Cell) {
        self.key = key
        self.value = value
        inTSV = tsv
        self.column = column
    }

    /// A field that is a table column only (the row number, a human summary).
    static func column(_ column: Column<Model>) -> Field {
        Field("", tsv: false, column: column) { _ in .text(nil) }
    }

    var inJSON: Bool { !key.isEmpty }
}

/// A table column: its heading, its text for people, and how it fits.
struct Column<Model>: Sendable {
    let heading: String
    let fit: ColumnFit
    let rightAligned: Bool
    let text: @Sendable (Model) -> String
    /// The short form of `shrinks` columns.
    let short: (@Sendable (Model) -> String)?

    init(_ heading: String, _ fit: ColumnFit = .whole, right: Bool = false,
         short: (@Sendable (Model) -> String)? = nil, _ text: @escaping @Sendable (Model) -> String) {
        self.heading = heading
        self.fit = fit
        rightAligned = right
        self.text = text
        self.short = short
    }

    /// A date as people read it: `3 days ago`, shrinking to `3d`.
    static func age(_ heading: String, _ date: @escaping @Sendable (Model) -> Date?) -> Column {
        Column(heading, .shrinks, short: { HumanFormat.age(date($0)) }) { HumanFormat.relative(date($0)) }
    }
}

/// How a model is written in every format: its JSON object's fields (`kind` first when it has
/// one), which of them are TSV columns, and which are table columns, in the order shown.
struct Shape<Model>: Sendable {
    let kind: String?
    let fields: [Field<Model>]
    /// Whether a table numbers its rows (`#`), for listings a person picks from.
    let numbered: Bool

    init(kind: String?, numbered: Bool = true, _ fields: [Field<Model>]) {
        let kindField = kind.map { kind in [Field<Model>("kind", tsv: false) { _ in .text(kind) }] } ?? []
        self.kind = kind
        self.fields = kindField + fields
        self.numbered = numbered
    }

    var jsonFields: [Field<Model>] { fields.filter(\.inJSON) }
    var tsvFields: [Field<Model>] { fields.filter(\.inTSV) }
    var columns: [Column<Model>] { fields.compactMap(\.column) }

    func record(_ model: Model) -> Record<Model> {
        Record(fields: jsonFields, model: model)
    }
}

/// How a table column gives way when the table is wider than the terminal (see `Table`).
enum ColumnFit: Sendable, Equatable {
    /// Always shown whole: ids, handles, numbers.
    case whole
    /// Shown whole, in its short form when space is tight (dates: `3 days ago` → `3d`).
    case shrinks
    /// Cut with an ellipsis to share what is left. Columns of higher `rank` keep their space
    /// longer: a title (rank 2) gives way after a channel name (rank 1).
    case flexible(rank: Int)
}
