import Foundation
import YTCore

/// Prints channels: a listing (search results) or the block above a channel's uploads or
/// playlists (fields: `Shapes.channel`).
struct ChannelRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    /// - Parameter empty: what a table says instead of a bare heading when there are none.
    func list(_ channels: [Channel], empty: String? = nil) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.channel).list(channels, empty: empty)
    }

    /// The labelled block a person reads above the channel's uploads or playlists.
    func block(_ channel: Channel) {
        let created = channel.publishedAt.map(HumanFormat.dayAndAge)
        console.block(title: channel.title, [
            ("Handle", channel.handle ?? "–"),
            ("ID", channel.id),
            ("Subscribers", Shapes.subscribers(channel, short: false)),
            ("Videos", channel.videoCount.map { $0.formatted() } ?? "–"),
            ("Views", channel.viewCount.map { $0.formatted() } ?? "–"),
            ("Created", created ?? "–"),
            ("Country", channel.country ?? "–"),
            ("URL", channel.url),
        ], description: channel.description)
    }
}
