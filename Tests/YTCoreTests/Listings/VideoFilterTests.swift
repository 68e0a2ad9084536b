import Foundation
import Testing
@testable import YTCore

/// `VideoFilter` (issue 29, item 4): what each filter drops, what it cannot judge, the order,
/// the cursor key, and the walk that fills a limit after filtering.
@Suite struct VideoFilterTests {
    static func video(_ id: String, _ seconds: Int?, live: String? = "none", views: UInt64? = nil, title: String? = nil,
                      age: Double = 0) -> Video {
        Video(id: id, title: title ?? id, publishedAt: Date(timeIntervalSince1970: 1_700_000_000 - age),
              durationSeconds: seconds, viewCount: views, liveBroadcastContent: live)
    }

    static let rows = [
        video("short", 60), video("minute", 61), video("five", 300), video("hour", 3600),
        video("live", 0, live: "live"), video("upcoming", 0, live: "upcoming"), video("unknown", nil, live: nil),
    ]

    static func ids(_ filter: VideoFilter, watched: Set<String> = []) -> [String] {
        filter.apply(rows, watched: watched).rows.map(\.id)
    }

    @Test func eachFilterDropsWhatItSays() {
        #expect(Self.ids(VideoFilter(hideShorts: true)) == ["minute", "five", "hour", "live", "upcoming", "unknown"])
        #expect(Self.ids(VideoFilter(minDuration: VideoLength("5m"))) == ["five", "hour", "live", "upcoming", "unknown"])
        #expect(Self.ids(VideoFilter(maxDuration: VideoLength("5m"))) == ["short", "minute", "five", "live", "upcoming", "unknown"])
        #expect(Self.ids(VideoFilter(live: .only)) == ["live", "upcoming", "unknown"])
        #expect(Self.ids(VideoFilter(live: .hide)) == ["short", "minute", "five", "hour", "unknown"])
        #expect(Self.ids(VideoFilter(unwatched: true), watched: ["five", "live"]) == ["short", "minute", "hour", "upcoming", "unknown"])
        #expect(Self.ids(VideoFilter(), watched: ["five"]).count == 7, "watched marks matter only with unwatched")
    }

    @Test func whatARowDoesNotTellIsKeptAndCounted() {
        let filtered = VideoFilter(minDuration: VideoLength("5m"), hideShorts: true, live: .hide).apply(Self.rows)
        #expect(filtered.dropped == 4)
        #expect(filtered.unknown == ["--min-duration": 1, "--hide-shorts": 1, "--live": 1])
        #expect(filtered.notes(why: "the channels' feeds give no lengths") == [
            "--hide-shorts not applied to 1 video: the channels' feeds give no lengths",
            "--live not applied to 1 video: whether they are live is not known",
            "--min-duration not applied to 1 video: the channels' feeds give no lengths",
        ])
        #expect(VideoFilter(sort: .views).apply(Self.rows).unknown.isEmpty, "a sort judges nothing")
    }

    @Test func sortsAreStableAndPutTheUnknownLast() {
        let rows = [
            Self.video("a", 100, views: 5, title: "beta", age: 30), Self.video("b", nil, views: nil, title: "Alpha", age: 10),
            Self.video("c", 100, views: 5, title: "alpha", age: 20), Self.video("d", 300, views: 9, title: "Gamma", age: 40),
        ]
        func order(_ sort: VideoSort) -> [String] { VideoFilter(sort: sort).apply(rows).rows.map(\.id) }
        #expect(order(.views) == ["d", "a", "c", "b"])
        #expect(order(.length) == ["d", "a", "c", "b"])
        #expect(order(.date) == ["b", "c", "a", "d"])
        #expect(order(.title) == ["b", "c", "a", "d"], "Alpha and alpha tie: the listing's order")
    }

    @Test func theCursorKeyChangesOnlyWithAFilterThatDrops() {
        #expect(ChartSpec().cursorKey == "feed?limit=25")
        #expect(ChartSpec(filter: VideoFilter(sort: .views)).cursorKey == "feed?limit=25")
        #expect(ChartSpec(filter: VideoFilter(hideShorts: true, live: .hide)).cursorKey == "feed?limit=25&live=hide&shorts=hide")
        #expect(PlaylistSpec(reference: "PL1", filter: VideoFilter(minDuration: VideoLength("90"))).cursorKey(playlistId: "PL1")
                    == "playlist?id=PL1&limit=25&min=90")
    }

    @Test func fillingAfterTheFilterIsPricedAndBounded() {
        #expect(VideoFilter(sort: .title).fillPages(limit: 20) == 0)
        #expect(VideoFilter(hideShorts: true).fillPages(limit: 20) == 3)
        #expect(ChartSpec(limit: 20, filter: VideoFilter(hideShorts: true)).estimatedCost == 4)
        #expect(SearchSpec(query: "x", limit: 25, filter: VideoFilter(unwatched: true)).estimatedCost == 404)
        #expect(ChannelSpec(reference: "UC1", limit: 25, filter: VideoFilter(hideShorts: true)).fillCost == 6)
        #expect(VideoFilter(minDuration: VideoLength("10m"), maxDuration: VideoLength("1m")).pricing("x", fillCost: 0, limit: 5) == "x")
        #expect(throws: ListingProblem.self) { try VideoFilter(minDuration: VideoLength("10m"), maxDuration: VideoLength("1m")).validate() }
    }

    @Test func theWalkGoesOnUntilTheLimitIsShownOrItsBound() async throws {
        // Pages of up to four rows, every other one a Short; each call asks for the rows still
        // wanted, so no row fetched goes unseen.
        func page(_ token: String?, _ wanted: Int) -> Listing<Video> {
            let start = Int(token ?? "0")!
            let rows = (start..<start + min(wanted, 4)).map { Self.video("v\($0)", $0.isMultiple(of: 2) ? 30 : 600) }
            return Listing(items: rows, nextPageToken: String(start + rows.count))
        }
        let filter = VideoFilter(hideShorts: true)
        let keep: ([Video]) -> [Video] = { filter.apply($0).rows }
        let filled = try await Listing<Video>.filling(limit: 4, perPage: 4, from: nil, keep: keep) { page($0, $1) }
        #expect(filled.items.map(\.id) == ["v1", "v3", "v5", "v7"])
        #expect(filled.stop == nil && filled.nextPageToken == "8" && filled.dropped == 4 && filled.pages == 4)

        let allShorts = VideoFilter(maxDuration: VideoLength("1m"), hideShorts: true)
        let bounded = try await Listing<Video>.filling(limit: 4, perPage: 4, from: nil, keep: { allShorts.apply($0).rows }) {
            page($0, $1)
        }
        #expect(bounded.items.isEmpty && bounded.stop == .pageBound && bounded.pages == Listing<Video>.maxPages(limit: 4, perPage: 4))
        #expect(bounded.nextPageToken != nil, "the next run goes on past what was dropped")
    }
}
