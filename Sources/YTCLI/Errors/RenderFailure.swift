import Synchronization

/// The first error a renderer met inside a view-model subscription. Subscription handlers cannot
/// throw, so they hand their work to `capture`; the command calls `check()` once the view-model's
/// call has returned, and the failure reaches the exit status instead of being swallowed.
final class RenderFailure: Sendable {
    private let first = Mutex<(any Error)?>(nil)

    func capture(_ body: () throws -> Void) {
        do { try body() } catch { first.withLock { $0 = $0 ?? error } }
    }

    /// Throws the first captured error, if any.
    func check() throws {
        if let error = first.withLock({ $0 }) { throw error }
    }
}
