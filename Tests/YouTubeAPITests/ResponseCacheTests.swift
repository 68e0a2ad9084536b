import Foundation
import Synchronization
import Testing

@testable import YouTubeAPI

/// A cache in memory, to watch what the client loads and saves.
final class MemoryCache: ResponseCache {
    private let entries = Mutex<[String: CachedResponse]>([:])

    func load(_ key: String) -> CachedResponse? { entries.withLock { $0[key] } }
    func save(_ response: CachedResponse, for key: String) { entries.withLock { $0[key] = response } }
    var all: [String: CachedResponse] { entries.withLock { $0 } }
}

/// A clock the test moves.
final class TestClock: Sendable {
    private let current: Mutex<Date>
    init(_ date: Date) { current = Mutex(date) }
    var now: Date { current.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

@Suite struct ResponseCacheTests {
    static let body = #"{"kind":"youtube#videoListResponse","items":[{"id":"abcdefghijk","snippet":{"title":"T"}}]}"#
    let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
    let cache = MemoryCache()

    private func client(_ transport: StubTransport, _ mode: CacheMode = .normal, log: EventLog = EventLog())
        -> YouTubeClient
    {
        let clock = clock
        return YouTubeClient(
            transport: transport, apiKey: "SECRET-KEY-123", root: URL(string: "http://127.0.0.1:1")!,
            observer: { log.record($0) }, cache: cache, cacheMode: mode, sleep: { _ in }, now: { clock.now })
    }

    @Test func aFreshEntryAnswersWithoutARequest() async throws {
        let first = StubTransport([.json(200, Self.body, headers: ["etag": "\"e1\""])])
        #expect(try await client(first).videos(ids: ["abcdefghijk"]).items.count == 1)
        #expect(cache.all.count == 1)
        #expect(cache.all.keys.allSatisfy { !$0.contains("SECRET-KEY-123") })

        clock.advance(CacheFreshness.seconds(for: "videos.list") - 1)
        let log = EventLog()
        let second = StubTransport([])  // any request fails the test
        #expect(try await client(second, log: log).videos(ids: ["abcdefghijk"]).items.first?.id == "abcdefghijk")
        #expect(second.requests.isEmpty)
        #expect(log.all.contains { if case .cacheHit(method: "videos.list", _, _) = $0 { true } else { false } })
        #expect(!log.all.contains { if case .quotaSpent = $0 { true } else { false } })
    }

    @Test func aStaleEntryIsRevalidatedAndA304KeepsItsBody() async throws {
        _ = try await client(StubTransport([.json(200, Self.body, headers: ["etag": "\"e1\""])]))
            .videos(ids: ["abcdefghijk"])
        clock.advance(CacheFreshness.seconds(for: "videos.list") + 1)
        let revalidate = StubTransport([.json(304, "")])
        let page = try await client(revalidate).videos(ids: ["abcdefghijk"])
        #expect(page.items.first?.snippet?.title == "T")
        #expect(revalidate.requests.first?.headers["If-None-Match"] == "\"e1\"")
        // The 304 made the entry fresh again.
        #expect(cache.all.values.first?.storedAt == clock.now)
        _ = try await client(StubTransport([])).videos(ids: ["abcdefghijk"])
    }

    @Test func aChangedAnswerReplacesTheEntry() async throws {
        _ = try await client(StubTransport([.json(200, Self.body, headers: ["etag": "\"e1\""])]))
            .videos(ids: ["abcdefghijk"])
        clock.advance(3600)
        let changed = Self.body.replacingOccurrences(of: "\"T\"", with: "\"New\"")
        let page = try await client(StubTransport([.json(200, changed, headers: ["etag": "\"e2\""])]))
            .videos(ids: ["abcdefghijk"])
        #expect(page.items.first?.snippet?.title == "New")
        #expect(cache.all.values.first?.etag == "\"e2\"")
    }

    @Test func refreshAsksEvenWhenFresh() async throws {
        _ = try await client(StubTransport([.json(200, Self.body, headers: ["etag": "\"e1\""])]))
            .videos(ids: ["abcdefghijk"])
        let refresh = StubTransport([.json(304, "")])
        #expect(try await client(refresh, .refresh).videos(ids: ["abcdefghijk"]).items.count == 1)
        #expect(refresh.requests.count == 1)
    }

    @Test func offlineMissIsAnErrorAndAStaleEntryIsUsed() async throws {
        await #expect(throws: APIError.notCached("videos.list id=abcdefghijk")) {
            try await client(StubTransport([]), .offline).videos(ids: ["abcdefghijk"])
        }
        _ = try await client(StubTransport([.json(200, Self.body)])).videos(ids: ["abcdefghijk"])
        clock.advance(30 * 86_400)
        #expect(try await client(StubTransport([]), .offline).videos(ids: ["abcdefghijk"]).items.count == 1)
    }

    @Test func anUnreadableCachedBodyIsFetchedAgainWithoutItsETag() async throws {
        let key = client(StubTransport([])).cacheKey(APIRequest.videos(ids: ["abcdefghijk"]))
        cache.save(CachedResponse(method: "videos.list", etag: "\"e1\"", storedAt: clock.now, body: Data("{".utf8)),
                   for: key)
        let transport = StubTransport([.json(200, Self.body, headers: ["etag": "\"e2\""])])
        #expect(try await client(transport).videos(ids: ["abcdefghijk"]).items.count == 1)
        #expect(transport.requests.first?.headers["If-None-Match"] == nil)
    }

    @Test func fileCacheRoundTripsAndTreatsAnotherKeyAsAMiss() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = FileResponseCache(directory: directory)
        let entry = CachedResponse(method: "search.list", etag: "\"x\"", storedAt: Date(timeIntervalSince1970: 5),
                                   body: Data("{\"a\":\n1}".utf8))
        files.save(entry, for: "root search?q=line\nbreak")
        #expect(files.load("root search?q=line\nbreak") == entry)
        #expect(files.load("root search?q=other") == nil)
        #expect(files.entries().map(\.method) == ["search.list"])
        let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        #expect(try files.clear() == 1)
        #expect(files.load("root search?q=line\nbreak") == nil)
    }
}
