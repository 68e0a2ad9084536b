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
        let published = playlist.publishedAt.map(HumanFormat.dayAndAge)
        console.block(title: playlist.title, [
            ("Channel", "\(playlist.channelTitle) (\(playlist.channelId))"),
            ("Videos", playlist.itemCount.map { $0.formatted() } ?? "–"),
            ("Published", published ?? "–"),
            ("URL", playlist.url),
        ], description: playlist.description)
    }
}
