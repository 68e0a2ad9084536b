import Foundation
import Synchronization
import YTCore
import YouTubeAPI

/// Listens on the bus and keeps the progress line up to date: pages of a walk with their results
/// and quota units, retries and their waits, the subscriptions fan-out, comments imported.
final class ProgressRenderer: Sendable {
    private struct Tally {
        var pages = 0
        var results = 0
        var units = 0
        var channels: (done: Int, total: Int, feedFailures: Int)?
        var comments = 0
        var retry: String?
    }

    private let line: ProgressLine
    private let tally = Mutex(Tally())

    init(line: ProgressLine) {
        self.line = line
    }

    /// Registers for the events it shows, for as long as the bus lives.
    func listen(on bus: EventBus) {
        bus.on(PageFetched.self, by: nil) { [self] page in
            change { $0.pages += 1; $0.results += page.items; $0.retry = nil }
        }
        bus.on(ClientActivity.self, by: nil) { [self] activity in
            switch activity.event {
            case .quotaSpent(_, let units): change { $0.units += units }
            case .retrying(_, let attempt, let delay, let reason):
                change { $0.retry = HumanFormat.retry(attempt: attempt, delay: delay, reason: reason) }
            case .requestStarted: change { _ in }
            default: break
            }
        }
        bus.on(SubscriptionsProgress.self, by: nil) { [self] progress in
            change { $0.channels = (progress.done, progress.total, progress.feedFailures) }
        }
        bus.on(CommentAdded.self, by: nil) { [self] _ in change { $0.comments += 1 } }
    }

    private func change(_ edit: (inout Tally) -> Void) {
        let text = tally.withLock { tally in
            edit(&tally)
            return Self.describe(tally)
        }
        line.update(text)
    }

    private static func describe(_ tally: Tally) -> String {
        var parts: [String] = []
        if let (done, total, feedFailures) = tally.channels {
            parts.append("channels \(done)/\(total)")
            if feedFailures > 0 { parts.append("\(HumanFormat.counted(feedFailures, "feed")) failed") }
        }
        if tally.pages > 0 {
            parts.append("page \(tally.pages)")
            parts.append(HumanFormat.counted(tally.results, "result"))
        }
        if tally.comments > 0 { parts.append("\(HumanFormat.counted(tally.comments, "comment")) added") }
        if tally.units > 0 { parts.append(HumanFormat.counted(tally.units, "unit")) }
        if parts.isEmpty { parts.append("waiting for the YouTube API") }
        var text = parts.joined(separator: " · ")
        if let retry = tally.retry { text += " · " + retry }
        return text
    }
}
