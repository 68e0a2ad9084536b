import Synchronization

/// Counters served at `/emulator/stats`; updated from request handlers and channel handlers.
final class ServerStats: Sendable {
    private struct State {
        var connections = 0
        var requests = 0
        var apiRequests = 0
        var gzipResponses = 0
        var notModified = 0
        var bytesSent = 0
        var byMethod: [String: Int] = [:]
    }

    private let state = Mutex(State())
    /// When each API request was served (`/emulator/requests`), and the most served at once.
    let log = RequestLog()

    func connectionAccepted() {
        state.withLock { $0.connections += 1 }
    }

    func requestReceived() {
        state.withLock { $0.requests += 1 }
    }

    /// Counts an API request and logs its arrival; the id it answers goes to `log.finished(_:)`.
    func apiRequest(method: String?, path: String, arrival: ContinuousClock.Instant) -> Int {
        state.withLock { state in
            state.apiRequests += 1
            if let method { state.byMethod[method, default: 0] += 1 }
        }
        return log.started(method: method ?? "unknown", path: path, arrival: arrival)
    }

    /// Records an API response as it went on the wire.
    func apiResponse(bodyBytes: Int, gzipped: Bool, notModified: Bool) {
        state.withLock { state in
            state.bytesSent += bodyBytes
            if gzipped { state.gzipResponses += 1 }
            if notModified { state.notModified += 1 }
        }
    }

    /// Ordered counters (with `quotaUsed` supplied by the emulator) and per-method counts.
    func snapshot(quotaUsed: Int) -> (counters: [(String, Int)], byMethod: [(String, Int)]) {
        state.withLock { state in
            (
                [
                    ("connections", state.connections), ("requests", state.requests),
                    ("apiRequests", state.apiRequests), ("maxInFlight", log.maxInFlight),
                    ("gzipResponses", state.gzipResponses), ("notModified", state.notModified),
                    ("quotaUsed", quotaUsed),
                    ("bytesSent", state.bytesSent),
                ],
                state.byMethod.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            )
        }
    }
}
