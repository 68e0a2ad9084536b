import Foundation
import YTCore

/// Prints playlists: a listing (search results, a channel's playlists) or the block above a
/// playlist's videos (fields: `Shapes.playlist`).
struct PlaylistRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    /// - Parameter empty: what a table says instead of a bare heading when there are none.
    func list(_ playlists: [Playlist], empty: String? = nil) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.playlist).list(playlists, empty: empty)
    }

    /// The labelled block a person reads above the playlist's videos.
    func block(_ playlist: Playlist) {
        console.out(playlist.title, style: .bold)
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
            console.paragraph(playlist.description)
        }
    }
}
