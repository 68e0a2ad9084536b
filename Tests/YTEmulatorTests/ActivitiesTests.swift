import Foundation
import Testing

@testable import YTEmulator

/// `activities.list`: one upload activity per video of the channel, newest first.
@Suite struct ActivitiesTests {
    let emulator = TestEmulator.shared

    private var channel: String { emulator.fixture("channelId") }

    /// Every item of a listing, following `nextPageToken`, and the number of pages.
    private func walk(_ first: String) throws -> (items: [JSONValue], pages: Int, last: JSONValue) {
        var items: [JSONValue] = []
        var token: String?
        var pages = 0
        var last = JSONValue.null
        repeat {
            let (status, json) = try emulator.get(first + (token.map { "&pageToken=" + $0 } ?? ""))
            #expect(status == 200, "\(TestEmulator.message(json))")
            items += json["items"]?.arrayValue ?? []
            #expect((json["prevPageToken"] != nil) == (pages > 0))
            token = json["nextPageToken"]?.stringValue
            last = json
            pages += 1
        } while token != nil && pages < 100
        return (items, pages, last)
    }

    @Test func pagesThroughEveryUploadNewestFirstLikeTheUploadsPlaylist() throws {
        let activities = try walk("/youtube/v3/activities?part=snippet,contentDetails&channelId=\(channel)&maxResults=7")
        let uploads = try walk(
            "/youtube/v3/playlistItems?part=contentDetails&playlistId=\(emulator.fixture("uploadsPlaylistId"))&maxResults=50")
        let videoIds = activities.items.compactMap { $0["contentDetails"]?["upload"]?["videoId"]?.stringValue }
        let uploadIds = uploads.items.compactMap { $0["contentDetails"]?["videoId"]?.stringValue }
        #expect(videoIds.count == 64)
        #expect(videoIds == uploadIds)
        #expect(activities.pages == (64 + 6) / 7)
        #expect(activities.last["nextPageToken"] == nil)
        #expect(activities.last["pageInfo"]?["totalResults"]?.intValue == 64)
        let dates = activities.items.compactMap { $0["snippet"]?["publishedAt"]?.stringValue }
        let seconds = dates.compactMap(RFC3339.parse)
        #expect(seconds.count == 64)
        #expect(seconds == seconds.sorted(by: >))
        // Ids are unique, standard base64 of decimal digits, as Google's are.
        let ids = activities.items.compactMap { $0["id"]?.stringValue }
        #expect(Set(ids).count == 64)
        for id in ids {
            let digits = try #require(Base64.decode(id))
            #expect(digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        }
    }

    @Test func anActivityIsShapedLikeTheRealOnes() throws {
        let json = try emulator.get("/youtube/v3/activities?part=snippet,contentDetails&channelId=\(channel)&maxResults=1").json
        #expect(json.keys == ["kind", "etag", "nextPageToken", "pageInfo", "items"])
        #expect(json["kind"]?.stringValue == "youtube#activityListResponse")
        #expect(json["nextPageToken"]?.stringValue == "CAEQAA")
        #expect(json["pageInfo"]?.keys == ["totalResults", "resultsPerPage"])
        let item = try #require(json["items"]?[0])
        #expect(item.keys == ["kind", "etag", "id", "snippet", "contentDetails"])
        #expect(item["kind"]?.stringValue == "youtube#activity")
        let snippet = try #require(item["snippet"])
        #expect(snippet.keys == ["publishedAt", "channelId", "title", "description", "thumbnails", "channelTitle", "type"])
        #expect(snippet["type"]?.stringValue == "upload")
        #expect(snippet["channelId"]?.stringValue == channel)
        #expect(snippet["publishedAt"]?.stringValue?.hasSuffix("+00:00") == true)
        let videoId = try #require(item["contentDetails"]?["upload"]?["videoId"]?.stringValue)
        #expect(item["contentDetails"]?.keys == ["upload"])
        // Title, description, thumbnails and channel title are the video's own.
        let video = try #require(
            try emulator.get("/youtube/v3/videos?part=snippet&id=\(videoId)").json["items"]?[0]?["snippet"])
        for key in ["title", "description", "thumbnails", "channelTitle", "channelId"] {
            #expect(snippet[key] == video[key], "\(key)")
        }
        #expect(RFC3339.parse(snippet["publishedAt"]?.stringValue ?? "") == RFC3339.parse(video["publishedAt"]?.stringValue ?? ""))
    }

    @Test func partsAndFieldsSelectWhatComesBack() throws {
        let base = "/youtube/v3/activities?channelId=\(channel)&maxResults=3"
        let idOnly = try #require(try emulator.get(base + "&part=id").json["items"]?[0])
        #expect(idOnly.keys == ["kind", "etag", "id"])
        let details = try #require(try emulator.get(base + "&part=contentDetails").json["items"]?[0])
        #expect(details.keys == ["kind", "etag", "id", "contentDetails"])
        let narrowed = try emulator.get(
            base + "&part=snippet,contentDetails&fields=nextPageToken,items(contentDetails/upload/videoId,snippet/type)").json
        #expect(narrowed.keys == ["nextPageToken", "items"])
        #expect(narrowed["items"]?.arrayValue?.count == 3)
        #expect(narrowed["items"]?[0]?.keys == ["snippet", "contentDetails"])
        #expect(narrowed["items"]?[0]?["snippet"]?.keys == ["type"])
        let (status, json) = try emulator.get(base + "&part=snippet,statistics")
        #expect(status == 400)
        #expect(TestEmulator.reason(json) == "unknownPart")
        #expect(try emulator.get(base + "&part=snippet&fields=items(").status == 400)
    }

    @Test func maxResultsDefaultsToFiveWithinZeroToFifty() throws {
        let base = "/youtube/v3/activities?part=id&channelId=\(channel)"
        #expect(try emulator.get(base).json["items"]?.arrayValue?.count == 5)
        #expect(try emulator.get(base).json["pageInfo"]?["resultsPerPage"]?.intValue == 5)
        let none = try emulator.get(base + "&maxResults=0").json
        #expect(none["items"]?.arrayValue?.isEmpty == true)
        #expect(none["nextPageToken"] == nil)
        #expect(try emulator.get(base + "&maxResults=50").json["items"]?.arrayValue?.count == 50)
        for bad in ["51", "-1", "ten"] {
            let (status, json) = try emulator.get(base + "&maxResults=\(bad)")
            #expect(status == 400)
            #expect(TestEmulator.message(json).hasSuffix("Values must be within the range: [0, 50]"))
        }
    }

    @Test func costsOneUnitPerPageValidOrNot() throws {
        let emulator = TestEmulator(budget: 3)
        let base = "/youtube/v3/activities?part=id&channelId=\(emulator.fixture("channelId"))"
        #expect(emulator.raw(base).status == 200)
        #expect(emulator.emulator.quotaUsed == 1)
        #expect(emulator.raw(base + "&pageToken=CAUQAA").status == 200)
        #expect(emulator.raw(base + "&maxResults=99").status == 400)
        #expect(emulator.emulator.quotaUsed == 3)
        let over = emulator.raw(base)
        #expect(over.status == 403)
        #expect(over.errorReason == "quotaExceeded")
        #expect(emulator.emulator.apiMethod(forPath: "/youtube/v3/activities") == "activities.list")
    }

    @Test func publishedAfterAndBeforeNarrowTheFeed() throws {
        let all = try walk("/youtube/v3/activities?part=snippet&channelId=\(channel)&maxResults=50").items
        let times = all.compactMap { $0["snippet"]?["publishedAt"]?.stringValue.flatMap(RFC3339.parse) }
        try #require(times.count == 64)
        let middle = times[32]
        let cut = RFC3339.format(middle)
        let after = try walk("/youtube/v3/activities?part=snippet&channelId=\(channel)&maxResults=50&publishedAfter=\(cut)")
        let before = try walk("/youtube/v3/activities?part=snippet&channelId=\(channel)&maxResults=50&publishedBefore=\(cut)")
        #expect(after.items.count == times.filter { $0 >= middle }.count)
        #expect(before.items.count == times.filter { $0 < middle }.count)
        #expect(after.items.count + before.items.count == 64)
        #expect(after.last["pageInfo"]?["totalResults"]?.intValue == after.items.count)
        let bad = try emulator.get("/youtube/v3/activities?part=id&channelId=\(channel)&publishedAfter=soon")
        #expect(bad.status == 400)
        #expect(TestEmulator.reason(bad.json) == "invalidValue")
    }

    @Test func filtersAreWhatGoogleAnswersWithoutOAuth() throws {
        let none = try emulator.get("/youtube/v3/activities?part=id")
        #expect(none.status == 400)
        #expect(TestEmulator.reason(none.json) == "missingRequiredParameter")
        #expect(TestEmulator.message(none.json).contains("channelId, home, mine"))
        let home = try emulator.get("/youtube/v3/activities?part=snippet&home=true")
        #expect(home.status == 403)
        #expect(TestEmulator.reason(home.json) == "homeParameterDeprecated")
        let mine = try emulator.get("/youtube/v3/activities?part=snippet&mine=true")
        #expect(mine.status == 401)
        #expect(TestEmulator.reason(mine.json) == "required")
        let both = try emulator.get("/youtube/v3/activities?part=id&channelId=\(channel)&home=true")
        #expect(both.status == 400)
        #expect(TestEmulator.reason(both.json) == "incompatibleParameters")
        let unknown = try emulator.get("/youtube/v3/activities?part=id&channelId=UCnosuchchannel00000000")
        #expect(unknown.status == 404)
        #expect(TestEmulator.reason(unknown.json) == "channelNotFound")
        #expect(try emulator.get("/youtube/v3/activities?part=id&channelId=\(channel)&regionCode=XYZ").status == 400)
        #expect(try emulator.get("/youtube/v3/activities?part=id&channelId=\(channel)&regionCode=JP").status == 200)
    }

    @Test func tokensAreTheOffsetProtobufAndGoBothWays() throws {
        let base = "/youtube/v3/activities?part=id&channelId=\(channel)&maxResults=10"
        let first = try emulator.get(base).json
        #expect(first["nextPageToken"]?.stringValue == "CAoQAA")
        let second = try emulator.get(base + "&pageToken=CAoQAA").json
        #expect(second["prevPageToken"]?.stringValue == "CAoQAQ")
        let back = try emulator.get(base + "&pageToken=CAoQAQ").json
        #expect(TestEmulator.ids(back) == TestEmulator.ids(first))
        #expect(Set(TestEmulator.ids(second)).isDisjoint(with: TestEmulator.ids(first)))
    }
}
