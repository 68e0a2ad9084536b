import Foundation
import Synchronization
import YTEmulator
import YouTubeAPI

/// The YouTube API of an in-process run: the emulator's catalog and rules, answered in memory,
/// with no socket and no process. Every request is kept for a test to look at.
final class InMemoryAPI: HTTPTransport {
    static let key = "in-memory-test-key"

    let emulator: Emulator
    private let log = Mutex<[HTTPRequest]>([])
    private let statuses = Mutex<[Int]>([])

    /// A strict emulator (it refuses what the documentation calls unsupported) that accepts only
    /// `InMemoryAPI.key`.
    init(seed: UInt64 = 1) {
        let day = EmulatorConfiguration.epochDay(fromISODate: "2026-11-01")!
        emulator = Emulator(configuration: EmulatorConfiguration(seed: seed, apiKey: Self.key, epochDay: day,
                                                                 strict: true))
    }

    /// An API over an existing emulator, such as one whose catalog several tests share; the
    /// requests are still this instance's own.
    init(emulator: Emulator) {
        self.emulator = emulator
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        log.withLock { $0.append(request) }
        var target = request.url.path
        if let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQuery {
            target += "?" + query
        }
        // A write's method and body reach the emulator as a server's would hand them over.
        let answer = emulator.handle(EmulatorRequest(method: request.method, target: target, headers: request.headers,
                                                     body: Array(request.body ?? Data())))
        statuses.withLock { $0.append(answer.status) }
        let headers = Dictionary(answer.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
        return HTTPResponse(status: answer.status, headers: headers, body: Data(answer.body))
    }

    /// The requests sent so far, oldest first.
    var requests: [HTTPRequest] {
        log.withLock { $0 }
    }

    /// How many answers had `status` (304 when an ETag still matched).
    func answers(status: Int) -> Int {
        statuses.withLock { $0.filter { $0 == status }.count }
    }

    /// The API methods asked so far (`videos`, `search`…), by the last part of each path.
    var methods: [String] {
        requests.map(\.url.lastPathComponent)
    }

    /// A catalog id tests can rely on (`videoId`, `channelId`, `playlistId`…).
    func fixture(_ name: String) -> String {
        emulator.fixtures.first { $0.name == name }!.value
    }
}
