import Foundation
import YTCore

/// Prints videos: a listing or one video's details, in the chosen format (fields: `Shapes.video`),
/// each marked watched or not for the signed-in user (`marks`: one lookup per listing).
struct VideoRenderer: Sendable {
    let console: Console
    let format: OutputFormat
    var marks: WatchMarks.Lookup = .signedOut

    private func writer(_ marks: WatchMarks) -> RecordWriter<Video> {
        RecordWriter(console: console, format: format, shape: Shapes.video(marked: marks))
    }

    /// - Parameter empty: what a table says instead of a bare heading when there are none.
    func list(_ videos: [Video], empty: String? = nil) throws {
        try writer(try marks.marks(for: videos.map(\.id))).list(videos, empty: empty)
    }

    /// One video: a JSON object for scripts, a labelled block for people.
    func detail(_ video: Video) throws {
        let marks = try marks.marks(for: [video.id])
        try writer(marks).one(video) { block($0, marks: marks) }
    }

    /// The labelled block; with someone signed in, a `Watched` line says how far they got.
    func block(_ video: Video, marks: WatchMarks = .unknown) {
        console.block(title: video.title, [
            ("Channel", "\(video.channelTitle) (\(video.channelId))"),
            ("Published", video.publishedAt.map { "\($0.formatted(date: .abbreviated, time: .shortened)) (\(HumanFormat.relative($0)))" } ?? "–"),
            ("Length", HumanFormat.duration(video.durationSeconds, live: video.liveBroadcastContent)),
            ("Views", video.viewCount.map { $0.formatted() } ?? "–"),
            ("Likes", video.likeCount.map { $0.formatted() } ?? "hidden"),
            ("Comments", video.commentCount.map { $0.formatted() } ?? "disabled"),
            ("Tags", video.tags.isEmpty ? "–" : video.tags.joined(separator: ", ")),
        ] + Self.watched(video.id, marks) + [
            ("URL", video.watchURL),
        ], description: video.description)
    }

    /// The `Watched` line of a video's details (`yes`, `stopped at 1:15` or `no`); none when no
    /// one is signed in.
    static func watched(_ videoId: String, _ marks: WatchMarks) -> [(label: String, value: String)] {
        guard let watched = marks.watched(videoId) else { return [] }
        return [("Watched", watched ? "yes" : marks.position(videoId).map { "stopped at \(HumanFormat.duration($0))" } ?? "no")]
    }
}
