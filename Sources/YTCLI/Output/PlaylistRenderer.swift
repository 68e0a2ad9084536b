import Foundation
import YTCore

/// Prints playlists: a listing (search results, a channel's playlists) or one playlist's details.
struct PlaylistRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    func list(_ playlists: [Playlist]) throws {
        switch format {
        case .json:
            console.out(try JSONOutput.encode(playlists.map(PlaylistJSON.init), pretty: true))
        case .ndjson:
            for playlist in playlists {
                console.out(try JSONOutput.encode(PlaylistJSON(playlist: playlist), pretty: false))
            }
        case .tsv:
            console.tsv(["id", "title", "channelTitle", "itemCount", "publishedAt"])
            for playlist in playlists {
                let cells = [
                    playlist.id, playlist.title, playlist.channelTitle, playlist.itemCount.map(String.init) ?? "",
                    playlist.publishedAt.map { $0.formatted(.iso8601) } ?? "",
                ]
                console.tsv(cells)
            }
        case .table:
            let table = Table(
                columns: [
                    .init(title: "#", rightAligned: true), .init(title: "ID"), .init(title: "TITLE", flexible: true),
                    .init(title: "CHANNEL", flexible: true), .init(title: "VIDEOS", rightAligned: true),
                    .init(title: "PUBLISHED"),
                ],
                rows: playlists.enumerated().map { index, playlist in
                    [
                        String(index + 1), playlist.id, playlist.title,
                        playlist.channelTitle, HumanFormat.count(playlist.itemCount),
                        HumanFormat.relative(playlist.publishedAt),
                    ]
                })
            for line in table.render(width: console.width, header: { console.style($0, "1") }) {
                console.out(line)
            }
        }
    }

    /// The labelled block a person reads above the playlist's videos.
    func block(_ playlist: Playlist) {
        console.out(console.style(TerminalText.sanitize(playlist.title), "1"))
        let published = playlist.publishedAt.map {
            "\($0.formatted(date: .abbreviated, time: .omitted)) (\(HumanFormat.relative($0)))"
        }
        let rows: [(String, String)] = [
            ("Channel", "\(playlist.channelTitle) (\(playlist.channelId))"),
            ("Videos", playlist.itemCount.map { $0.formatted() } ?? "–"),
            ("Published", published ?? "–"),
            ("URL", playlist.url),
        ]
        for (label, value) in rows {
            console.labelled(label, value, width: 11)
        }
        if !playlist.description.isEmpty {
            console.out("")
            console.out(TerminalText.sanitize(playlist.description, keepNewlines: true))
        }
    }
}
