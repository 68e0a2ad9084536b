import Dispatch
import Synchronization

/// Writes every `QuotaSpent` of a run to the quota ledger, so a run that fails half-way still
/// accounts for what it spent.
///
/// Records are gathered and written in one transaction on a queue of their own, not on the task
/// that made the request: a subscriptions refresh of a hundred channels makes one or two writes
/// instead of a hundred. The run closes the recorder on its way out (`close()`), which writes
/// whatever is still pending and waits for a batch the queue is writing: the ledger is complete
/// at a known point, before the process exits. A ledger that cannot be written does not stop the
/// run: the first failure is handed to `failed`, once.
///
/// ```swift
/// let recorder = QuotaRecorder(service: { QuotaService(ledger: try store(), budget: 10_000) },
///                              failed: { error in log.warning("quota not recorded: \(error)") })
/// recorder.listen(on: bus)
/// defer { recorder.close() }
/// ```
public final class QuotaRecorder: Sendable {
    private let service: @Sendable () throws -> QuotaService
    private let failed: @Sendable (any Error) -> Void
    private let queue = DispatchQueue(label: "ytclone.quota-ledger")
    private let state = Mutex(State())
    /// Held while a batch is written, so closing waits for one in progress.
    private let writing = Mutex(())

    private struct State {
        var pending: [QuotaSpent] = []
        /// A write of `pending` is on the queue.
        var scheduled = false
        var warned = false
        var closed = false
    }

    /// - Parameters:
    ///   - service: the ledger, opened on the first write (a run that spends nothing opens nothing).
    ///   - failed: told the first error that kept a batch out of the ledger; later ones are dropped.
    public init(service: @escaping @Sendable () throws -> QuotaService, failed: @escaping @Sendable (any Error) -> Void) {
        self.service = service
        self.failed = failed
    }

    /// Records each `QuotaSpent` on `bus` while the recorder exists.
    public func listen(on bus: EventBus) {
        bus.on(QuotaSpent.self, by: self) { recorder, spent in recorder.record(spent) }
    }

    /// Adds `spent` to the next batch; after `close()` it is dropped, as the run has ended.
    public func record(_ spent: QuotaSpent) {
        let schedule = state.withLock { state in
            guard !state.closed else { return false }
            state.pending.append(spent)
            defer { state.scheduled = true }
            return !state.scheduled
        }
        if schedule { queue.async { self.flush() } }
    }

    /// Writes what is pending, after any batch being written now, and records nothing more.
    /// Closing again does nothing.
    public func close() {
        state.withLock { $0.closed = true }
        flush()
    }

    private func flush() {
        writing.withLock { _ in
            let batch = state.withLock { state in
                defer {
                    state.pending = []
                    state.scheduled = false
                }
                return state.pending
            }
            guard !batch.isEmpty else { return }
            write(batch)
        }
    }

    private func write(_ batch: [QuotaSpent]) {
        do {
            try service().record(batch)
        } catch {
            let first = state.withLock { state in
                defer { state.warned = true }
                return !state.warned
            }
            if first { failed(error) }
        }
    }
}
