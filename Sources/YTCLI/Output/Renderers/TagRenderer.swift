import YTCore

/// Prints a hashtag's videos and local comments: two sections for people, one object for JSON,
/// and one table for TSV (the videos when YouTube was searched, the local comments with --local),
/// since a TSV file has one header.
struct TagRenderer {
    let console: Console
    let format: OutputFormat
    /// The videos marked watched or not for the signed-in user.
    var marks: WatchMarks.Lookup = .signedOut

    private struct TagJSON: Encodable {
        var tag: String
        var videos: [Record<Video>]
        var comments: [Record<CommentEntry>]
    }

    func show(tag: String, videos: [Video], comments: [CommentEntry], searched: Bool) throws {
        switch format {
        case .json, .ndjson:
            let shape = Shapes.video(marked: try marks.marks(for: videos.map(\.id)))
            let value = TagJSON(tag: tag, videos: videos.map { shape.record($0) },
                                comments: comments.map { Shapes.comment.record($0) })
            console.json(try JSONOutput.encode(value, pretty: format == .json))
        case .tsv:
            if searched {
                try VideoRenderer(console: console, format: .tsv, marks: marks).list(videos)
            } else {
                try CommentRenderer(console: console, format: .tsv).list(comments)
            }
        case .table:
            if searched {
                console.out("YouTube videos for #\(tag)", style: .bold)
                try VideoRenderer(console: console, format: format, marks: marks).list(videos)
                console.out("")
            }
            console.out("Local comments with #\(tag) (\(comments.count))", style: .bold)
            try CommentRenderer(console: console, format: format, namesVideo: true)
                .list(comments, empty: "No local comment carries #\(tag) yet: ytclone comment add VIDEO '… #\(tag)'")
        }
    }
}
