import Synchronization

/// Decides, request by request, whether an API request fails and how.
///
/// Precedence: faults armed at runtime (`POST /emulator/faults`), then `--fail-first`, then
/// `--fail-rate` (drawn from a generator seeded by `--seed`, so runs repeat exactly); `--fault`
/// alone makes every API request fail. Kinds cycle in the order given.
final class FaultInjector: Sendable {
    private struct State {
        var armedKind: FaultKind?
        var armedRemaining = 0
        /// Requests still to answer normally before the armed faults start.
        var armedAfter = 0
        var firstRemaining: Int
        var cycle = 0
        var random: UInt64
    }

    private let kinds: [FaultKind]
    private let failRate: Double
    private let always: Bool
    private let state: Mutex<State>

    init(kinds: [FaultKind]?, failFirst: Int, failRate: Double, seed: UInt64) {
        self.kinds = kinds ?? FaultKind.defaultCycle
        self.failRate = failRate
        always = kinds != nil && failFirst == 0 && failRate == 0
        state = Mutex(State(firstRemaining: failFirst, random: seed ^ 0xFA17_FA17_FA17_FA17))
    }

    /// Makes `count` API requests fail with `kind`, after answering the next `after` normally (to
    /// fail a run in its middle); `count` 0 disarms.
    func arm(_ kind: FaultKind, count: Int, after: Int = 0) {
        state.withLock { state in
            state.armedKind = count > 0 ? kind : nil
            state.armedRemaining = max(0, count)
            state.armedAfter = count > 0 ? max(0, after) : 0
        }
    }

    /// The fault for the next API request, if any.
    func next() -> FaultKind? {
        state.withLock { state in
            if state.armedRemaining > 0, let kind = state.armedKind {
                if state.armedAfter > 0 {
                    state.armedAfter -= 1
                    return nil
                }
                state.armedRemaining -= 1
                return kind
            }
            if state.firstRemaining > 0 {
                state.firstRemaining -= 1
                return nextInCycle(&state)
            }
            if failRate > 0 {
                state.random &+= 0x9E37_79B9_7F4A_7C15
                let draw = Double(Self.mix(state.random) >> 11) / Double(1 << 53)
                return draw < failRate ? nextInCycle(&state) : nil
            }
            return always ? nextInCycle(&state) : nil
        }
    }

    private func nextInCycle(_ state: inout State) -> FaultKind {
        defer { state.cycle += 1 }
        return kinds[state.cycle % kinds.count]
    }

    private static func mix(_ input: UInt64) -> UInt64 {
        var z = input
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
