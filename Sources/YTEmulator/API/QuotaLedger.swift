import Synchronization

/// Counts one project's quota units the way the real API does: every keyed or authorized
/// request is charged, valid or not.
///
/// `legacy` charges `search.list` 100 units from the shared budget; `buckets` (the newer
/// documentation) counts each search as one call against its own 100-call bucket.
final class QuotaLedger: Sendable {
    private struct State {
        var units = 0
        var searchCalls = 0
    }

    static let searchBucketSize = 100

    let budget: Int
    let model: QuotaModel
    private let state = Mutex(State())

    init(budget: Int, model: QuotaModel) {
        self.budget = budget
        self.model = model
    }

    /// Charges `method`; `false` when the quota is already spent (nothing is charged then).
    func charge(_ method: APIMethod) -> Bool {
        state.withLock { state in
            if model == .buckets && method.id == "search.list" {
                guard state.searchCalls < Self.searchBucketSize else { return false }
                state.searchCalls += 1
                return true
            }
            let cost = method.cost
            guard state.units + cost <= budget else { return false }
            state.units += cost
            return true
        }
    }

    /// Units spent so far (in the buckets model, plus one per search call).
    var used: Int {
        state.withLock { $0.units + $0.searchCalls }
    }
}
