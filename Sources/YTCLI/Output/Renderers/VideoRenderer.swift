import Foundation
import YTCore

/// Prints videos: a listing or one video's details, in the chosen format (fields: `Shapes.video`).
struct VideoRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    private var writer: RecordWriter<Video> { RecordWriter(console: console, format: format, shape: Shapes.video) }

    /// - Parameter empty: what a table says instead of a bare heading when there are none.
    func list(_ videos: [Video], empty: String? = nil) throws {
        try writer.list(videos, empty: empty)
    }

    /// One video: a JSON object for scripts, a labelled block for people.
    func detail(_ video: Video) throws {
        try writer.one(video, block: block)
    }

    func block(_ video: Video) {
        console.block(title: video.title, [
            ("Channel", "\(video.channelTitle) (\(video.channelId))"),
            ("Published", video.publishedAt.map { "\($0.formatted(date: .abbreviated, time: .shortened)) (\(HumanFormat.relative($0)))" } ?? "–"),
            ("Length", HumanFormat.duration(video.durationSeconds, live: video.liveBroadcastContent)),
            ("Views", video.viewCount.map { $0.formatted() } ?? "–"),
            ("Likes", video.likeCount.map { $0.formatted() } ?? "hidden"),
            ("Comments", video.commentCount.map { $0.formatted() } ?? "disabled"),
            ("Tags", video.tags.isEmpty ? "–" : video.tags.joined(separator: ", ")),
            ("URL", video.watchURL),
        ], description: video.description)
    }
}
