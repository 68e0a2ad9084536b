import Testing

@testable import YTEmulator

@Suite struct TextEncodingTests {
    let emulator = TestEmulator.shared

    @Test func searchEscapesHTMLWhileVideosSendRawText() throws {
        let id = emulator.fixture("videoWithHTMLTitle")
        let raw = try emulator.get("/youtube/v3/videos?part=snippet&id=\(id)").json["items"]?[0]?["snippet"]?["title"]?
            .stringValue
        #expect(raw?.hasPrefix("<b>Tom & Jerry's \"best\"</b>") == true)
        let results = try emulator.get("/youtube/v3/search?part=snippet&type=video&q=jerry&maxResults=50").json
        let hit = try #require(results["items"]?.arrayValue?.first { $0["id"]?["videoId"]?.stringValue == id })
        #expect(hit["id"]?["kind"]?.stringValue == "youtube#video")
        #expect(
            hit["snippet"]?["title"]?.stringValue?.hasPrefix(
                "&lt;b&gt;Tom &amp; Jerry&#39;s &quot;best&quot;&lt;/b&gt;") == true)
        #expect(hit["snippet"]?["publishTime"] == nil)
    }

    @Test func searchTruncatesLongDescriptions() throws {
        let json = try emulator.get("/youtube/v3/search?part=snippet&type=video&q=swift&maxResults=50").json
        let descriptions = (json["items"]?.arrayValue ?? []).compactMap { $0["snippet"]?["description"]?.stringValue }
        #expect(descriptions.contains { $0.hasSuffix(" ...") })
        #expect(descriptions.allSatisfy { $0.count <= 200 && !$0.contains("\n") })
    }

    @Test func hostileTitlesArriveAsJSONEscapedControlCharacters() throws {
        let id = emulator.fixture("videoWithHostileTitle")
        let body = String(decoding: emulator.raw("/youtube/v3/videos?part=snippet&id=\(id)").body, as: UTF8.self)
        #expect(body.contains("\\u001b[31m"))
        #expect(body.contains("\\u0007"))
        #expect(!body.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        let title = try JSONParser.parse(Array(body.utf8))["items"]?[0]?["snippet"]?["title"]?.stringValue
        #expect(title?.unicodeScalars.contains { $0.value == 0x1B } == true)
    }

    @Test func countsAreStringsAndSpecialVideosLookRight() throws {
        let f = emulator.fixtures
        let ids = [
            f["videoWithHiddenLikes"]!, f["videoWithCommentsDisabled"]!, f["liveVideo"]!, f["videoLongerThanADay"]!,
        ]
        let json = try emulator.get(
            "/youtube/v3/videos?part=snippet,statistics,contentDetails&id=\(ids.joined(separator: ","))"
        ).json
        let items = Dictionary(
            uniqueKeysWithValues: (json["items"]?.arrayValue ?? []).map { ($0["id"]!.stringValue!, $0) })
        #expect(items[ids[0]]?["statistics"]?["likeCount"] == nil)
        #expect(items[ids[0]]?["statistics"]?["viewCount"]?.stringValue.flatMap { Int64($0) } != nil)
        #expect(items[ids[1]]?["statistics"]?["commentCount"] == nil)
        #expect(items[ids[2]]?["contentDetails"]?["duration"]?.stringValue == "P0D")
        #expect(items[ids[2]]?["snippet"]?["liveBroadcastContent"]?.stringValue == "live")
        #expect(items[ids[3]]?["contentDetails"]?["duration"]?.stringValue == "P1DT2H3M4S")
        #expect(items[ids[3]]?["contentDetails"]?["caption"]?.stringValue != nil)
    }
}
