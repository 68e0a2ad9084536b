import Foundation
import Testing

@testable import YouTubeAPI

/// Decodes every real response in `recorded/` with the type its folder calls for, and pins the
/// quirks those files show (both ETag formats, both timestamp formats, counts as strings, …).
@Suite struct RecordedResponseTests {
    static let expectedFolders: Set<String> = [
        "channels", "commentThreads", "comments", "errors", "playlistItems", "playlists", "search",
        "subscriptions", "videoCategories", "videos",
    ]

    @Test func findsAllTwentySevenRecordedFiles() {
        let files = SharedFixtures.recordedFiles()
        #expect(
            files.count == 27,
            "Found \(files.count) files under \(SharedFixtures.recordedDirectory.path): \(files)")
        #expect(Set(files.map(\.folder)) == Self.expectedFolders)
    }

    @Test(arguments: SharedFixtures.recordedFiles())
    func decodesWithTheTypeOfItsFolder(_ file: RecordedFile) throws {
        switch file.folder {
        case "search": try RecordedChecks.search(file)
        case "videos": try RecordedChecks.videos(file)
        case "channels": try RecordedChecks.channels(file)
        case "playlists": try RecordedChecks.playlists(file)
        case "playlistItems": try RecordedChecks.playlistItems(file)
        case "commentThreads": try RecordedChecks.commentThreads(file)
        case "comments": try RecordedChecks.comments(file)
        case "videoCategories": try RecordedChecks.videoCategories(file)
        case "subscriptions": try RecordedChecks.subscriptions(file)
        case "errors": try RecordedChecks.error(file)
        default: Issue.record("No decoder chosen for folder \(file.folder) (\(file))")
        }
    }

    // MARK: - Targeted

    @Test func keepsTheOldQuotedETagVerbatim() throws {
        let page = try decode(Wire.Comment.self, "comments", "comments_single_id.json")
        #expect(page.etag == #""j6xRRd8dTPVVptg711_CSPADRfg/A2nkVdtP_3bQZi4INK9lZ7XTYXs""#)
        #expect(page.items.first?.etag == #""j6xRRd8dTPVVptg711_CSPADRfg/N8dTotfuHXvcw1YZ3SZNWPHYxvM""#)
    }

    @Test func keepsTheBareETagVerbatim() throws {
        let page = try decode(Wire.Channel.self, "channels", "channels_snippet_statistics.json")
        #expect(page.etag == "9sIVzjSfOfk6gN357UcUDTWRTec")
        #expect(page.items.first?.etag == "veRvdNDE9HmhyENPqeFNq-VH6NI")
    }

    @Test func readsTimestampsWithMilliseconds() throws {
        let page = try decode(Wire.Comment.self, "comments", "comments_single_id.json")
        // 2019-06-23T02:49:00.000Z
        #expect(page.items.first?.snippet?.publishedAt == Date(timeIntervalSince1970: 1_561_258_140))
    }

    @Test func readsTimestampsWithoutFractionalSeconds() throws {
        let page = try decode(Wire.Video.self, "videos", "videos_snippet_contentDetails_statistics.json")
        // 2012-10-01T15:27:35Z
        #expect(page.items.first?.snippet?.publishedAt == Date(timeIntervalSince1970: 1_349_105_255))
    }

    @Test func readsTimestampsWithFourAndSixFractionDigits() throws {
        let page = try decode(Wire.Subscription.self, "subscriptions", "subscriptions_snippet.json")
        let dates = page.items.compactMap { $0.snippet?.publishedAt?.timeIntervalSince1970 }
        try #require(dates.count == 2)
        // 2020-05-18T01:04:54.7417Z and 2023-01-04T20:35:54.095866Z; a Double cannot hold the
        // fractions exactly, so allow well under a microsecond.
        #expect(abs(dates[0] - 1_589_763_894.7417) < 1e-6)
        #expect(abs(dates[1] - 1_672_864_554.095866) < 1e-6)
    }

    @Test func turnsStringCountsIntoInts() throws {
        let page = try decode(Wire.Video.self, "videos", "videos_snippet_contentDetails_statistics.json")
        let statistics = try #require(page.items.first?.statistics)
        let expected = Wire.VideoStatistics(
            viewCount: 23_278_951, likeCount: 391_633, favoriteCount: 0, commentCount: 9_518)
        #expect(statistics == expected)
        #expect(statistics.dislikeCount == nil)
    }

    @Test func readsChannelStatisticsAndRelatedPlaylists() throws {
        let page = try decode(Wire.Channel.self, "channels", "channels_multi_ids_full_parts.json")
        let google = try #require(page.items.first { $0.id == "UCK8sQmJBp8GCxrOtXWBpyEA" })
        let expected = Wire.ChannelStatistics(
            viewCount: 3_331_930_783, subscriberCount: 10_700_000, hiddenSubscriberCount: false,
            videoCount: 2_678)
        #expect(google.statistics == expected)
        #expect(google.contentDetails?.relatedPlaylists?.uploads == "UUK8sQmJBp8GCxrOtXWBpyEA")
        // Likes playlists are private: the API sends an empty id, kept as sent.
        #expect(google.contentDetails?.relatedPlaylists?.likes == "")
        #expect(google.snippet?.publishedAt == Date(timeIntervalSince1970: 1_127_083_030))
    }

    @Test func decodesTheCapitalSSubscriptionListKind() throws {
        let page = try decode(Wire.Subscription.self, "subscriptions", "subscriptions_snippet.json")
        #expect(page.kind == "youtube#SubscriptionListResponse")
        #expect(page.kind?.caseInsensitiveCompare("youtube#subscriptionListResponse") == .orderedSame)
        #expect(
            page.items.map { $0.snippet?.resourceId?.channelId } == [
                "UClyGlKOhDUooPJFy4v_mqPg", "UCbX3YkedQunLt7EQAdVxh7w",
            ])
    }

    @Test func readsCaptionStringsAsBoolsAndDurations() throws {
        let page = try decode(Wire.Video.self, "videos", "videos_snippet_contentDetails_statistics.json")
        let details = page.items.map(\.contentDetails)
        #expect(details.map { $0?.caption } == [true, true])
        #expect(details.map { $0?.licensedContent } == [true, false])
        #expect(details.map { $0?.duration?.seconds } == [21 * 60 + 3, 90])
    }

    @Test func ignoresKeysTheTypesDoNotModel() throws {
        // brandingSettings, localized descriptions' siblings and player are not modelled.
        let channels = try decode(Wire.Channel.self, "channels", "channels_multi_ids_full_parts.json")
        #expect(channels.items.count == 2)
        let videos = try decode(Wire.Video.self, "videos", "videos_snippet_player_single.json")
        #expect(videos.items.first?.snippet?.title == "What are Actions on Google (Assistant on Air)")
    }

    @Test func keepsSearchTextHTMLEscapedAndCommentTextBothWays() throws {
        let search = try decode(Wire.SearchResult.self, "search", "search_keywords_page1.json")
        let escaped = try #require(search.items.compactMap { $0.snippet?.title }.first { $0.contains("&amp;") })
        #expect(escaped == "SURFING PERFECT PIPE &amp; BACKDOOR || SUNRISE SHACK!")
        #expect(HTMLText.decodeEntities(escaped) == "SURFING PERFECT PIPE & BACKDOOR || SUNRISE SHACK!")

        let threads = try decode(Wire.CommentThread.self, "commentThreads", "commentThreads_by_videoId_page1.json")
        let comment = try #require(threads.items.first?.snippet?.topLevelComment?.snippet)
        #expect(comment.textDisplay == #"<a href="http://google.com/">Google.com</a>"#)
        #expect(comment.textOriginal == "Google.com")
    }

    private func decode<Item: Decodable & Sendable & Hashable>(
        _: Item.Type, _ folder: String, _ name: String
    ) throws -> Wire.ListResponse<Item> {
        try Wire.makeDecoder().decode(Wire.ListResponse<Item>.self, from: SharedFixtures.recorded(folder, name))
    }
}
