import Synchronization

/// When each API request was served, for `/emulator/requests`, and how many were served at once.
///
/// Tests count round trips with it: two requests whose intervals overlap were in flight together.
/// Times are microseconds since the emulator started, from a monotonic clock. The log keeps the
/// latest `capacity` requests.
final class RequestLog: Sendable {
    struct Entry: Sendable {
        let method: String
        let path: String
        let start: Int
        var end: Int?
    }

    private struct State {
        /// The latest requests, oldest first; request `id` is at `id - firstId`.
        var entries: [Entry] = []
        var firstId = 0
        var inFlight = 0
        var maxInFlight = 0
    }

    static let capacity = 10_000
    private let origin = ContinuousClock.now
    private let state = Mutex(State())

    /// Records a request that arrived at `arrival`; the id it answers is passed to `finished(_:)`.
    func started(method: String, path: String, arrival: ContinuousClock.Instant) -> Int {
        let start = microseconds(at: arrival)
        return state.withLock { state in
            state.entries.append(Entry(method: method, path: path, start: start))
            if state.entries.count > Self.capacity {
                state.entries.removeFirst()
                state.firstId += 1
            }
            state.inFlight += 1
            state.maxInFlight = max(state.maxInFlight, state.inFlight)
            return state.firstId + state.entries.count - 1
        }
    }

    func finished(_ id: Int) {
        let now = microseconds(at: .now)
        state.withLock { state in
            state.inFlight -= 1
            let index = id - state.firstId
            if index >= 0 { state.entries[index].end = now }
        }
    }

    /// The most requests served at once since the start.
    var maxInFlight: Int { state.withLock { $0.maxInFlight } }

    /// The logged requests in the order the responder took them up (each `start` is when its
    /// request was read off the connection).
    var entries: [Entry] {
        state.withLock { $0.entries }
    }

    private func microseconds(at instant: ContinuousClock.Instant) -> Int {
        let elapsed = instant - origin
        return Int(elapsed.components.seconds) * 1_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000)
    }
}
