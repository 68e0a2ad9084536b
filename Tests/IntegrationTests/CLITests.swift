import Foundation
import Testing

/// The built `ytclone` binary against the emulator over HTTP: what libcurl's connections and the
/// wire's faults show (the rest of these runs are in-process `CommandTests/CLITests`).
@Suite struct CLITests {
    static let key = "cli-test-key"

    private func run(_ emulator: EmulatorProcess, _ arguments: [String], key: String = CLITests.key,
                     environment: [String: String] = [:]) throws -> CommandResult {
        try CommandRunner.ytclone(
            arguments + ["--api-base", emulator.baseURL.absoluteString],
            environment: ["YOUTUBE_API_KEY": key].merging(environment) { $1 })
    }

    @Test func feedLimitWalksPagesToDistinctVideos() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let result = try run(emulator, ["feed", "--json", "--limit", "120"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(try result.json() as? [[String: Any]])
        let ids = Set(videos.compactMap { $0["id"] as? String })
        #expect(videos.count == 120)
        #expect(ids.count == 120)
        let stats = try emulator.stats()
        let byMethod = try #require(stats["byMethod"] as? [String: Any])
        #expect(byMethod["videos.list"] as? Int == 3)
        // One connection for ytclone's three requests, one for this stats request.
        #expect(stats["connections"] as? Int == 2)
    }

    @Test func transientFailuresAreRetried() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--fault", "500,503", "--fail-first", "2"])
        defer { emulator.stop() }
        let result = try run(emulator, ["feed", "--json", "--limit", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try result.json() as? [Any])?.count == 3)
    }
}
