import Testing

@testable import YTEmulator

@Suite struct PagingTests {
    let emulator = TestEmulator.shared

    @Test func mostPopularIsFourPagesOfFiftyDistinctVideos() throws {
        var ids: [String] = []
        var token: String?
        var pages = 0
        repeat {
            let target =
                "/youtube/v3/videos?part=id&chart=mostPopular&maxResults=50" + (token.map { "&pageToken=" + $0 } ?? "")
            let (status, json) = try emulator.get(target)
            #expect(status == 200)
            #expect(json["pageInfo"]?["totalResults"]?.intValue == 200)
            #expect((json["prevPageToken"] != nil) == (pages > 0))
            ids += TestEmulator.ids(json)
            token = json["nextPageToken"]?.stringValue
            pages += 1
        } while token != nil && pages < 10
        #expect(pages == 4)
        #expect(ids.count == 200)
        #expect(Set(ids).count == 200)
    }

    @Test func tokensAreTheRealProtobufShape() throws {
        let (_, first) = try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular")
        #expect(first["nextPageToken"]?.stringValue == "CAUQAA")
        let (_, second) = try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular&pageToken=CAUQAA")
        #expect(second["nextPageToken"]?.stringValue == "CAoQAA")
        #expect(second["prevPageToken"]?.stringValue == "CAUQAQ")
        let (_, back) = try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular&pageToken=CAUQAQ")
        #expect(TestEmulator.ids(back) == TestEmulator.ids(first))
    }

    /// Garbage, a direction other than 0/1, a message that is not ours, field 1 sent as bytes,
    /// a varint cut short, a message without offset, positions beyond the 200-video chart and
    /// a backward token at the very start.
    @Test(arguments: [
        "garbage!", "CAUQAg", "QURTSl9p", "CgEF", "CIU", "EAA", "=", "CMkBEAA", "CAAQAQ", "CJADEAA",
        "CAUQAAA", "C",
    ])
    func badPageTokenIsInvalidPageToken(token: String) throws {
        let (status, json) = try emulator.get("/youtube/v3/videos?part=id&chart=mostPopular&pageToken=\(token)")
        #expect(status == 400)
        #expect(TestEmulator.reason(json) == "invalidPageToken")
    }

    @Test func uploadsPlaylistListsTheChannelNewestFirstAndEndsWithoutNextToken() throws {
        let uploads = emulator.fixture("uploadsPlaylistId")
        var dates: [String] = []
        var token: String?
        var last = JSONValue.null
        repeat {
            let target =
                "/youtube/v3/playlistItems?part=contentDetails&playlistId=\(uploads)&maxResults=50"
                + (token.map { "&pageToken=" + $0 } ?? "")
            last = try emulator.get(target).json
            dates += (last["items"]?.arrayValue ?? []).compactMap {
                $0["contentDetails"]?["videoPublishedAt"]?.stringValue
            }
            token = last["nextPageToken"]?.stringValue
        } while token != nil
        #expect(dates.count == 64)
        #expect(last["prevPageToken"] != nil)
        let seconds = dates.compactMap(RFC3339.parse)
        #expect(seconds == seconds.sorted(by: >))
    }

    @Test func commentThreadTokensAreLongOpaqueAndNeverGoBack() throws {
        let video = emulator.fixture("videoWithManyComments")
        var seen: Set<String> = []
        var token: String?
        var pages = 0
        repeat {
            let target =
                "/youtube/v3/commentThreads?part=id&videoId=\(video)&maxResults=100"
                + (token.map { "&pageToken=" + $0 } ?? "")
            let json = try emulator.get(target).json
            #expect(json["prevPageToken"] == nil)
            #expect(json["pageInfo"]?["totalResults"]?.intValue == json["items"]?.arrayValue?.count)
            seen.formUnion(TestEmulator.ids(json))
            token = json["nextPageToken"]?.stringValue
            if let token { #expect(token.count >= 100) }
            pages += 1
        } while token != nil && pages < 10
        #expect(seen.count >= 250)
        #expect(pages == 4)
    }

    @Test func commentTokenFromAnotherVideoIsRejected() throws {
        let busy = emulator.fixture("videoWithManyComments")
        let token = try #require(
            try emulator.get("/youtube/v3/commentThreads?part=id&videoId=\(busy)").json["nextPageToken"]?.stringValue)
        let other = emulator.fixture("videoId")
        let (status, json) = try emulator.get("/youtube/v3/commentThreads?part=id&videoId=\(other)&pageToken=\(token)")
        #expect(status == 400)
        #expect(TestEmulator.reason(json) == "invalidPageToken")
    }

    @Test func repliesPageByParentWithOnlyResultsPerPage() throws {
        let thread = emulator.fixture("commentThreadWithReplies")
        let json = try emulator.get("/youtube/v3/comments?part=snippet&parentId=\(thread)&maxResults=10").json
        #expect(json["pageInfo"]?.keys == ["resultsPerPage"])
        #expect(json["items"]?.arrayValue?.count == 10)
        #expect(json["items"]?[0]?["snippet"]?["parentId"]?.stringValue == thread)
        #expect(json["nextPageToken"] != nil)
    }
}
