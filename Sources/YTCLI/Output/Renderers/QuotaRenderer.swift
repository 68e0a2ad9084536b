import Foundation
import YTCore

/// Prints `ytclone quota`.
struct QuotaRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    func show(_ report: QuotaReport) throws {
        let methods = RecordWriter(console: console, format: format, shape: Shapes.quotaMethod)
        switch format {
        case .json, .ndjson: console.json(try JSONOutput.encode(QuotaJSON(report), pretty: format == .json))
        case .tsv: try methods.list(report.methods)
        case .table:
            console.out("Quota day \(report.day.key) (Pacific time), budget \(HumanFormat.grouped(report.budget)) units")
            if !report.methods.isEmpty { try methods.list(report.methods) }
            console.out("used \(HumanFormat.grouped(report.used)), left \(HumanFormat.grouped(report.left)); "
                        + "resets \(GoogleErrorPresentation.quotaReset(report.day.resetsAt))")
        }
    }
}

extension Shapes {
    static let quotaMethod = Shape<QuotaUsage>(kind: nil, numbered: false, [
        Field("method", column: Column("METHOD") { $0.method }) { .text($0.method) },
        Field("calls", column: Column("CALLS", right: true) { HumanFormat.grouped($0.calls) }) { .number($0.calls) },
        Field("units", column: Column("UNITS", right: true) { HumanFormat.grouped($0.units) }) { .number($0.units) },
    ])
}

/// The JSON shape of `ytclone quota` (docs/json.md "Quota").
struct QuotaJSON: Encodable {
    let kind = "quota"
    let day: String
    let budget: Int
    let used: Int
    let left: Int
    let resetsAt: Date
    let methods: [QuotaUsage]

    init(_ report: QuotaReport) {
        day = report.day.key
        budget = report.budget
        used = report.used
        left = report.left
        resetsAt = report.day.resetsAt
        methods = report.methods
    }
}
