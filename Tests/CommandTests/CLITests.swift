import Foundation
import Testing

/// The commands in process against the catalog, as a person or a script would run them.
@Suite struct CLITests {
    private func object(_ result: CommandHome.Result) throws -> [String: Any] {
        try #require(result.object, "stdout: \(result.stdout) stderr: \(result.stderr)")
    }

    @Test func feedJSONIsAnArrayOfVideos() async throws {
        let home = CommandHome.today()
        let result = await home.run(["feed", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(try result.json as? [[String: Any]])
        #expect(videos.count == 25)
        for video in videos {
            for key in ["id", "title", "channelId", "channelTitle", "durationSeconds", "viewCount", "likeCount",
                        "commentCount", "publishedAt", "url"] {
                #expect(video.keys.contains(key), "missing \(key)")
            }
        }
    }

    @Test func videoJSONHasTheDetails() async throws {
        let home = CommandHome.today()
        let id = home.api.fixture("videoId")
        let video = try object(await home.run(["video", id, "--json"]))
        #expect(video["id"] as? String == id)
        #expect((video["title"] as? String)?.isEmpty == false)
        #expect((video["channelTitle"] as? String)?.isEmpty == false)
        #expect(video["durationSeconds"] is Int)
        #expect(video["viewCount"] is Int)
        #expect(video["commentCount"] is Int)

        let hidden = try object(await home.run(["video", home.api.fixture("videoWithHiddenLikes"), "--json"]))
        #expect(hidden["likeCount"] is NSNull)
        #expect(hidden["viewCount"] is Int)

        let live = try object(await home.run(["video", home.api.fixture("liveVideo"), "--json"]))
        #expect(live["durationSeconds"] as? Int == 0)

        let disabled = try object(await home.run(["video", home.api.fixture("videoWithCommentsDisabled"), "--json"]))
        #expect(disabled["commentCount"] is NSNull)
    }

    @Test func videoAcceptsPastedURLs() async throws {
        let home = CommandHome.today()
        let id = home.api.fixture("videoId")
        for url in ["https://youtu.be/\(id)?si=x", "https://www.youtube.com/watch?v=\(id)&t=3",
                    "youtube.com/shorts/\(id)"] {
            let video = try object(await home.run(["video", url, "--json"]))
            #expect(video["id"] as? String == id)
        }
    }

    @Test func tableFitsTheColumnsAndEndsWithTheNextPage() async throws {
        let home = CommandHome.today()
        home.environment["COLUMNS"] = "70"
        let result = await home.run(["feed", "--limit", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.first?.contains("TITLE") == true)
        for line in lines { #expect(line.count <= 70, "too wide: \(line)") }
        #expect(!result.stderr.contains("more:"), "a hint is for a terminal, not a pipe")
    }

    @Test func ndjsonIsOneObjectPerLine() async throws {
        let home = CommandHome.today()
        let result = await home.run(["feed", "--format", "ndjson", "--limit", "7"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 7)
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    @Test func hostileTextNeverReachesTheTerminal() async throws {
        let home = CommandHome.today()
        for name in ["videoWithHostileTitle", "videoWithRTLTitle", "videoWithHTMLTitle", "videoWithEmojiTitle"] {
            let result = await home.run(["video", home.api.fixture(name)])
            #expect(result.status == 0, "\(result.stderr)")
            let bad = result.stdout.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                    || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
            }
            #expect(bad.isEmpty, "\(name) leaked \(bad.map { String($0.value, radix: 16) })")
        }
    }

    @Test func verboseTracesRequestsWithoutTheKey() async throws {
        let home = CommandHome.today()
        let result = await home.run(["feed", "--limit", "3", "-v"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("videos.list"))
        #expect(result.stderr.contains("key=REDACTED"))
        #expect(!result.stderr.contains(InMemoryAPI.key))
        #expect(!result.stdout.contains(InMemoryAPI.key))
    }
}
