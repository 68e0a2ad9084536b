import Foundation
import Testing

/// The built `ytclone` binary against the emulator, as a person or a script would run it.
@Suite struct CLITests {
    static let key = "cli-test-key"

    private func run(_ emulator: EmulatorProcess, _ arguments: [String], key: String = CLITests.key,
                     environment: [String: String] = [:]) throws -> CommandResult {
        try CommandRunner.ytclone(
            arguments + ["--api-base", emulator.baseURL.absoluteString],
            environment: ["YOUTUBE_API_KEY": key].merging(environment) { $1 })
    }

    private func object(_ result: CommandResult) throws -> [String: Any] {
        try #require(try result.json() as? [String: Any], "stdout: \(result.stdout) stderr: \(result.stderr)")
    }

    @Test func feedJSONIsAnArrayOfVideos() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let result = try run(emulator, ["feed", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(try result.json() as? [[String: Any]])
        #expect(videos.count == 25)
        for video in videos {
            for key in ["id", "title", "channelId", "channelTitle", "durationSeconds", "viewCount", "likeCount",
                        "commentCount", "publishedAt", "url"] {
                #expect(video.keys.contains(key), "missing \(key)")
            }
        }
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

    @Test func videoJSONHasTheDetails() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let fixtures = try emulator.fixtures()
        let id = try #require(fixtures["videoId"])
        let video = try object(try run(emulator, ["video", id, "--json"]))
        #expect(video["id"] as? String == id)
        #expect((video["title"] as? String)?.isEmpty == false)
        #expect((video["channelTitle"] as? String)?.isEmpty == false)
        #expect(video["durationSeconds"] is Int)
        #expect(video["viewCount"] is Int)
        #expect(video["commentCount"] is Int)

        let hidden = try object(try run(emulator, ["video", try #require(fixtures["videoWithHiddenLikes"]), "--json"]))
        #expect(hidden["likeCount"] is NSNull)
        #expect(hidden["viewCount"] is Int)

        let live = try object(try run(emulator, ["video", try #require(fixtures["liveVideo"]), "--json"]))
        #expect(live["durationSeconds"] as? Int == 0)

        let disabled = try object(try run(emulator, ["video", try #require(fixtures["videoWithCommentsDisabled"]), "--json"]))
        #expect(disabled["commentCount"] is NSNull)
    }

    @Test func videoAcceptsPastedURLs() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let id = try #require(try emulator.fixtures()["videoId"])
        for url in ["https://youtu.be/\(id)?si=x", "https://www.youtube.com/watch?v=\(id)&t=3",
                    "youtube.com/shorts/\(id)"] {
            let video = try object(try run(emulator, ["video", url, "--json"]))
            #expect(video["id"] as? String == id)
        }
    }

    @Test func tableFitsTheColumnsAndEndsWithTheNextPage() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let result = try run(emulator, ["feed", "--limit", "5"], environment: ["COLUMNS": "70"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.first?.contains("TITLE") == true)
        for line in lines { #expect(line.count <= 70, "too wide: \(line)") }
        #expect(!result.stderr.contains("more:"), "a hint is for a terminal, not a pipe")
    }

    @Test func ndjsonIsOneObjectPerLine() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let result = try run(emulator, ["feed", "--format", "ndjson", "--limit", "7"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 7)
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    @Test func hostileTextNeverReachesTheTerminal() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let fixtures = try emulator.fixtures()
        for name in ["videoWithHostileTitle", "videoWithRTLTitle", "videoWithHTMLTitle", "videoWithEmojiTitle"] {
            let result = try run(emulator, ["video", try #require(fixtures[name])])
            #expect(result.status == 0, "\(result.stderr)")
            let bad = result.stdout.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                    || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            }
            #expect(bad.isEmpty, "\(name) leaked \(bad.map { String($0.value, radix: 16) })")
        }
    }

    @Test func verboseTracesRequestsWithoutTheKey() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let result = try run(emulator, ["feed", "--limit", "3", "-v"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("videos.list"))
        #expect(result.stderr.contains("key=REDACTED"))
        #expect(!result.stderr.contains(Self.key))
        #expect(!result.stdout.contains(Self.key))
    }

    @Test func transientFailuresAreRetried() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--fault", "500,503", "--fail-first", "2"])
        defer { emulator.stop() }
        let result = try run(emulator, ["feed", "--json", "--limit", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try result.json() as? [Any])?.count == 3)
    }
}
