import Foundation
import Testing

/// `--min-duration`, `--max-duration`, `--hide-shorts`, `--live`, `--unwatched` and `--sort` on
/// every video listing (issue 29, item 4), in process: each drops what it says, `--limit` counts
/// what is shown (the walk goes on, priced first), and what a listing cannot judge is said.
@Suite struct VideoFilterCommandTests {
    private static func seconds(_ video: [String: Any]) -> Int? { video["durationSeconds"] as? Int }
    private static func isLive(_ video: [String: Any]) -> Bool {
        ["live", "upcoming"].contains(video["liveBroadcastContent"] as? String ?? "")
    }
    private static func ids(_ videos: [[String: Any]]) -> [String] { videos.compactMap { $0["id"] as? String } }

    @Test func theChartHidesShortsAndWalksOnToFillTheLimit() async throws {
        let home = CommandHome.make()
        let plain = try await home.array(["feed", "--limit", "20", "--json"])
        let shorts = plain.filter { !Self.isLive($0) && (Self.seconds($0) ?? .max) <= 60 }
        try #require(!shorts.isEmpty, "the chart's first 20 hold Shorts for the filter to drop")
        let before = home.api.count("videos")
        let filtered = try await home.array(["feed", "--limit", "20", "--hide-shorts", "--json"])
        #expect(filtered.count == 20, "--limit counts the rows shown")
        #expect(filtered.allSatisfy { Self.isLive($0) || (Self.seconds($0) ?? .max) > 60 })
        #expect(Set(Self.ids(filtered)).isSuperset(of: Self.ids(plain).filter { id in !shorts.contains { $0["id"] as? String == id } }))
        #expect(home.api.count("videos") - before >= 2, "a further page filled what the filter dropped")
    }

    @Test func walkingOnIsPricedBeforeAnythingIsSent() async throws {
        let home = CommandHome.make()
        // 1 unit for the chart's page, and up to 3 more pages to fill 20 (Listing.maxPages).
        let refused = await home.run(["feed", "--limit", "20", "--hide-shorts", "--max-cost", "3"])
        #expect(refused.status == 75, "\(refused.stderr)")
        #expect(refused.stderr.contains("this feed (up to 3 of them to fill 20 after filtering) may cost up to 4 quota units"))
        #expect(home.api.requests.isEmpty)
        #expect(await home.run(["feed", "--limit", "20", "--hide-shorts", "--max-cost", "4"]).status == 0)
        // A sort drops nothing: no walk to price.
        #expect(await home.run(["feed", "--limit", "20", "--sort", "views", "--max-cost", "1"]).status == 0)
        let search = await home.run(["search", "a", "--min-duration", "5m", "--max-cost", "101"])
        #expect(search.status == 75 && search.stderr.contains("up to 303 of them to fill 25 after filtering"))
    }

    @Test func aChartNothingPassesBlamesTheFiltersNotTheRegion() async throws {
        let home = CommandHome.make()
        let run = await home.run(["feed", "--limit", "5", "--min-duration", "168h", "--live", "hide"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("No videos of this chart pass the filters: try fewer filters."), "\(run.stderr)")
        #expect(!run.stderr.contains("--region"), "the chart has videos; the filters dropped them")
        #expect(run.stderr.contains("warning: stopped after 0 items"), "\(run.stderr)")
    }

    @Test func searchKeepsTheLengthsAskedFor() async throws {
        let home = CommandHome.make()
        let run = await home.run(["search", "a", "--min-duration", "4m", "--max-duration", "20m", "--limit", "30", "--json"])
        let videos = try #require(try run.json as? [[String: Any]])
        #expect(videos.allSatisfy { Self.isLive($0) || (240...1200).contains(Self.seconds($0) ?? -1) })
        // Each walk asks for what is still wanted; the walk ends at Listing.maxPages (4 for 30), and says so.
        #expect(home.api.count("search") == 4)
        #expect(videos.count == 27 && run.stderr.contains(
            "warning: stopped after 27 items from 4 pages, the filters dropping 34, the most this --limit may take"), "\(run.stderr)")
        let live = try await home.array(["search", "a", "--live", "hide", "--limit", "50", "--json"])
        #expect(!live.isEmpty && !live.contains(where: Self.isLive))
    }

    @Test func sortingOrdersThePageLoaded() async throws {
        let home = CommandHome.make()
        let plain = try await home.array(["feed", "--limit", "30", "--json"])
        let byViews = try await home.array(["feed", "--limit", "30", "--sort", "views", "--json"])
        #expect(Set(Self.ids(byViews)) == Set(Self.ids(plain)), "the same page, reordered")
        let views = byViews.compactMap { $0["viewCount"] as? Int }
        #expect(views == views.sorted(by: >))
        let byLength = try await home.array(["feed", "--limit", "30", "--sort", "length", "--json"])
        let lengths = byLength.compactMap { Self.seconds($0) }
        #expect(lengths == lengths.sorted(by: >))
        let byTitle = try await home.array(["feed", "--limit", "30", "--sort", "title", "--json"])
        let titles = byTitle.compactMap { $0["title"] as? String }
        #expect(titles == titles.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
        let byDate = try await home.array(["feed", "--limit", "30", "--sort", "date", "--json"])
        let dates = byDate.compactMap { CommandHome.date($0["publishedAt"]) }
        #expect(dates == dates.sorted(by: >))
    }

    @Test func aChannelAndAPlaylistFilterTheirVideos() async throws {
        let home = CommandHome.make()
        let channel = try #require(home.api.catalogChannels.first?.id)
        let listing = try #require(try await home.json(["channel", channel, "--hide-shorts", "--limit", "10"]) as? [String: Any])
        let uploads = try #require(listing["videos"] as? [[String: Any]])
        #expect(!uploads.isEmpty && uploads.allSatisfy { Self.isLive($0) || (Self.seconds($0) ?? .max) > 60 })
        let uploadsId = "UU" + channel.dropFirst(2)
        let playlist = try #require(try await home.json(["playlist", uploadsId, "--sort", "length", "--limit", "10"]) as? [String: Any])
        let lengths = (playlist["videos"] as? [[String: Any]] ?? []).compactMap { Self.seconds($0) }
        #expect(!lengths.isEmpty && lengths == lengths.sorted(by: >))
        // The "more:" line carries the filter.
        home.terminal.stderr = true
        let table = await home.run(["channel", channel, "--hide-shorts", "--limit", "2"])
        #expect(table.stderr.contains("more: ytclone channel \(channel) --limit 2 --hide-shorts --next-page"), "\(table.stderr)")
    }

    @Test func valuesThatDoNotGoTogetherAreUsageErrors() async throws {
        let home = CommandHome.make()
        let swapped = await home.run(["search", "a", "--min-duration", "10m", "--max-duration", "5m"])
        #expect(swapped.status == 64 && swapped.stderr.contains("--min-duration 10m is longer than --max-duration 5m"))
        let playlists = await home.run(["channel", "@google", "--playlists", "--hide-shorts"])
        #expect(playlists.status == 64 && playlists.stderr.contains("--hide-shorts applies to videos"))
        let channels = await home.run(["search", "a", "--type", "channel", "--sort", "views"])
        #expect(channels.status == 64 && channels.stderr.contains("--sort applies to videos only"))
        let signedOut = await home.run(["feed", "--unwatched"])
        #expect(signedOut.status == 64 && signedOut.stderr.contains("--unwatched needs a signed-in user"), "\(signedOut.stderr)")
        #expect(home.api.requests.isEmpty)
    }

    @Test func favoritesSayWhatTheyCannotFilterAndSortByTitle() async throws {
        let home = await CommandHome.signedIn()
        let chart = try await home.array(["feed", "--limit", "3", "--json"])
        for id in Self.ids(chart) { #expect(await home.run(["fav", "add", id]).status == 0) }
        let kept = await home.run(["fav", "list", "--min-duration", "5m", "--format", "tsv"])
        #expect(kept.status == 0)
        #expect(kept.lines.count == 4, "every favorite kept: their lengths are not known")
        #expect(kept.stderr.contains("--min-duration not applied to 3 videos: favorites keep only a title and a channel"))
        let sorted = try #require(try await home.json(["fav", "list", "--sort", "title"]) as? [[String: Any]])
        let titles = sorted.compactMap { $0["title"] as? String }
        #expect(titles.count == 3 && titles == titles.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
    }

    @Test func unwatchedHidesTheVideosWatchedPastNinetyPercent() async throws {
        let home = await CommandHome.signedIn()
        let mpv = try FakePlayer(in: home.root)
        home.environment["PATH"] = mpv.path
        let chart = Self.ids(try await home.array(["feed", "--limit", "5", "--json"]))
        let (watched, begun) = (chart[1], chart[2])
        try mpv.play(events: [("duration", 200), ("time-pos", 190)], status: 0)
        #expect(await home.run(["watch", watched]).status == 0)
        try mpv.play(events: [("duration", 200), ("time-pos", 20)], status: 0)
        #expect(await home.run(["watch", begun]).status == 0)

        let unwatched = Self.ids(try await home.array(["feed", "--limit", "5", "--unwatched", "--json"]))
        #expect(unwatched.count == 5, "the limit is filled from the next page")
        #expect(!unwatched.contains(watched) && unwatched.contains(begun))
        let history = try #require(try await home.json(["history", "--unwatched"]) as? [[String: Any]])
        #expect(history.compactMap { $0["videoId"] as? String } == [begun])
    }

    @Test func aChannelsFeedWithoutAKeySaysTheLengthFiltersCannotApply() async throws {
        let home = CommandHome.make(key: nil)
        let channel = try #require(home.api.catalogChannels.first?.id)
        let result = await home.run(["channel", channel, "--min-duration", "5m", "--sort", "title", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require((try result.json as? [String: Any])?["videos"] as? [[String: Any]])
        #expect(!videos.isEmpty, "every upload kept: their lengths are not known")
        let titles = videos.compactMap { $0["title"] as? String }
        #expect(titles == titles.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
        #expect(result.stderr.contains(
            "--min-duration not applied to \(videos.count) video\(videos.count == 1 ? "" : "s"): the channel's feed gives no lengths"),
            "\(result.stderr)")
    }

    @Test func theSubscriptionsFeedFillsWithTheDetailsItPriced() async throws {
        let home = CommandHome.ownCatalog()
        #expect(await home.signUp(email: "ada@example.com").status == 0)
        let channels = home.api.catalogChannels.prefix(30)
        let csv = "Channel Id,Channel Url,Channel Title\r\n" + channels.map { "\($0.id),http://www.youtube.com/channel/\($0.id),x\r\n" }.joined()
        #expect(await home.run(["subscriptions", "import", try home.file("subscriptions.csv", csv)]).status == 0)
        let feed = ["feed", "--subscriptions", "--source", "rss", "--limit", "5", "--min-duration", "168h"]
        // From the feeds the refresh is free; the details of 5 cost 1 call, and filling 3 more.
        let refused = await home.run(feed + ["--max-cost", "3"])
        #expect(refused.stderr.contains("(up to 3 of them to fill 5 after filtering) may cost up to 4 quota units"), "\(refused.stderr)")
        let run = await home.run(feed + ["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let videos = try #require(try run.json as? [[String: Any]])
        #expect(videos.allSatisfy(Self.isLive), "nothing lasts a week: only streams, which have no length yet, pass")
        #expect(home.api.count("videos") == 4, "the lookups priced, no more")
        #expect(run.stderr.contains("warning: stopped after"), "\(run.stderr)")
    }
}
