import Foundation
import Testing

@testable import YouTubeAPI

/// Hand-written bodies for the decoding rules the recorded files do not reach.
@Suite struct WireDecodingTests {
    private func decodeStatistics(_ json: String) throws -> Wire.VideoStatistics {
        try Wire.makeDecoder().decode(Wire.VideoStatistics.self, from: Data(json.utf8))
    }

    @Test func leavesAMissingLikeCountNil() throws {
        let statistics = try decodeStatistics(#"{"viewCount": "10", "favoriteCount": "0", "commentCount": "2"}"#)
        #expect(statistics == Wire.VideoStatistics(viewCount: 10, favoriteCount: 0, commentCount: 2))
    }

    @Test func acceptsCountsAsJSONNumbersAndNull() throws {
        let statistics = try decodeStatistics(#"{"viewCount": 23278951, "likeCount": null}"#)
        #expect(statistics.viewCount == 23_278_951)
        #expect(statistics.likeCount == nil)
    }

    @Test(arguments: [
        #"{"viewCount": "12a"}"#, #"{"viewCount": ""}"#, #"{"viewCount": "-1"}"#, #"{"viewCount": "+1"}"#,
        #"{"viewCount": " 1"}"#, #"{"viewCount": "1.5"}"#, #"{"viewCount": -1}"#, #"{"viewCount": true}"#,
        #"{"viewCount": "99999999999999999999999"}"#,
    ])
    func rejectsACountThatIsNotANonNegativeInteger(_ json: String) {
        #expect(throws: DecodingError.self) { try decodeStatistics(json) }
    }

    @Test func rejectsABadChannelCount() {
        #expect(throws: DecodingError.self) {
            try Wire.makeDecoder().decode(Wire.ChannelStatistics.self, from: Data(#"{"subscriberCount": "2.3M"}"#.utf8))
        }
    }

    @Test(arguments: [(#""true""#, true), (#""false""#, false), ("true", true), ("false", false)])
    func readsCaption(json: String, expected: Bool) throws {
        let details = try Wire.makeDecoder().decode(
            Wire.VideoContentDetails.self, from: Data(#"{"caption": \#(json)}"#.utf8))
        #expect(details.caption == expected)
    }

    @Test(arguments: [#""yes""#, #""True""#, "1"])
    func rejectsACaptionThatIsNotTrueOrFalse(_ json: String) {
        #expect(throws: DecodingError.self) {
            try Wire.makeDecoder().decode(Wire.VideoContentDetails.self, from: Data(#"{"caption": \#(json)}"#.utf8))
        }
    }

    @Test func rejectsABadDuration() {
        #expect(throws: DecodingError.self) {
            try Wire.makeDecoder().decode(Wire.VideoContentDetails.self, from: Data(#"{"duration": "21:03"}"#.utf8))
        }
    }

    @Test(arguments: [
        ("2023-05-11T00:20:46Z", 1_683_764_446.0),
        ("2023-05-11T00:20:46.000Z", 1_683_764_446.0),
        ("2023-05-11T00:20:46.5Z", 1_683_764_446.5),
        ("2023-05-11T00:20:46+00:00", 1_683_764_446.0),
        ("2023-05-11T02:20:46+02:00", 1_683_764_446.0),
        ("2023-05-10T17:20:46-07:00", 1_683_764_446.0),
    ])
    func readsTimestamp(text: String, secondsSince1970: Double) throws {
        let snippet = try Wire.makeDecoder().decode(
            Wire.VideoSnippet.self, from: Data(#"{"publishedAt": "\#(text)"}"#.utf8))
        #expect(snippet.publishedAt == Date(timeIntervalSince1970: secondsSince1970))
    }

    @Test(arguments: [
        "2023-05-11", "2023-05-11T00:20:46", "2023-05-11 00:20:46Z", "2023-05-11T00:20:46ZJUNK",
        "2023-05-11T00:20:46.Z", "2023-13-11T00:20:46Z", "yesterday", "",
    ])
    func rejectsTimestamp(_ text: String) {
        #expect(throws: DecodingError.self) {
            try Wire.makeDecoder().decode(Wire.VideoSnippet.self, from: Data(#"{"publishedAt": "\#(text)"}"#.utf8))
        }
    }

    @Test func treatsMissingItemsAsEmpty() throws {
        let page = try Wire.makeDecoder().decode(
            Wire.ListResponse<Wire.Video>.self,
            from: Data(#"{"kind": "youtube#videoListResponse", "etag": "e", "pageInfo": {"totalResults": 0}}"#.utf8))
        #expect(page.items.isEmpty)
        #expect(page.pageInfo == Wire.PageInfo(totalResults: 0))
    }

    @Test func ignoresUnknownKeysAtEveryLevel() throws {
        let json = #"""
            {"kind": "youtube#searchListResponse", "visitorId": "v", "eventId": "e",
             "items": [{"kind": "youtube#searchResult", "id": {"kind": "youtube#playlist", "playlistId": "PLx", "extra": 1},
                        "snippet": {"title": "t", "publishTime": "2023-05-11T00:20:46Z", "newField": {"a": [1, 2]}}}]}
            """#
        let page = try Wire.makeDecoder().decode(Wire.ListResponse<Wire.SearchResult>.self, from: Data(json.utf8))
        let expected = Wire.SearchResult(
            kind: "youtube#searchResult", id: Wire.ResourceID(kind: "youtube#playlist", playlistId: "PLx"),
            snippet: Wire.SearchResultSnippet(title: "t", publishTime: Date(timeIntervalSince1970: 1_683_764_446)))
        #expect(page.items == [expected])
    }

    @Test func picksTheLargestThumbnailPresent() {
        let thumbnails = Wire.Thumbnails(default: Wire.Thumbnail(url: "d"), high: Wire.Thumbnail(url: "h"))
        #expect(thumbnails.largest?.url == "h")
        #expect(Wire.Thumbnails().largest == nil)
    }
}
