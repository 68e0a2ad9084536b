import YTCore

/// Prints a hashtag's videos and local comments: two sections for people, one object for scripts.
struct TagRenderer {
    let console: Console
    let format: OutputFormat

    private struct TagJSON: Encodable {
        var tag: String
        var videos: [VideoJSON]
        var comments: [CommentJSON]
    }

    func show(tag: String, videos: [Video], comments: [CommentEntry], searched: Bool) throws {
        switch format {
        case .json, .ndjson:
            let value = TagJSON(tag: tag, videos: videos.map(VideoJSON.init), comments: comments.map(CommentJSON.init))
            console.out(try JSONOutput.encode(value, pretty: format == .json))
        case .tsv, .table:
            if searched {
                console.out(console.style("YouTube videos for #\(TerminalText.sanitize(tag))", "1"))
                try VideoRenderer(console: console, format: format).list(videos)
                console.out("")
            }
            console.out(console.style("Local comments with #\(TerminalText.sanitize(tag)) (\(comments.count))", "1"))
            try CommentRenderer(console: console, format: format).list(comments)
        }
    }
}
