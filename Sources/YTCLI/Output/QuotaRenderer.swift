import Foundation
import YTCore

/// Prints `ytclone quota`.
struct QuotaRenderer {
    let console: Console
    let format: OutputFormat

    func show(_ report: QuotaReport) throws {
        switch format {
        case .json:
            console.out(try JSONOutput.encode(QuotaJSON(report), pretty: true))
        case .ndjson:
            console.out(try JSONOutput.encode(QuotaJSON(report), pretty: false))
        case .tsv:
            console.tsv(["method", "calls", "units"])
            for usage in report.methods {
                console.tsv([usage.method, String(usage.calls), String(usage.units)])
            }
        case .table:
            console.out("Quota day \(report.day.key) (Pacific time), budget \(HumanFormat.grouped(report.budget)) units")
            if !report.methods.isEmpty {
                let table = Table(
                    columns: [.init(title: "METHOD"), .init(title: "CALLS", rightAligned: true),
                              .init(title: "UNITS", rightAligned: true)],
                    rows: report.methods.map {
                        [$0.method, HumanFormat.grouped($0.calls), HumanFormat.grouped($0.units)]
                    })
                for line in table.render(width: console.width, header: { console.style($0, "1") }) {
                    console.out(line)
                }
            }
            console.out("used \(HumanFormat.grouped(report.used)), left \(HumanFormat.grouped(report.left)); "
                        + "resets \(GoogleErrorPresentation.quotaReset(report.day.resetsAt))")
        }
    }
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
