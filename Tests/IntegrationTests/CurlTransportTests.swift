import Foundation
import Testing
import YouTubeAPI

/// The real libcurl transport against the emulator over loopback.
@Suite struct CurlTransportTests {
    static let key = "integration-key"

    private func videoURL(_ emulator: EmulatorProcess, id: String) -> URL {
        var components = URLComponents(url: emulator.baseURL.appendingPathComponent("youtube/v3/videos"),
                                       resolvingAgainstBaseURL: false)!
        components.queryItems = [.init(name: "part", value: "snippet,contentDetails,statistics"),
                                 .init(name: "id", value: id), .init(name: "key", value: Self.key)]
        return components.url!
    }

    /// A request's own bound stops the transfer as the body passes it (how pictures are bounded).
    @Test func aRequestsBodyBoundStopsTheTransfer() async throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let url = emulator.baseURL.appendingPathComponent("vi/abcdefghijk/maxresdefault.jpg")
        let transport = CurlTransport()
        let whole = try await transport.send(HTTPRequest(url: url))
        #expect(whole.status == 200 && whole.body.count > 2_000)
        await #expect(throws: TransportError.other(code: 23, message: "response larger than 2000 bytes")) {
            try await transport.send(HTTPRequest(url: url, maxBodyBytes: 2_000))
        }
    }

    @Test func twentyRequestsReuseConnectionsAndUseGzip() async throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let id = try #require(emulator.fixtures()["videoId"])
        let before = try #require(try emulator.stats()["connections"] as? Int)
        let transport = CurlTransport()
        var wire = 0
        var decoded = 0
        for _ in 0..<20 {
            let response = try await transport.send(HTTPRequest(url: videoURL(emulator, id: id)))
            #expect(response.status == 200)
            #expect(response.headers["content-encoding"] == "gzip")
            wire += response.wireBodyBytes
            decoded += response.body.count
        }
        #expect(wire < decoded, "gzip should put fewer bytes on the wire than the body has")
        let stats = try emulator.stats()
        let after = try #require(stats["connections"] as? Int)
        // The stats request itself arrives on a connection of its own.
        #expect(after - before - 1 <= 2)
        #expect(stats["gzipResponses"] as? Int == 20)
        #expect(transport.statistics.requests == 20)
        #expect(transport.statistics.connectionsOpened <= 2)
    }

    @Test func concurrentRequestsAllComplete() async throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--latency-ms", "20"])
        defer { emulator.stop() }
        let id = try #require(emulator.fixtures()["videoId"])
        let transport = CurlTransport()
        let url = videoURL(emulator, id: id)
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<16 { group.addTask { try await transport.send(HTTPRequest(url: url)).status } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 16))
    }

    @Test func slowAnswerTimesOut() async throws {
        let emulator = try EmulatorProcess.start(["--fault", "slow", "--fail-first", "1", "--slow-ms", "5000"])
        defer { emulator.stop() }
        var configuration = CurlTransport.Configuration()
        configuration.totalTimeout = 0.5
        let transport = CurlTransport(configuration: configuration)
        await #expect(throws: TransportError.timedOut(seconds: 0.5)) {
            try await transport.send(HTTPRequest(url: videoURL(emulator, id: "x")))
        }
    }

    @Test(arguments: ["reset", "truncated"])
    func brokenConnectionsAreConnectionLost(fault: String) async throws {
        let emulator = try EmulatorProcess.start(["--fault", fault, "--fail-first", "1"])
        defer { emulator.stop() }
        await #expect {
            try await CurlTransport().send(HTTPRequest(url: videoURL(emulator, id: "x")))
        } throws: { error in
            guard case .connectionLost = error as? TransportError else { return false }
            return true
        }
    }

    @Test func refusedConnectionIsCannotConnect() async throws {
        let emulator = try EmulatorProcess.start()
        let url = videoURL(emulator, id: "x")
        emulator.stop()
        await #expect {
            try await CurlTransport().send(HTTPRequest(url: url))
        } throws: { error in
            guard case .cannotConnect = error as? TransportError else { return false }
            return true
        }
    }
}
