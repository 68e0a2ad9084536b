import Foundation
import Synchronization
import Testing
import YTCore
import YTImages
import YouTubeAPI

/// Answers from a script, recording each request.
final class ScriptedTransport: HTTPTransport {
    let answers: Mutex<[String: [HTTPResponse]]>
    let sent = Mutex<[HTTPRequest]>([])

    init(_ answers: [String: [HTTPResponse]]) { self.answers = Mutex(answers) }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        sent.withLock { $0.append(request) }
        return answers.withLock { answers in
            let url = request.url.absoluteString
            guard var queue = answers[url], !queue.isEmpty else { return HTTPResponse(status: 404, body: Data()) }
            let next = queue.removeFirst()
            answers[url] = queue.isEmpty ? [next] : queue  // the last answer repeats
            return next
        }
    }

    var count: Int { sent.withLock { $0.count } }
}

@Suite struct ImageLoaderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")

    func loader(_ transport: ScriptedTransport, limit: Int = ImageLoader.defaultLimit, clock: TestClock = TestClock(),
                mode: CacheMode = .normal) -> ImageLoader {
        ImageLoader(transport: transport, cache: FileResponseCache(directory: folder), limit: limit, mode: mode,
                    now: { clock.now }, sleep: { _ in })
    }

    @Test func aSecondLoadIsAnsweredByTheCache() async throws {
        let jpeg = try Fixtures.jpeg(width: 120, height: 90)
        let url = "http://127.0.0.1:9/vi/abc/default.jpg"
        let transport = ScriptedTransport([url: [HTTPResponse(status: 200, headers: ["etag": "\"v1\""], body: jpeg)]])
        #expect(try await loader(transport).bytes(at: url) == jpeg)
        #expect(try await loader(transport).bytes(at: url) == jpeg)
        #expect(transport.count == 1)
        // The transfer itself is bounded: a larger body stops arriving at the bound.
        #expect(transport.sent.withLock { $0.first?.maxBodyBytes } == PictureLimits.default.maxBytes)
        // Files are the user's alone.
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aStaleImageIsRevalidatedAndA304KeepsItsBytes() async throws {
        let jpeg = try Fixtures.jpeg(width: 120, height: 90)
        let url = "http://127.0.0.1:9/vi/abc/mqdefault.jpg"
        let transport = ScriptedTransport([url: [
            HTTPResponse(status: 200, headers: ["etag": "\"v1\"", "last-modified": "Mon, 02 Nov 2026 10:00:00 GMT"], body: jpeg),
            HTTPResponse(status: 304, body: Data()),
        ]])
        let clock = TestClock()
        _ = try await loader(transport, clock: clock).bytes(at: url)
        clock.advance(ImageLoader.freshness + 1)
        #expect(try await loader(transport, clock: clock).bytes(at: url) == jpeg)
        let second = try #require(transport.sent.withLock { $0.last })
        #expect(second.headers["If-None-Match"] == "\"v1\"")
        #expect(second.headers["If-Modified-Since"] == "Mon, 02 Nov 2026 10:00:00 GMT")
    }

    @Test func theCacheStaysUnderItsBoundAndKeepsWhatWasUsedLast() async throws {
        let jpeg = try Fixtures.jpeg(width: 160, height: 90)
        let urls = (0..<12).map { "http://127.0.0.1:9/vi/v\($0)/default.jpg" }
        let transport = ScriptedTransport(Dictionary(uniqueKeysWithValues: urls.map { ($0, [HTTPResponse(status: 200, body: jpeg)]) }))
        let limit = jpeg.count * 4 + 2_000
        let loader = loader(transport, limit: limit)
        _ = try await loader.bytes(at: urls[0])
        for url in urls.dropFirst() {
            try await Task.sleep(for: .milliseconds(5))  // distinct modification times
            _ = try await loader.bytes(at: urls[0])  // kept in use
            _ = try await loader.bytes(at: url)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let total = try names.reduce(0) {
            $0 + ((try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent($1).path)[.size] as? Int) ?? 0)
        }
        #expect(total <= limit)
        #expect(names.count >= 2 && names.count < urls.count)
        let before = transport.count
        _ = try await loader.bytes(at: urls[0])
        _ = try await loader.bytes(at: urls[11])
        #expect(transport.count == before)  // the most recently used stayed
    }

    @Test func whatIsNotAnImageIsNeitherReturnedNorStored() async throws {
        let url = "http://127.0.0.1:9/vi/abc/hqdefault.jpg"
        let transport = ScriptedTransport([url: [HTTPResponse(status: 200, body: Data("<html>".utf8))]])
        await #expect(throws: ImageLoadError.notAnImage(url)) { try await loader(transport).bytes(at: url) }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? true)
        await #expect(throws: ImageLoadError.notAnImageURL("file:///etc/passwd")) {
            try await loader(transport).bytes(at: "file:///etc/passwd")
        }
    }

    @Test func aServerErrorIsRetriedAndOfflineUsesOnlyTheCache() async throws {
        let jpeg = try Fixtures.jpeg(width: 120, height: 90)
        let url = "http://127.0.0.1:9/vi/abc/default.jpg"
        let transport = ScriptedTransport([url: [HTTPResponse(status: 503, body: Data()), HTTPResponse(status: 200, body: jpeg)]])
        await #expect(throws: ImageLoadError.notCached(url)) { try await loader(transport, mode: .offline).bytes(at: url) }
        #expect(transport.count == 0)
        #expect(try await loader(transport).bytes(at: url) == jpeg)
        #expect(transport.count == 2)
        #expect(try await loader(transport, mode: .offline).bytes(at: url) == jpeg)
    }

    @Test func manyAtOnceLeaveOutTheFailures() async throws {
        let jpeg = try Fixtures.jpeg(width: 120, height: 90)
        let good = (0..<8).map { "http://127.0.0.1:9/vi/g\($0)/default.jpg" }
        let transport = ScriptedTransport(Dictionary(uniqueKeysWithValues: good.map { ($0, [HTTPResponse(status: 200, body: jpeg)]) }))
        let found = await loader(transport).bytes(at: good + ["http://127.0.0.1:9/missing.jpg"])
        #expect(found.count == 8)
    }
}

/// A clock the test moves.
final class TestClock: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { date.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
}
