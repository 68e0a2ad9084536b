import Synchronization

/// A signal given once, with a verdict, that any number of tasks wait for.
final class OneShotSignal: Sendable {
    private struct State {
        var verdict: Bool?
        var waiters: [CheckedContinuation<Bool, Never>] = []
    }

    private let state = Mutex(State())

    /// Gives the signal; later calls change nothing.
    func signal(_ verdict: Bool = true) {
        let waiters = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            guard state.verdict == nil else { return [] }
            state.verdict = verdict
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume(returning: verdict) }
    }

    /// The verdict, once the signal is given.
    func wait() async -> Bool {
        await withCheckedContinuation { continuation in
            let verdict = state.withLock { state -> Bool? in
                if state.verdict == nil { state.waiters.append(continuation) }
                return state.verdict
            }
            if let verdict { continuation.resume(returning: verdict) }
        }
    }
}
