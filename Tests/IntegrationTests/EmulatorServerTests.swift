import Foundation
import Testing

/// Drives the built `yt-emulator` binary over real sockets.
@Suite struct EmulatorServerTests {
    static let videos = "/youtube/v3/videos?part=snippet&chart=mostPopular&key=k"

    @Test func printsItsPortAndServesOnIt() throws {
        let emulator = try EmulatorProcess.start(["--epoch", "2025-11-22"])
        defer { emulator.stop() }
        #expect((1...65_535).contains(emulator.port))
        let response = try RawHTTPConnection.fetch(port: emulator.port, "GET", Self.videos)
        #expect(response.status == 200)
        #expect(try emulator.fixtures()["videoId"]?.count == 11)
    }

    @Test func gzipOnlyWhenAcceptEncodingAndUserAgentBothAsk() throws {
        let emulator = try EmulatorProcess.start()
        defer { emulator.stop() }
        let cases: [([String: String], Bool)] = [
            ([:], false), (["Accept-Encoding": "gzip"], false), (["User-Agent": "app (gzip)"], false),
            (["Accept-Encoding": "gzip, deflate", "User-Agent": "app (gzip)"], true),
        ]
        let connection = try RawHTTPConnection(port: emulator.port)
        var plain: [UInt8] = []
        for (headers, compressed) in cases {
            connection.send("GET", Self.videos, headers: headers)
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect((response.headers["content-encoding"] == "gzip") == compressed, "\(headers)")
            #expect(response.headers["vary"]?.contains("Accept-Encoding") == true)
            if compressed {
                #expect(Array(response.body.prefix(2)) == [0x1F, 0x8B])
                #expect(response.body.count < plain.count)
                #expect(try Self.gunzip(response.body) == plain)
            } else {
                plain = response.body
            }
        }
        #expect(try emulator.stats()["gzipResponses"] as? Int == 1)
    }

    @Test func keepAliveServesManyRequestsOnOneConnection() throws {
        let emulator = try EmulatorProcess.start()
        defer { emulator.stop() }
        let connection = try RawHTTPConnection(port: emulator.port)
        for page in 0..<5 {
            connection.send("GET", Self.videos + "&maxResults=\(page + 1)")
            #expect(try connection.readResponse().status == 200)
        }
        connection.send("GET", "/emulator/stats")
        let stats = try JSONSerialization.jsonObject(with: Data(connection.readResponse().body)) as? [String: Any]
        #expect(stats?["connections"] as? Int == 1)
        #expect(stats?["requests"] as? Int == 6)
        #expect(stats?["apiRequests"] as? Int == 5)
    }

    @Test func resetFaultClosesWithoutAnyResponse() throws {
        let emulator = try EmulatorProcess.start(["--fail-first", "1", "--fault", "reset"])
        defer { emulator.stop() }
        let connection = try RawHTTPConnection(port: emulator.port)
        connection.send("GET", Self.videos)
        #expect(throws: RawHTTPConnection.Failure.self) { try connection.readResponse() }
        #expect(try connection.readToEnd().isEmpty)
        #expect(try RawHTTPConnection.fetch(port: emulator.port, "GET", Self.videos).status == 200)
    }

    @Test func truncatedFaultSendsLessThanContentLengthPromises() throws {
        let emulator = try EmulatorProcess.start(["--fail-first", "1", "--fault", "truncated"])
        defer { emulator.stop() }
        let connection = try RawHTTPConnection(port: emulator.port)
        connection.send("GET", Self.videos)
        do {
            _ = try connection.readResponse()
            Issue.record("a truncated response was read in full")
        } catch RawHTTPConnection.Failure.closedEarly(let received, let expected) {
            #expect(received > 0)
            #expect(received < expected)
        }
    }

    @Test func malformedFaultIsA200ThatIsNotJSON() throws {
        let emulator = try EmulatorProcess.start(["--fail-first", "1", "--fault", "malformed"])
        defer { emulator.stop() }
        let response = try RawHTTPConnection.fetch(port: emulator.port, "GET", Self.videos)
        #expect(response.status == 200)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(response.body)) }
    }

    @Test func failFirstCyclesKindsAndSendsRetryAfter() throws {
        let emulator = try EmulatorProcess.start(["--fail-first", "3", "--fault", "429,503", "--retry-after", "7"])
        defer { emulator.stop() }
        let responses = try (0..<4).map { _ in try RawHTTPConnection.fetch(port: emulator.port, "GET", Self.videos) }
        #expect(responses.map(\.status) == [429, 503, 429, 200])
        #expect(responses[0].headers["retry-after"] == "7")
        #expect(try emulator.stats()["quotaUsed"] as? Int == 1)
    }

    @Test func faultsNeverTouchTheControlEndpoints() throws {
        let emulator = try EmulatorProcess.start(["--fault", "500"])
        defer { emulator.stop() }
        #expect(try RawHTTPConnection.fetch(port: emulator.port, "GET", Self.videos).status == 500)
        #expect(try emulator.fixtures().isEmpty == false)
        #expect(try emulator.stats()["apiRequests"] as? Int == 1)
    }

    @Test func postedFaultsFailExactlyCountRequests() throws {
        let emulator = try EmulatorProcess.start()
        defer { emulator.stop() }
        let arm = try RawHTTPConnection.fetch(
            port: emulator.port, "POST", "/emulator/faults", body: Array(#"{"kind":"quota","count":2}"#.utf8))
        #expect(arm.status == 204)
        let statuses = try (0..<3).map { _ in try RawHTTPConnection.fetch(port: emulator.port, "GET", Self.videos) }
        #expect(statuses.map(\.status) == [403, 403, 200])
        #expect(String(decoding: statuses[0].body, as: UTF8.self).contains("quotaExceeded"))
        _ = try RawHTTPConnection.fetch(
            port: emulator.port, "POST", "/emulator/faults", body: Array(#"{"kind":"503","count":5}"#.utf8))
        _ = try RawHTTPConnection.fetch(
            port: emulator.port, "POST", "/emulator/faults", body: Array(#"{"kind":"503","count":0}"#.utf8))
        #expect(try RawHTTPConnection.fetch(port: emulator.port, "GET", Self.videos).status == 200)
        let bad = try RawHTTPConnection.fetch(
            port: emulator.port, "POST", "/emulator/faults", body: Array(#"{"kind":"nope","count":1}"#.utf8))
        #expect(bad.status == 400)
    }

    @Test func statsCountWhatWasServed() throws {
        let emulator = try EmulatorProcess.start(["--api-key", "secret"])
        defer { emulator.stop() }
        let connection = try RawHTTPConnection(port: emulator.port)
        let target = "/youtube/v3/videos?part=id&chart=mostPopular&key=secret"
        connection.send("GET", target)
        let first = try connection.readResponse()
        let etag = try #require(first.headers["etag"])
        connection.send("GET", target, headers: ["If-None-Match": etag])
        let second = try connection.readResponse()
        connection.send("GET", "/youtube/v3/search?part=id&key=secret")
        let third = try connection.readResponse()
        connection.send("GET", "/youtube/v3/search?part=id&key=wrong")
        let fourth = try connection.readResponse()
        #expect([first, second, third, fourth].map(\.status) == [200, 304, 200, 400])
        let stats = try emulator.stats()
        #expect(stats["notModified"] as? Int == 1)
        #expect(stats["quotaUsed"] as? Int == 102)
        #expect(stats["apiRequests"] as? Int == 4)
        #expect(stats["bytesSent"] as? Int == [first, second, third, fourth].map(\.body.count).reduce(0, +))
        let byMethod = stats["byMethod"] as? [String: Any]
        #expect(byMethod?["videos.list"] as? Int == 2)
        #expect(byMethod?["search.list"] as? Int == 2)
    }

    private static func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }
}
