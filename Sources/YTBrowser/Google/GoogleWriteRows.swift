import Foundation
import YTCore

/// How a video's page draws what was written to YouTube this session: pending writes with a ⋯
/// mark, confirmed ones as YouTube has them, failed ones with the reason in place.
enum GoogleWriteRows {
    /// The user's line under the stats: their rating and their subscription to the channel, each
    /// with how its sending stands; nil before anything about them is known.
    static func yours(_ detail: BrowserData.Detail) -> [Frame.Span]? {
        guard detail.rating != nil || detail.subscription != nil else { return nil }
        var spans = [Frame.Span("You: ", .dim)]
        if let rating = detail.rating {
            let words = ["like": "▲ liked", "dislike": "▼ disliked"][rating.shown] ?? "not rated (L like · D dislike)"
            spans.append(Frame.Span(words, rating.shown == "none" ? .dim : .bold))
            spans += status(rating.status, failed: "\(rating.asked ?? "rating") not sent")
        }
        if let subscription = detail.subscription {
            if spans.count > 1 { spans.append(Frame.Span(" · ", .dim)) }
            spans += Self.subscription(subscription)
        }
        return spans
    }

    /// A subscription on YouTube changed with `s`, and how its sending stands.
    static func subscription(_ subscription: GoogleWrites.Subscription) -> [Frame.Span] {
        [Frame.Span(subscription.subscribed ? "subscribed on YouTube" : "not subscribed on YouTube", .bold)]
            + status(subscription.status, failed: subscription.subscribed ? "unsubscribing failed" : "subscribing failed")
    }

    /// A comment or reply written on YouTube: pending ("posting…"), confirmed (YouTube's author,
    /// age and id), or failed (why, and its text kept on screen).
    static func comment(_ written: GoogleWrites.Comment, indent: String, width: Int, now: Date) -> [[Frame.Span]] {
        let source = indent.isEmpty ? "[youtube] " : "↳ "
        var head: [[Frame.Span]]
        switch written.status {
        case .confirmed:
            guard let posted = written.posted else { fallthrough }
            var lines = DetailScreen.entry(posted, indent: indent, width: width, now: now, focused: false, open: false)
            lines[0].append(Frame.Span(" · ✓ posted, id \(TerminalText.sanitize(posted.id))", .dim))
            return lines
        case .pending:
            head = [[Frame.Span(indent + source, .dim), Frame.Span("⋯ posting…", .bold)]]
        case .failed(let reason):
            // The reason in full, wrapped under the mark: it says what to do.
            head = [[Frame.Span(indent + source, .dim), Frame.Span("✗ not posted — c writes it again", .error)]]
                + TextWrap.wrap([Frame.Span(reason, .error)], width: width - 2 - indent.count).map { [Frame.Span(indent + "  ")] + $0 }
        }
        let style: Frame.Style = written.status == .pending ? .dim : .plain
        let body = DetailScreen.description(written.text, width: width - 2 - indent.count).map {
            [Frame.Span(indent + "  ")] + $0.map { Frame.Span($0.text, style) }
        }
        return head + body
    }

    private static func status(_ status: GoogleWrites.Status, failed: String) -> [Frame.Span] {
        switch status {
        case .pending: [Frame.Span(" ⋯ sending", .dim)]
        case .confirmed: []
        case .failed(let reason): [Frame.Span(" ✗ \(failed): \(TerminalText.sanitize(reason))", .error)]
        }
    }
}
