import Foundation
import YTCore

/// Prints videos: a listing or one video's details, in the chosen format.
struct VideoRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    /// A listing: table, JSON array, one JSON object per line, or tab-separated values.
    func list(_ videos: [Video]) throws {
        switch format {
        case .json:
            console.out(try JSONOutput.encode(videos.map(VideoJSON.init), pretty: true))
        case .ndjson:
            for video in videos { console.out(try JSONOutput.encode(VideoJSON(video: video), pretty: false)) }
        case .tsv:
            console.tsv(["id", "title", "channelTitle", "viewCount", "durationSeconds", "publishedAt"])
            for video in videos {
                let cells = [
                    video.id, video.title, video.channelTitle, video.viewCount.map(String.init) ?? "",
                    video.durationSeconds.map(String.init) ?? "",
                    video.publishedAt.map { $0.formatted(.iso8601) } ?? "",
                ]
                console.tsv(cells)
            }
        case .table:
            let table = Table(
                columns: [
                    .init(title: "#", rightAligned: true), .init(title: "ID"), .init(title: "TITLE", flexible: true),
                    .init(title: "CHANNEL", flexible: true), .init(title: "VIEWS", rightAligned: true),
                    .init(title: "LENGTH", rightAligned: true), .init(title: "PUBLISHED"),
                ],
                rows: videos.enumerated().map { index, video in
                    [
                        String(index + 1), video.id, video.title,
                        video.channelTitle, HumanFormat.count(video.viewCount),
                        HumanFormat.duration(video.durationSeconds, live: video.liveBroadcastContent),
                        HumanFormat.relative(video.publishedAt),
                    ]
                })
            for line in table.render(width: console.width, header: { console.style($0, "1") }) {
                console.out(line)
            }
        }
    }

    /// One video: a JSON object, or a labelled block for people.
    func detail(_ video: Video) throws {
        switch format {
        case .json, .ndjson:
            console.out(try JSONOutput.encode(VideoJSON(video: video), pretty: format == .json))
        case .tsv:
            try VideoRenderer(console: console, format: .tsv).list([video])
        case .table:
            console.out(console.style(TerminalText.sanitize(video.title), "1"))
            let rows: [(String, String)] = [
                ("Channel", "\(video.channelTitle) (\(video.channelId))"),
                ("Published", video.publishedAt.map { "\($0.formatted(date: .abbreviated, time: .shortened)) (\(HumanFormat.relative($0)))" } ?? "–"),
                ("Length", HumanFormat.duration(video.durationSeconds, live: video.liveBroadcastContent)),
                ("Views", video.viewCount.map { $0.formatted() } ?? "–"),
                ("Likes", video.likeCount.map { $0.formatted() } ?? "hidden"),
                ("Comments", video.commentCount.map { $0.formatted() } ?? "disabled"),
                ("Tags", video.tags.isEmpty ? "–" : video.tags.joined(separator: ", ")),
                ("URL", video.watchURL),
            ]
            for (label, value) in rows {
                console.labelled(label, value, width: 11)
            }
            if !video.description.isEmpty {
                console.out("")
                console.out(TerminalText.sanitize(video.description, keepNewlines: true))
            }
        }
    }
}
