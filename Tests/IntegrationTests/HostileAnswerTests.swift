import Foundation
import Testing

/// A hostile or broken API, served by hand: ids carrying escape sequences, `Retry-After` values
/// that used to crash the run, and a `--timeout` small enough to round to libcurl's "no limit".
@Suite struct HostileAnswerTests {
    static let hostileVideoId = "AAAA\\u001b[31mRED\\u001b]0;ID-PWN\\u0007\\u001b[2J"
    static let linkChannelId = "UC\\u001b]8;;http://evil.example/\\u001b\\\\click\\u001b]8;;\\u001b\\\\"

    static func run(_ arguments: [String], _ server: FakeAPIServer, home: URL? = nil,
                    environment: [String: String] = [:]) throws -> CommandResult {
        var variables = ["YOUTUBE_API_KEY": "test-key", "YTCLONE_API_BASE": server.root]
        if let home { variables["YTCLONE_HOME"] = home.path }
        variables.merge(environment) { $1 }
        return try CommandRunner.ytclone(arguments, environment: variables, timeout: 120)
    }

    /// A chart page with one good video, one whose id is hostile and one whose channel id is.
    static func hostilePage() -> String {
        let items = [
            CraftedAnswers.video(hostileVideoId), CraftedAnswers.video(CraftedAnswers.videoId(1)),
            CraftedAnswers.video(CraftedAnswers.videoId(2), channelId: linkChannelId),
        ]
        return CraftedAnswers.listPage(kind: "youtube#videoListResponse", items: items, next: nil, total: 3)
    }

    @Test(arguments: [["feed", "--limit", "3"], ["feed", "--limit", "3", "--color", "always"],
                      ["feed", "--limit", "3", "--format", "tsv"]])
    func idsWithEscapesAreDroppedAndCountedInTheTrace(_ arguments: [String]) throws {
        let server = try FakeAPIServer { _ in .init(body: Self.hostilePage()) }
        let result = try Self.run(arguments + ["-v"], server)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("RED") && !result.stdout.contains("ID-PWN") && !result.stdout.contains("evil"))
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }
                || arguments.contains("always"), "raw escapes in \(result.stdout.debugDescription)")
        #expect(result.stdout.contains(CraftedAnswers.videoId(1)))
        #expect(!result.stdout.contains(CraftedAnswers.videoId(2)), "a video whose channel id is a link is dropped")
        #expect(result.stderr.contains("dropped: 2 items of videos.list with ids not shaped like YouTube's"))
        #expect(!result.stderr.contains("\u{1B}]"), "the trace itself carries no OSC")
    }

    @Test func aChannelWhoseIdCarriesALinkIsNotFound() throws {
        let channel = """
            {"kind":"youtube#channel","etag":"e","id":"\(Self.linkChannelId)",
             "snippet":{"title":"Evil","description":"","customUrl":"@evil","publishedAt":"2020-01-01T00:00:00Z"},
             "statistics":{"viewCount":"1","subscriberCount":"1","hiddenSubscriberCount":false,"videoCount":"1"},
             "contentDetails":{"relatedPlaylists":{"likes":"","uploads":"UUaaaaaaaaaaaaaaaaaaaaaa"}}}
            """
        let server = try FakeAPIServer { _ in
            .init(body: CraftedAnswers.listPage(kind: "youtube#channelListResponse", items: [channel], next: nil, total: 1))
        }
        let result = try Self.run(["channel", "@evil", "--limit", "1"], server)
        #expect(result.status == 66, "\(result.stdout)\(result.stderr)")
        #expect(!(result.stdout + result.stderr).unicodeScalars.contains { $0.value == 0x1B })
    }

    /// A 429 with `header` first, then the answer.
    static func retryServer(_ header: String, status: Int = 429) throws -> FakeAPIServer {
        let attempts = Counter()
        return try FakeAPIServer { request in
            if attempts.next() == 1 {
                let error = #"{"message":"slow down","domain":"usageLimits","reason":"rateLimitExceeded"}"#
                return .init(status: status, body: #"{"error":{"code":\#(status),"message":"slow down","errors":[\#(error)]}}"#,
                             headers: ["Retry-After": header, "Content-Type": "application/json"])
            }
            return .init(body: CraftedAnswers.videos([request.value("id") ?? ""]))
        }
    }

    @Test(arguments: ["-1e30", "-inf", "inf", "nan", "1e30", "-1", "1.5", "Sun, 06 Nov 1994 08:49:37 GMT", "soon"])
    func aRetryAfterThatIsNotSecondsIsIgnoredAndTheRunGoesOn(_ header: String) throws {
        let server = try Self.retryServer(header)
        let result = try Self.run(["video", CraftedAnswers.videoId(4), "--json"], server)
        #expect(result.status == 0, "Retry-After \(header): \(result.stderr)")
        #expect(server.requests.count == 2)
    }

    @Test func anEnormousRetryAfterIsClampedAndEndsTheRunWith75() throws {
        let server = try Self.retryServer("99999999999999999999999999")
        let result = try Self.run(["video", CraftedAnswers.videoId(4)], server)
        #expect(result.status == 75, "\(result.stderr)")
        #expect(result.stderr.contains("retry after 86400 s"), "\(result.stderr)")
        #expect(server.requests.count == 1)
    }

    @Test func theSmallestTimeoutIsAMillisecondNotNoLimit() throws {
        // Before, --timeout 0.0004 became 0 ms, libcurl's "no limit": a 2-second answer succeeded.
        let server = try FakeAPIServer { request in
            Thread.sleep(forTimeInterval: 2)
            return .init(body: CraftedAnswers.videos([request.value("id") ?? ""]))
        }
        let result = try Self.run(["video", CraftedAnswers.videoId(4), "--timeout", "0.001"], server)
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.contains("no answer within 0.001 seconds"), "\(result.stderr)")
    }
}
