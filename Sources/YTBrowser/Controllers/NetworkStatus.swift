import Synchronization
import YTCore
import YouTubeAPI

/// What the status line says about the network, heard on the bus: today's quota (read from the
/// ledger at start, then counted up by each `QuotaSpent`), the age of the last answer that came
/// from the cache, a retry under way, and how the writes to YouTube this session ended.
final class NetworkStatus: Sendable {
    struct Value: Sendable {
        var quota: (used: Int, budget: Int)?
        var cacheAge: Double? = nil
        var retry: String? = nil
        /// Writes to YouTube answered this session, and how many of them failed.
        var writes = (answered: 0, failed: 0)
    }

    let value: Mutex<Value>

    init(quota: (used: Int, budget: Int)?) {
        value = Mutex(Value(quota: quota))
    }

    /// Listens for as long as the bus lives; `changed` wakes the screen.
    func listen(on bus: EventBus, changed: @escaping @Sendable () -> Void) {
        bus.on(QuotaSpent.self, by: self) { status, spent in
            status.value.withLock { if let quota = $0.quota { $0.quota = (quota.used + spent.units, quota.budget) } }
            changed()
        }
        bus.on(YouTubeWriteSettled.self, by: self) { status, settled in
            status.value.withLock { value in
                value.writes.answered += 1
                if settled.failure != nil { value.writes.failed += 1 }
            }
            changed()
        }
        bus.on(ClientActivity.self, by: self) { status, activity in
            status.value.withLock { value in
                switch activity.event {
                case .cacheHit(_, _, let age):
                    value.cacheAge = age
                    value.retry = nil
                case .responseReceived:
                    value.cacheAge = nil
                    value.retry = nil
                case .requestStarted(_, _, 1, _):
                    // A new request: an earlier one's retries are over, however they ended.
                    value.retry = nil
                case .retrying(_, let attempt, let delay, let reason):
                    value.retry = HumanFormat.retry(attempt: attempt, delay: delay, reason: reason)
                default: break
                }
            }
            changed()
        }
    }
}
