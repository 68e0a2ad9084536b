import Foundation
import YTCore
import YTStore

/// Prints `ytclone db check` and what `db migrate` and `db copy` did.
struct DatabaseRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    /// The JSON shape of `ytclone db check` (docs/json.md "Database").
    struct ReportJSON: Encodable {
        let kind = "database"
        let backend: String
        let location: String
        let server: String?
        let schema: String
        let applied: [String]
        let known: [String]

        private enum CodingKeys: String, CodingKey {
            case kind, backend, location, server, schema, applied, known
        }

        /// `server` is null for SQLite, not left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(backend, forKey: .backend)
            try container.encode(location, forKey: .location)
            try container.encode(server, forKey: .server)
            try container.encode(schema, forKey: .schema)
            try container.encode(applied, forKey: .applied)
            try container.encode(known, forKey: .known)
        }
    }

    /// One line of `db check`'s table and TSV.
    struct Line {
        let field: String
        let value: String
    }

    func show(_ report: StoreReport) throws {
        switch format {
        case .json, .ndjson:
            console.json(try JSONOutput.encode(
                ReportJSON(backend: report.backend, location: report.location, server: report.server,
                           schema: report.schema, applied: report.applied, known: report.known),
                pretty: format == .json))
        case .tsv, .table:
            let lines = [
                Line(field: "backend", value: report.backend),
                Line(field: "location", value: report.location),
                Line(field: "server", value: report.server ?? "-"),
                Line(field: "schema", value: "\(report.schema): \(report.applied.count) of \(report.known.count) migrations applied"),
            ]
            if format == .tsv {
                try RecordWriter(console: console, format: format, shape: Shapes.databaseLine).list(lines)
            } else {
                for line in lines { console.out(line.field.padding(toLength: 10, withPad: " ", startingAt: 0) + line.value) }
            }
        }
    }

    /// Rows per table a copy moved.
    func showCopy(_ counts: StateCopy.Counts, to target: String) throws {
        let total = counts.reduce(0) { $0 + $1.rows }
        switch format {
        case .json, .ndjson:
            struct CopyJSON: Encodable {
                let kind = "databaseCopy"
                let target: String
                let tables: [CopiedTable]
                let total: Int
            }
            console.json(try JSONOutput.encode(
                CopyJSON(target: target, tables: counts.map { CopiedTable(table: $0.table, rows: $0.rows) }, total: total),
                pretty: format == .json))
        case .tsv:
            try RecordWriter(console: console, format: format, shape: Shapes.copiedTable)
                .list(counts.map { CopiedTable(table: $0.table, rows: $0.rows) })
        case .table:
            for (table, rows) in counts where rows > 0 {
                console.out(table.padding(toLength: 16, withPad: " ", startingAt: 0) + HumanFormat.grouped(rows))
            }
            console.note("copied \(HumanFormat.counted(total, "row")) to \(target)")
        }
    }
}

/// One table's rows in `db copy`'s output.
struct CopiedTable: Encodable {
    let table: String
    let rows: Int
}

extension Shapes {
    static let databaseLine = Shape<DatabaseRenderer.Line>(kind: nil, numbered: false, [
        Field("field", column: Column("FIELD") { $0.field }) { .text($0.field) },
        Field("value", column: Column("VALUE") { $0.value }) { .text($0.value) },
    ])

    static let copiedTable = Shape<CopiedTable>(kind: nil, numbered: false, [
        Field("table", column: Column("TABLE") { $0.table }) { .text($0.table) },
        Field("rows", column: Column("ROWS", right: true) { HumanFormat.grouped($0.rows) }) { .number($0.rows) },
    ])
}
