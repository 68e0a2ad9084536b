import Foundation
import Synchronization

/// The quota ledger as a circuit breaker: once the day's spending would pass the budget, the run
/// sends no further request, whatever loop asks for one.
///
/// The day's spending is read from the ledger before the run's first request; every request
/// admitted after that is added at once (it will be charged whether or not its answer is of any
/// use), so concurrent requests cannot slip past the budget together.
public final class QuotaBreaker: Sendable {
    private let today: @Sendable () throws -> QuotaReport
    private let state = Mutex<State>(State())

    private struct State {
        /// Read once, before the first request; `nil` until then.
        var report: QuotaReport?
        /// Units admitted during this run.
        var admitted = 0
        /// The ledger could not be read: the breaker lets requests through (the ledger's own
        /// warning says it cannot be written either).
        var unreadable = false
    }

    /// - Parameter today: the ledger's spending today and the budget (`QuotaService.today`).
    public init(today: @escaping @Sendable () throws -> QuotaReport) {
        self.today = today
    }

    /// Admits a request that costs `units`, or refuses it.
    ///
    /// - Throws: `CoreError.quotaBudgetSpent` when the ledger and this run's requests already
    ///   leave fewer than `units` of the budget.
    public func admit(units: Int) throws {
        try state.withLock { state in
            if state.report == nil && !state.unreadable {
                do { state.report = try today() } catch { state.unreadable = true }
            }
            guard let report = state.report else { return }
            let used = report.used + state.admitted
            guard used + units <= report.budget else {
                throw CoreError.quotaBudgetSpent(used: used, budget: report.budget, resetsAt: report.day.resetsAt)
            }
            state.admitted += units
        }
    }
}
