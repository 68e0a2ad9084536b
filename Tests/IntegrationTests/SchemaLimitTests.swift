import Foundation
import Testing

/// Answers at the edges of the discovery schema, served by hand: counts at the top of the
/// `uint64` range, and lookups that return fewer items than the search named.
@Suite struct SchemaLimitTests {
    static let top = "18446744073709551615"

    static func run(_ arguments: [String], _ server: FakeAPIServer) throws -> CommandResult {
        try CommandRunner.ytclone(arguments + ["--api-base", server.root],
                                  environment: ["YOUTUBE_API_KEY": "test-key"], timeout: 60)
    }

    @Test func countsAtTheTopOfTheRangeAreShownWithEveryDigit() throws {
        let statistics = #"{"viewCount":"\#(Self.top)","likeCount":"9223372036854775808","commentCount":"0"}"#
        let server = try FakeAPIServer { request in
            .init(body: CraftedAnswers.videos([request.value("id") ?? ""], statistics: statistics))
        }
        let id = CraftedAnswers.videoId(7)
        let json = try Self.run(["video", id, "--json"], server)
        #expect(json.status == 0, "\(json.stderr)")
        let compact = json.stdout.filter { !$0.isWhitespace }
        #expect(compact.contains("\"viewCount\":\(Self.top)"), "\(json.stdout)")
        #expect(compact.contains("\"likeCount\":9223372036854775808"))

        let table = try Self.run(["video", id], server)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("18,446,744,073,709,551,615"), "\(table.stdout)")

        let tsv = try Self.run(["video", id, "--format", "tsv"], server)
        #expect(tsv.status == 0, "\(tsv.stderr)")
        #expect(tsv.stdout.contains(Self.top))
    }

    @Test func aCountOutsideTheRangeIsAnUnreadableAnswer() throws {
        let server = try FakeAPIServer { request in
            .init(body: CraftedAnswers.videos([request.value("id") ?? ""],
                                              statistics: #"{"viewCount":"18446744073709551616"}"#))
        }
        let result = try Self.run(["video", CraftedAnswers.videoId(7)], server)
        #expect(result.status == 70)
        #expect(result.stderr.hasPrefix("error: "))
    }

    @Test func aSearchResultTheLookupNoLongerReturnsKeepsItsSearchRow() throws {
        // Three results; the video lookup returns two (one went private in between).
        let server = try FakeAPIServer { request in
            switch request.path {
            case "/youtube/v3/search": .init(body: CraftedAnswers.searchPage([1, 2, 3], next: nil))
            default:
                .init(body: CraftedAnswers.videos([CraftedAnswers.videoId(1), CraftedAnswers.videoId(3)]))
            }
        }
        let result = try Self.run(["search", "q", "--json", "--limit", "3"], server)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.ids == [1, 2, 3].map(CraftedAnswers.videoId))
        let rows = (try result.json() as? [[String: Any]]) ?? []
        #expect(rows.count == 3)
        // The looked-up rows have their length; the missing one has what the search gave.
        #expect(rows[0]["durationSeconds"] as? Int == 242)
        #expect(rows[1]["title"] as? String == "Video 2")
        #expect(rows[1]["durationSeconds"] == nil || rows[1]["durationSeconds"] is NSNull)
    }
}
