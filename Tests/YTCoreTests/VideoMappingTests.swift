import Foundation
import Testing
import YouTubeAPI

@testable import YTCore

@Suite struct VideoMappingTests {
    @Test func mapsCountsDurationAndHiddenLikes() throws {
        let json = #"""
            {"items": [{"id": "abcdefghijk",
              "snippet": {"title": "Tom &amp; Jerry", "channelTitle": "C", "channelId": "UC1",
                          "publishedAt": "2024-01-02T03:04:05Z", "tags": ["a"]},
              "contentDetails": {"duration": "P1DT2H3M4S"},
              "statistics": {"viewCount": "1234", "commentCount": "5"}}]}
            """#
        let page = try Wire.makeDecoder().decode(Wire.ListResponse<Wire.Video>.self, from: Data(json.utf8))
        let video = try #require(page.items.first.flatMap(Video.init))
        #expect(video.title == "Tom &amp; Jerry", "videos.list text is raw and must not be unescaped")
        #expect(video.durationSeconds == 93_784)
        #expect(video.viewCount == 1234)
        #expect(video.likeCount == nil)
        #expect(video.commentCount == 5)
        #expect(video.tags == ["a"])
    }

    @Test func searchResultsAreUnescaped() throws {
        let json = #"""
            {"items": [{"id": {"kind": "youtube#video", "videoId": "abcdefghijk"},
              "snippet": {"title": "Tom &amp; Jerry&#39;s &quot;best&quot;", "channelTitle": "A &lt;B&gt;"}},
              {"id": {"kind": "youtube#channel", "channelId": "UC1"}, "snippet": {"title": "x"}}]}
            """#
        let page = try Wire.makeDecoder().decode(Wire.ListResponse<Wire.SearchResult>.self, from: Data(json.utf8))
        let videos = page.items.compactMap(Video.init(searchResult:))
        #expect(videos.count == 1)
        #expect(videos.first?.title == #"Tom & Jerry's "best""#)
        #expect(videos.first?.channelTitle == "A <B>")
    }

    @Test func listingWalksPagesUntilTheLimitWithoutDuplicates() async throws {
        struct Item: Identifiable, Sendable { let id: Int }
        let pages: [String?: ([Item], String?)] = [
            nil: ([1, 2, 3].map(Item.init), "p2"),
            "p2": ([3, 4, 5].map(Item.init), "p3"),
            "p3": ([6, 7].map(Item.init), nil),
        ]
        var asked: [Int] = []
        let listing = try await Listing<Item>.walk(limit: 5, from: nil) { token, wanted in
            asked.append(wanted)
            let (items, next) = pages[token]!
            return .init(items, received: items.count, next: next)
        }
        #expect(listing.items.map(\.id) == [1, 2, 3, 4, 5])
        #expect(listing.nextPageToken == "p3")
        #expect(asked == [5, 2])

        let all = try await Listing<Item>.walk(limit: 50, from: nil) { token, _ in
            let (items, next) = pages[token]!
            return .init(items, received: items.count, next: next)
        }
        #expect(all.items.map(\.id) == [1, 2, 3, 4, 5, 6, 7])
        #expect(all.nextPageToken == nil)
    }
}
