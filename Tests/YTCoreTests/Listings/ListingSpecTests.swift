import Foundation
import Testing
import YTCore
import YouTubeAPI

@Suite struct ListingSpecTests {
    static let channelId = "UC_x5XG1OV2P6uZZ5FSM9Ttw"

    /// Cursors saved by earlier versions are found by these texts: they must not change.
    @Test(arguments: [
        (SearchSpec(query: "swift"), "search?limit=25&order=relevance&q=swift&type=video"),
        (SearchSpec(query: "swift tutorial", type: .channel, order: .views, after: AgeOrDate("7d"),
                    before: AgeOrDate("2024-01-31"), channel: "@google", region: RegionCode("gb"),
                    safeSearch: .unrestricted, limit: 50),
         "search?after=7d&before=2024-01-31&channel=@google&limit=50&order=views&q=swift tutorial&region=GB"
             + "&safe=none&type=channel"),
        (SearchSpec(query: "a|b", duration: .long, caption: true, hd: true, limit: 3),
         "search?caption=1&duration=long&hd=1&limit=3&order=relevance&q=a|b&type=video"),
    ])
    func searchKeepsItsCursorKey(spec: SearchSpec, key: String) {
        #expect(spec.cursorKey == key)
    }

    @Test func channelAndPlaylistKeepTheirCursorKeys() throws {
        let uploads = ChannelSpec(reference: "@googledevelopers")
        #expect(uploads.cursorKey(channelId: Self.channelId) == "channel?id=\(Self.channelId)&limit=25&list=uploads")
        let playlists = ChannelSpec(reference: "https://youtube.com/@google", shelf: .playlists, limit: 7)
        #expect(playlists.cursorKey(channelId: Self.channelId) == "channel?id=\(Self.channelId)&limit=7&list=playlists")
        let playlist = PlaylistSpec(reference: "https://youtube.com/playlist?list=PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal")
        #expect(try playlist.playlistId() == "PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal")
        #expect(playlist.cursorKey(playlistId: try playlist.playlistId())
                    == "playlist?id=PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal&limit=25")
    }

    /// The chart and comments name their limit too, as search, channel and playlist always did.
    @Test func chartAndCommentsKeyTheirLimit() {
        #expect(ChartSpec().cursorKey == "feed?limit=25")
        #expect(ChartSpec(region: RegionCode("jp"), category: "10", limit: 100).cursorKey
                    == "feed?category=10&limit=100&region=JP")
        #expect(CommentsSpec(videoId: "dQw4w9WgXcQ").cursorKey
                    == "comments?limit=20&order=relevance&source=all&video=dQw4w9WgXcQ")
        #expect(CommentsSpec(videoId: "dQw4w9WgXcQ", order: .time, search: "great song", limit: 5).cursorKey
                    == "comments?limit=5&order=time&search=great song&source=all&video=dQw4w9WgXcQ")
        #expect(ChartSpec(limit: 24).cursorKey != ChartSpec(limit: 25).cursorKey)
    }

    @Test func commandLinesLeaveDefaultsOutAndQuoteTypedWords() {
        #expect(SearchSpec(query: "swift tutorial", order: .date, limit: 2).commandLine
                    == "ytclone search 'swift tutorial' --order date --limit 2")
        #expect(SearchSpec(query: "", region: RegionCode("gb"), limit: 3).commandLine == "ytclone search '' --region GB --limit 3")
        #expect(SearchSpec(query: "lofi", type: .channel, channel: "@lofi girl", region: RegionCode("KR")).commandLine
                    == "ytclone search lofi --type channel --region KR --channel '@lofi girl'")
        #expect(ChartSpec(region: RegionCode("gb"), limit: 5).commandLine == "ytclone feed --region GB --limit 5")
        #expect(ChartSpec(category: "20").filterOptions == ["--category 20"])
        #expect(ChannelSpec(reference: "@google", shelf: .playlists, limit: 2).commandLine
                    == "ytclone channel @google --playlists --limit 2")
        #expect(PlaylistSpec(reference: "https://youtube.com/watch?v=x&list=PL1").commandLine
                    == "ytclone playlist 'https://youtube.com/watch?v=x&list=PL1'")
        #expect(CommentsSpec(videoId: "dQw4w9WgXcQ", source: .youtube, search: "it's", replies: "Ugz", limit: 20).commandLine
                    == "ytclone comments dQw4w9WgXcQ --source youtube --search 'it'\\''s' --replies Ugz")
    }

    @Test func theSubscriptionsFeedSaysItsOptionsAndCost() {
        #expect(SubscriptionsFeedSpec(limit: 50).commandLine == "ytclone feed --subscriptions --limit 50")
        let spec = SubscriptionsFeedSpec(filter: VideoFilter(minDuration: VideoLength("5m"), hideShorts: true), onlyNew: true,
                                         jobs: 8, source: .rss)
        #expect(spec.commandLine == "ytclone feed --subscriptions --hide-shorts --min-duration 5m --new --jobs 8 --source rss")
        let options = spec.options(source: .api)
        #expect(options.limit == 25 && options.source == .api && options.filter.hideShorts && options.filter.minDuration?.seconds == 300
                    && options.onlyNew)
        #expect(spec.estimatedCost(channels: 120, source: .api)
                    == SubscriptionFeedService.estimatedCost(channels: 120, limit: 25, source: .api))
        #expect(VideoLength("169h") == nil && VideoLength("-5m") == nil)
    }

    @Test func costsAreTheServicesEstimates() {
        #expect(SearchSpec(query: "x").estimatedCost == 101)
        #expect(SearchSpec(query: "x", channel: "@google").estimatedCost == 102)
        #expect(SearchSpec(query: "x", channel: Self.channelId, limit: 51).estimatedCost == 202)
        #expect(ChartSpec(limit: 200).estimatedCost == FeedService.estimatedCost(limit: 200))
        #expect(ChannelSpec(reference: "@google", shelf: .playlists).estimatedCost
                    == ChannelService.estimatedCost(channelWith: 25, playlists: true))
        #expect(PlaylistSpec(reference: "PL1", limit: 100).estimatedCost == PlaylistService.estimatedCost(videos: 100))
        #expect(CommentsSpec(videoId: "v", source: .local, limit: 5000).estimatedCost == 0)
        #expect(CommentsSpec(videoId: "v", limit: 101).estimatedCost == 2)
    }

    @Test func videoOnlyFiltersAreRefusedForChannelsAndPlaylists() throws {
        try SearchSpec(query: "x", duration: .short, caption: true, hd: true).validate()
        try SearchSpec(query: "x", type: .playlist).validate()
        #expect(throws: ListingProblem("--duration applies to videos only; drop it or use --type video (not --type channel).")) {
            try SearchSpec(query: "x", type: .channel, duration: .long).validate()
        }
        #expect(throws: ListingProblem("--caption, --hd apply to videos only; drop them or use --type video (not --type playlist).")) {
            try SearchSpec(query: "x", type: .playlist, caption: true, hd: true).validate()
        }
    }

    @Test func otherRulesOfTheListings() throws {
        try ChartSpec(category: "10").validate()
        #expect(throws: ListingProblem("--category takes a numeric category id such as 10, not 'music'.")) {
            try ChartSpec(category: "music").validate()
        }
        try CommentsSpec(videoId: "v", source: .local, limit: 10_000).validate()
        #expect(throws: ListingProblem(
            "--limit must be between 1 and 500 for YouTube's comments (up to 10000 with --source local).")) {
            try CommentsSpec(videoId: "v", limit: 501).validate()
        }
        #expect(throws: ListingProblem("--replies lists YouTube replies; it cannot be combined with --source local.")) {
            try CommentsSpec(videoId: "v", source: .local, replies: "Ugz").validate()
        }
    }

    @Test func theRequestHoldsTheFiltersInTheAPIsWords() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let spec = SearchSpec(query: "swift", order: .views, duration: .medium, after: AgeOrDate("1d"),
                              channel: Self.channelId, region: RegionCode("de"), safeSearch: .strict, caption: true, hd: true)
        let request = try spec.request(now: now)
        #expect(request.q == "swift" && request.type == "video" && request.order == "viewCount")
        #expect(request.videoDuration == "medium" && request.regionCode == "DE" && request.safeSearch == "strict")
        #expect(request.publishedAfter == PublishedDate.rfc3339(now.addingTimeInterval(-86_400)))
        #expect(request.publishedBefore == nil)
        #expect(request.videoCaption == "closedCaption" && request.videoDefinition == "high")
        #expect(request.channelId == Self.channelId)
        // A handle is looked up by the caller, for a unit more.
        #expect(try SearchSpec(query: "swift", channel: "@google").request(now: now).channelId == nil)
    }

    @Test func datesOutOfOrderAreRefusedBeforeAnythingIsSent() {
        let spec = SearchSpec(query: "x", after: AgeOrDate("1y"), before: AgeOrDate("2024-02-01"))
        #expect(throws: CoreError.invalidValue(option: "--after", value: "1y",
                                               accepted: "a date earlier than --before (2024-02-01)")) {
            try spec.request(now: Date(timeIntervalSince1970: 1_800_000_000))
        }
    }

    @Test func typedValuesRefuseWhatTheCommandLineRefuses() {
        #expect(AgeOrDate("yesterday") == nil && AgeOrDate("2023-02-29") == nil && AgeOrDate("12h")?.text == "12h")
        #expect(SearchSpec.Limit("0") == nil && SearchSpec.Limit("501") == nil && SearchSpec.Limit("+5") == nil)
        #expect(SearchSpec.Limit("500")?.value == 500 && ChartSpec.Limit("201") == nil)
    }
}
