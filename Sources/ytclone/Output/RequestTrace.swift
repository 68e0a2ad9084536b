import YTCore
import Foundation
import YouTubeAPI

/// `--verbose`: one stderr line per request, response and retry. URLs arrive with the key redacted.
final class RequestTrace: Sendable {
    let console: Console

    init(console: Console) {
        self.console = console
    }

    func observe(_ event: ClientEvent) {
        switch event {
        case .requestStarted(let method, let url, let attempt):
            console.error("> \(method) GET \(url)" + (attempt > 1 ? " (attempt \(attempt))" : ""))
        case .responseReceived(let method, let status, let bodyBytes, let wireBytes, let seconds):
            console.error(String(format: "< %@ %d, %d bytes (%d on the wire) in %.3fs",
                                 method, status, bodyBytes, wireBytes, seconds))
        case .quotaSpent(let method, let units):
            console.error("  quota: \(method) costs \(units) unit\(units == 1 ? "" : "s")")
        case .cacheHit(let method, _, let age):
            console.error("= \(method) from the cache (\(Int(age)) s old), no request, no quota")
        case .retrying(let method, let attempt, let delay, let reason):
            console.error(String(format: "  retry: %@ try %d failed (%@); next in %.1fs", method, attempt,
                                 TerminalText.sanitize(reason), delay))
        }
    }
}
