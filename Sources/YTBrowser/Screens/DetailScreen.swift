import Foundation
import YTCore

/// A video's page: title, channel, stats, tags, the description with its #hashtags and
/// @mentions marked, then the comments, YouTube's and local ones merged and marked by source.
enum DetailScreen {
    static func render(_ state: BrowserState, _ data: BrowserData, into frame: inout Frame) {
        let rate = data.googleAccount == nil ? "" : " · L like · D dislike"
        frame.add([Frame.Span(" ytclone ", .title),
                   Frame.Span(" ‹ Esc back · Tab links · c comment\(rate) · f favorite · w watch · y copy URL", .dim)])
        let (lines, _) = content(data.detail, width: frame.size.width - 2, now: data.now, focus: state.detailLink,
                                 expanded: state.expanded)
        let height = frame.free(reserving: 2)
        let top = min(state.detailTop, max(0, lines.count - height))
        for line in lines.dropFirst(top).prefix(height) {
            frame.add([Frame.Span(" ")] + line)
        }
    }

    /// Every line of the page, before scrolling, and which of them holds the link Tab moved to
    /// (the channel, a #hashtag or @mention, a comment's head).
    ///
    /// - Parameters:
    ///   - focus: the link Tab moved to (0 is the channel, then the description's, then the
    ///     comments), drawn selected.
    ///   - expanded: the threads whose replies are shown.
    static func content(_ detail: BrowserData.Detail, width: Int, now: Date, focus: Int? = nil,
                        expanded: Set<String> = []) -> (lines: [[Frame.Span]], focused: Int?) {
        guard let video = detail.video else {
            if let error = detail.error { return ([[Frame.Span("✗ \(error) — r tries again", .error)]], nil) }
            return ([[Frame.Span("Loading…", .dim)]], nil)
        }
        var lines: [[Frame.Span]] = []
        if let box = detail.pictureBox ?? detail.picture.map({ ($0.columns, $0.rows) }), box.columns <= width {
            // Blank until the picture arrives, so nothing below it moves then.
            lines = (0..<max(box.rows, detail.picture?.rows ?? 0)).map { row in
                detail.picture.map { Frame.picture($0, row: row, width: $0.columns) } ?? []
            } + [[]]
        }
        lines += TextWrap.wrap([Frame.Span(video.title, .bold)], width: width)
        let hasChannel = !video.channelId.isEmpty
        let channel = hasChannel && focus == 0 ? Frame.Span("[" + video.channelTitle + "]", .selected) : Frame.Span(video.channelTitle, .link)
        lines.append([channel, Frame.Span(" · " + HumanFormat.relative(video.publishedAt, now: now), .dim)
                      ] + (detail.isFavorite ? [Frame.Span(" · ★ favorite", .bold)] : []))
        lines.append([Frame.Span(stats(video), .dim)])
        if let yours = GoogleWriteRows.yours(detail) { lines.append(yours) }
        if !video.tags.isEmpty {
            lines += TextWrap.wrap([Frame.Span("Tags: ", .dim), Frame.Span(video.tags.joined(separator: ", "))], width: width)
        }
        if let error = detail.error { lines.append([Frame.Span("✗ \(error) — r tries again", .error)]) }
        lines.append([])
        lines += description(video.description, width: width, focus: focus.map { $0 - (hasChannel ? 1 : 0) })
        lines.append([])
        let firstComment = detail.links.count - detail.comments.count
        let commentFocus = focus.flatMap { $0 >= firstComment ? $0 - firstComment : nil }
        let (thread, focusedLine) = comments(detail, width: width, now: now, focus: commentFocus, expanded: expanded)
        let offset = lines.count
        // The channel or a link of the description: the line that draws it selected.
        let linkLine = focus != nil && commentFocus == nil ? lines.firstIndex { $0.contains { $0.style == .selected } } : nil
        lines += thread
        return (lines, focusedLine.map { $0 + offset } ?? linkLine)
    }

    /// Views, likes, comments and length, as the page and the preview pane say them.
    static func stats(_ video: Video) -> String {
        var parts = [HumanFormat.countedShort(video.viewCount, "view"), HumanFormat.countedShort(video.likeCount, "like"),
                     HumanFormat.countedShort(video.commentCount, "comment")]
        if video.durationSeconds != nil { parts.append(HumanFormat.duration(video.durationSeconds, live: video.liveBroadcastContent)) }
        return parts.joined(separator: " · ")
    }

    /// The description, #hashtags and @mentions drawn as links; the `focus`th of them selected
    /// and in brackets, so that it shows without colour too.
    static func description(_ text: String, width: Int, focus: Int? = nil) -> [[Frame.Span]] {
        var link = 0
        func span(_ text: String) -> Frame.Span {
            defer { link += 1 }
            return link == focus ? Frame.Span("[" + text + "]", .selected) : Frame.Span(text, .link)
        }
        return TerminalText.sanitize(text, keepNewlines: true).split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            paragraph -> [[Frame.Span]] in
            guard !paragraph.isEmpty else { return [[]] }
            let spans = TagParser.segments(String(paragraph)).map { segment -> Frame.Span in
                switch segment {
                case .text(let text): Frame.Span(text)
                case .hashtag(let tag): span("#" + tag)
                case .mention(let handle): span("@" + handle)
                }
            }
            return TextWrap.wrap(spans, width: width)
        }
    }

    private static func comments(_ detail: BrowserData.Detail, width: Int, now: Date, focus: Int?,
                                 expanded: Set<String>) -> ([[Frame.Span]], Int?) {
        var lines: [[Frame.Span]] = [[Frame.Span("Comments", .bold), Frame.Span(" (\(detail.comments.count) shown)", .dim)]]
        if detail.commentsLoading { lines.append([Frame.Span("Loading comments…", .dim)]) }
        if let error = detail.commentsError { lines.append([Frame.Span("✗ \(error) — r tries again", .error)]) }
        if !detail.commentsLoading, detail.commentsError == nil, detail.comments.isEmpty {
            lines.append([Frame.Span("No comments yet. Press c to write one.", .dim)])
        }
        // Comments written on YouTube this session, newest first, however their sending stands.
        for written in detail.written where written.parentId == nil {
            lines += GoogleWriteRows.comment(written, indent: "", width: width, now: now)
        }
        var focusedLine: Int? = nil
        for (index, comment) in detail.comments.enumerated() {
            let focused = index == focus
            if focused { focusedLine = lines.count }
            lines += entry(comment, indent: "", width: width, now: now, focused: focused, open: expanded.contains(comment.id))
            for reply in detail.written where reply.parentId == comment.id {
                lines += GoogleWriteRows.comment(reply, indent: "    ", width: width, now: now)
            }
            guard expanded.contains(comment.id) else { continue }
            let replies = detail.replies[comment.id] ?? BrowserData.Rows()
            if let error = replies.error { lines.append([Frame.Span("    ✗ \(error) — Enter tries again", .error)]) }
            if replies.isLoading || !replies.loaded && replies.error == nil { lines.append([Frame.Span("    Loading replies…", .dim)]) }
            for reply in replies.items {
                lines += entry(reply, indent: "    ", width: width, now: now, focused: false, open: false)
            }
        }
        return (lines, focusedLine)
    }

    /// A comment's head (source, author, age, replies) and its text, indented.
    static func entry(_ comment: CommentEntry, indent: String, width: Int, now: Date, focused: Bool,
                              open: Bool) -> [[Frame.Span]] {
        let source = comment.source == .local ? "[local] " : (indent.isEmpty ? "[youtube] " : "↳ ")
        var head = [Frame.Span(indent + (focused ? "› " : "") + source, focused ? .selected : .dim),
                    Frame.Span(comment.author, focused ? .selected : .bold),
                    Frame.Span(" · " + HumanFormat.relative(comment.publishedAt, now: now), .dim)]
        if let replies = comment.replyCount, replies > 0 {
            head.append(Frame.Span(" · " + HumanFormat.counted(replies, "reply") + (open ? " ▾" : " ▸"), .dim))
        }
        return [head] + description(comment.text, width: width - 2 - indent.count).map { [Frame.Span(indent + "  ")] + $0 }
    }
}
