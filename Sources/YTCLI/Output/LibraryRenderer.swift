import Foundation
import YTCore

/// Prints favorites and history entries (docs/json.md "Favorite", "History entry").
final class LibraryRenderer: Sendable {
    let console: Console
    let format: OutputFormat
    /// What went wrong while following a view-model; the command checks it.
    let failure = RenderFailure()

    init(console: Console, format: OutputFormat) {
        self.console = console
        self.format = format
    }

    private struct Row {
        var videoId, title, channelTitle: String
        var date: Date
    }

    func favorites(_ favorites: [Favorite]) throws {
        try show(favorites.map { Row(videoId: $0.videoId, title: $0.title, channelTitle: $0.channelTitle, date: $0.addedAt) },
             dateHeading: "ADDED", json: favorites)
    }

    func history(_ entries: [HistoryEntry]) throws {
        try show(entries.map { Row(videoId: $0.videoId, title: $0.title, channelTitle: $0.channelTitle, date: $0.viewedAt) },
             dateHeading: "VIEWED", json: entries)
    }

    private func show<J: Encodable>(_ rows: [Row], dateHeading: String, json: [J]) throws {
        switch format {
        case .json:
            console.out(try JSONOutput.encode(json, pretty: true))
        case .ndjson:
            for item in json { console.out(try JSONOutput.encode(item, pretty: false)) }
        case .tsv:
            console.tsv(["videoId", "title", "channelTitle", "\(dateHeading.lowercased())At"])
            for row in rows {
                console.tsv([row.videoId, row.title, row.channelTitle, row.date.formatted(.iso8601)])
            }
        case .table:
            let table = Table(
                columns: [.init(title: "ID"), .init(title: "TITLE", flexible: true),
                          .init(title: "CHANNEL", flexible: true), .init(title: dateHeading)],
                rows: rows.map {
                    [$0.videoId, $0.title, $0.channelTitle,
                     HumanFormat.relative($0.date)]
                })
            for line in table.render(width: console.width, header: { self.console.style($0, "1") }) {
                console.out(line)
            }
        }
    }
}
