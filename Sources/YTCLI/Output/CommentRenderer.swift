import Foundation
import YTCore

/// Prints comments from either source with one schema (docs/json.md "Comment").
struct CommentRenderer {
    let console: Console
    let format: OutputFormat

    func list(_ comments: [CommentEntry]) throws {
        switch format {
        case .json:
            console.out(try JSONOutput.encode(comments.map(CommentJSON.init), pretty: true))
        case .ndjson:
            for comment in comments { console.out(try JSONOutput.encode(CommentJSON(comment: comment), pretty: false)) }
        case .tsv:
            console.tsv(["source", "id", "author", "likeCount", "replyCount", "publishedAt", "text"])
            for c in comments {
                let cells = [c.source.rawValue, c.id, c.author, c.likeCount.map(String.init) ?? "",
                             c.replyCount.map(String.init) ?? "", c.publishedAt.map { $0.formatted(.iso8601) } ?? "",
                             c.text]
                console.tsv(cells)
            }
        case .table:
            for (index, comment) in comments.enumerated() {
                if index > 0 { console.out("") }
                console.out(console.style(heading(comment), "2"))
                let body = highlight(TerminalText.sanitize(comment.text, keepNewlines: true))
                for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                    console.out("  " + line)
                }
            }
        }
    }

    private func heading(_ c: CommentEntry) -> String {
        var parts = [TerminalText.sanitize(c.author)]
        switch c.source {
        case .local: parts.append("local #\(c.id)")
        case .youtube:
            parts.append("\(HumanFormat.count(c.likeCount)) likes")
            if let replies = c.replyCount, replies > 0 { parts.append("\(replies) repl\(replies == 1 ? "y" : "ies")") }
        }
        parts.append(HumanFormat.relative(c.publishedAt))
        if let updated = c.updatedAt, let published = c.publishedAt, updated > published { parts.append("edited") }
        return parts.joined(separator: " · ")
    }

    /// Colours #hashtags and @mentions when colours are on.
    private func highlight(_ text: String) -> String {
        guard console.colors else { return text }
        return TagParser.segments(text).map { segment in
            switch segment {
            case .text(let plain): plain
            case .hashtag(let word): console.style("#" + word, "36")
            case .mention(let handle): console.style("@" + handle, "35")
            }
        }.joined()
    }
}
