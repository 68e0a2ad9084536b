import YTCore
import Foundation
import Synchronization
import YouTubeAPI

/// `--verbose`: one stderr line per request, response and retry, after a first line naming the API
/// root and where it came from. URLs arrive with the key redacted.
final class RequestTrace: Sendable {
    let console: Console
    /// `api root: URL (from SOURCE)`, printed before the first request only.
    private let origin: Mutex<String?>

    init(console: Console, root: URL, rootSource: String) {
        self.console = console
        origin = Mutex("  api root: \(root.absoluteString) (from \(rootSource))")
    }

    func observe(_ event: ClientEvent) {
        switch event {
        case .requestStarted(let method, let url, let attempt, let verb):
            if let origin = origin.withLock({ origin in defer { origin = nil }; return origin }) {
                console.error(origin)
            }
            console.error("> \(method) \(verb) \(url)" + (attempt > 1 ? " (attempt \(attempt))" : ""))
        case .responseReceived(let method, let status, let bodyBytes, let wireBytes, let seconds):
            console.error(String(format: "< %@ %d, %d bytes (%d on the wire) in %.3fs",
                                 method, status, bodyBytes, wireBytes, seconds))
        case .quotaSpent(let method, let units):
            console.error("  quota: \(method) costs \(HumanFormat.counted(units, "unit"))")
        case .cacheHit(let method, _, let age):
            console.error("= \(method) from the cache (\(Int(age)) s old), no request, no quota")
        case .itemsDropped(let method, let count):
            console.error("  dropped: \(HumanFormat.counted(count, "item")) of \(method) with ids not shaped like YouTube's")
        case .retrying(let method, let attempt, let delay, let reason):
            console.error(String(format: "  retry: %@ try %d failed (%@); next in %.1fs", method, attempt,
                                 reason, delay))
        }
    }

    /// The feeds of a subscriptions refresh: how many were used, and which failed and why.
    func observe(_ refreshed: GoogleTokenRefreshed) {
        console.error("  google: access token refreshed for \(refreshed.channelTitle ?? "the account"), "
            + "good until \(PublishedDate.rfc3339(refreshed.expiresAt))")
    }

    func observe(_ read: ChannelFeedsRead) {
        console.error("  feeds: \(read.read) read" + (FeedFailureNote.summary(read).map { "; " + $0 } ?? ""))
    }
}
