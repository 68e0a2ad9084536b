import Foundation
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
    }

    func show(_ report: StoreReport) throws {
        switch format {
        case .json, .ndjson:
            console.json(try JSONOutput.encode(
                ReportJSON(backend: report.backend, location: report.location, server: report.server,
                           schema: report.schema, applied: report.applied, known: report.known),
                pretty: format == .json))
        case .tsv, .table:
            let separator = format == .tsv ? "\t" : "  "
            let lines: [(String, String)] = [
                ("backend", report.backend),
                ("location", report.location),
                ("server", report.server ?? "-"),
                ("schema", "\(report.schema): \(report.applied.count) of \(report.known.count) migrations applied"),
            ]
            if format == .tsv { console.out("field\tvalue") }
            for (name, value) in lines {
                let label = format == .tsv ? name : name.padding(toLength: 8, withPad: " ", startingAt: 0)
                console.out(label + separator + value)
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
                let rows: [String: Int]
                let total: Int
            }
            console.json(try JSONOutput.encode(
                CopyJSON(target: target, rows: Dictionary(uniqueKeysWithValues: counts.map { ($0.table, $0.rows) }),
                         total: total), pretty: format == .json))
        case .tsv:
            console.out("table\trows")
            for (table, rows) in counts { console.out("\(table)\t\(rows)") }
        case .table:
            for (table, rows) in counts where rows > 0 {
                console.out(table.padding(toLength: 16, withPad: " ", startingAt: 0) + HumanFormat.grouped(rows))
            }
            console.note("copied \(HumanFormat.grouped(total)) row\(total == 1 ? "" : "s") to \(target)")
        }
    }
}
