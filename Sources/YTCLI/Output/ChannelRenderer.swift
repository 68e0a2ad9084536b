import Foundation
import YTCore

/// Prints channels: a listing (search results) or one channel's details.
struct ChannelRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    func list(_ channels: [Channel]) throws {
        switch format {
        case .json:
            console.out(try JSONOutput.encode(channels.map(ChannelJSON.init), pretty: true))
        case .ndjson:
            for channel in channels { console.out(try JSONOutput.encode(ChannelJSON(channel: channel), pretty: false)) }
        case .tsv:
            console.tsv(["id", "title", "handle", "subscriberCount", "videoCount", "viewCount", "publishedAt"])
            for channel in channels {
                let cells = [
                    channel.id, channel.title, channel.handle ?? "", channel.subscriberCount.map(String.init) ?? "",
                    channel.videoCount.map(String.init) ?? "", channel.viewCount.map(String.init) ?? "",
                    channel.publishedAt.map { $0.formatted(.iso8601) } ?? "",
                ]
                console.tsv(cells)
            }
        case .table:
            let table = Table(
                columns: [
                    .init(title: "#", rightAligned: true), .init(title: "ID"), .init(title: "TITLE", flexible: true),
                    .init(title: "HANDLE", flexible: true), .init(title: "SUBSCRIBERS", rightAligned: true),
                    .init(title: "VIDEOS", rightAligned: true), .init(title: "CREATED"),
                ],
                rows: channels.enumerated().map { index, channel in
                    [
                        String(index + 1), channel.id, channel.title,
                        channel.handle ?? "–", subscribers(channel, short: true),
                        HumanFormat.count(channel.videoCount), HumanFormat.relative(channel.publishedAt),
                    ]
                })
            for line in table.render(width: console.width, header: { console.style($0, "1") }) {
                console.out(line)
            }
        }
    }

    /// The labelled block a person reads above the channel's uploads or playlists.
    func block(_ channel: Channel) {
        console.out(console.style(TerminalText.sanitize(channel.title), "1"))
        let created = channel.publishedAt.map {
            "\($0.formatted(date: .abbreviated, time: .omitted)) (\(HumanFormat.relative($0)))"
        }
        let rows: [(String, String)] = [
            ("Handle", channel.handle ?? "–"),
            ("ID", channel.id),
            ("Subscribers", subscribers(channel, short: false)),
            ("Videos", channel.videoCount.map { $0.formatted() } ?? "–"),
            ("Views", channel.viewCount.map { $0.formatted() } ?? "–"),
            ("Created", created ?? "–"),
            ("Country", channel.country ?? "–"),
            ("URL", channel.url),
        ]
        for (label, value) in rows {
            console.labelled(label, value, width: 13)
        }
        if !channel.description.isEmpty {
            console.out("")
            console.out(TerminalText.sanitize(channel.description, keepNewlines: true))
        }
    }

    private func subscribers(_ channel: Channel, short: Bool) -> String {
        if channel.subscribersHidden { return "hidden" }
        guard let count = channel.subscriberCount else { return "–" }
        return short ? HumanFormat.count(count) : count.formatted()
    }
}
