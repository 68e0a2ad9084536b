import Foundation
import YTCore

/// Prints comments from either source with one set of fields (`Shapes.comment`); a table shows
/// them as a thread, each under its author.
struct CommentRenderer: Sendable {
    let console: Console
    let format: OutputFormat
    /// Whether each heading names the comment's video: in listings across videos (`mentions`,
    /// `tag`), so the next command has its id.
    var namesVideo = false

    func list(_ comments: [CommentEntry], empty: String? = nil) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.comment).list(comments, empty: empty, table: thread)
    }

    func thread(_ comments: [CommentEntry]) {
        for (index, comment) in comments.enumerated() {
            if index > 0 { console.out("") }
            console.out(heading(comment), style: .dim)
            for line in comment.text.split(separator: "\n", omittingEmptySubsequences: false) {
                console.out([("  ", nil)] + highlighted(String(line)))
            }
        }
    }

    /// Who, and what the next command needs: a local comment's number (`comment edit N`), a
    /// YouTube thread's id when it has replies (`comments VIDEO --replies ID`), the video's id.
    ///
    /// One line on the terminal: when it is wider, the date takes its short form (`1y`), then the
    /// author's name is cut (to no less than 8 columns); the ids are never cut.
    private func heading(_ c: CommentEntry) -> String {
        let author = TerminalText.sanitize(c.author)
        let full = heading(c, author: author, date: HumanFormat.relative(c.publishedAt))
        guard TerminalText.width(full) > console.width else { return full }
        let short = heading(c, author: author, date: HumanFormat.age(c.publishedAt))
        let over = TerminalText.width(short) - console.width
        guard over > 0 else { return short }
        let cut = TerminalText.truncate(author, to: max(TerminalText.width(author) - over, 8))
        return heading(c, author: cut, date: HumanFormat.age(c.publishedAt))
    }

    private func heading(_ c: CommentEntry, author: String, date: String) -> String {
        // Your own YouTube comments, by the channel of your Google sign-in.
        var parts = [c.mine == true ? author + " (you)" : author]
        switch c.source {
        case .local: parts.append("local #\(c.id)")
        case .youtube:
            parts.append(HumanFormat.countedShort(c.likeCount, "like"))
            if let replies = c.replyCount, replies > 0 {
                parts.append("\(HumanFormat.counted(replies, "reply")) (thread \(c.id))")
            }
        }
        if namesVideo { parts.append("on \(c.videoId)") }
        parts.append(date)
        if let updated = c.updatedAt, let published = c.publishedAt, updated > published { parts.append("edited") }
        return TerminalText.sanitize(parts.joined(separator: " · "))
    }

    /// #hashtags and @mentions styled apart from the rest of the line.
    private func highlighted(_ line: String) -> [(text: String, style: Console.Style?)] {
        TagParser.segments(line).map { segment in
            switch segment {
            case .text(let plain): (plain, nil)
            case .hashtag(let word): ("#" + word, .hashtag)
            case .mention(let handle): ("@" + handle, .mention)
            }
        }
    }
}
