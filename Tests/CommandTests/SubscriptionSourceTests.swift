import Foundation
import Testing
import YTEmulator
import YouTubeAPI

/// `feed --subscriptions --source auto|api|rss`: channels' Atom feeds for no quota, the API for
/// each channel whose feed failed (under every fault the emulator's feeds have), and `--new`
/// printing each video once whichever route found it.
@Suite struct SubscriptionSourceTests {
    /// An in-memory API whose feeds fail as `faults` say.
    private static func api(_ faults: [(FeedFault, Double)]) -> InMemoryAPI {
        let day = EmulatorConfiguration.epochDay(fromISODate: "2026-11-01")!
        return InMemoryAPI(emulator: Emulator(configuration: EmulatorConfiguration(
            seed: 1, apiKey: InMemoryAPI.key, epochDay: day, quotaBudget: 1_000_000, strict: true,
            feedFaults: faults.map { (kind: $0.0, fraction: $0.1) })))
    }

    /// A signed-in home subscribed to `count` channels of its catalog that have uploads (from the
    /// third on: the first two are the fixtures' and the hostile titles'). A channel without
    /// uploads has an empty feed, which is asked of the API until the API has counted it.
    private static func subscribed(_ api: InMemoryAPI, count: Int = 40) async throws -> (CommandHome, [String]) {
        let home = CommandHome(api: api)
        #expect(await home.signUp("ada").status == 0)
        let candidates = api.catalogChannels.dropFirst(2).prefix(count * 2)
        let counted = try stride(from: 0, to: candidates.count, by: 50).flatMap { start in
            try api.catalogItems("channels", [
                "part": "statistics", "id": candidates.dropFirst(start).prefix(50).map(\.id).joined(separator: ","),
            ])
        }
        let uploading = Set(counted.filter { (($0["statistics"] as? [String: Any])?["videoCount"] as? String) != "0" }
            .compactMap { $0["id"] as? String })
        let channels = Array(candidates.filter { uploading.contains($0.id) }.prefix(count))
        try #require(channels.count == count)
        let csv = "Channel Id,Channel Url,Channel Title\n"
            + channels.map { "\($0.id),http://www.youtube.com/channel/\($0.id),Channel\n" }.joined()
        #expect(await home.run(["subscriptions", "import", try home.file("s.csv", csv)]).status == 0)
        return (home, channels.map(\.id))
    }

    /// The channels whose uploads playlist the run asked the API for.
    private static func uploadsAsked(_ api: InMemoryAPI, after start: Int) -> Set<String> {
        Set(api.requests.dropFirst(start).filter { $0.url.lastPathComponent == "playlistItems" }.compactMap { request in
            URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "playlistId" }?.value.map { "UC" + $0.dropFirst(2) }
        })
    }

    private static func ids(_ result: CommandHome.Result) -> [String] {
        (result.array ?? []).compactMap { $0["id"] as? String }
    }

    @Test func autoReadsTheFeedsForFreeAndShowsWhatTheAPIWould() async throws {
        let (home, channels) = try await Self.subscribed(Self.api([]))
        let auto = await home.run(["feed", "--subscriptions", "--limit", "30", "--json", "-v"])
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(home.api.count("videos.xml") == channels.count)
        #expect(home.api.count("channels") == 0 && home.api.count("playlistItems") == 0)
        #expect(home.api.count("videos") == 1, "only the details of what is shown cost quota")
        #expect(auto.stderr.contains("feeds: \(channels.count) read"))
        let (other, _) = try await Self.subscribed(Self.api([]))
        let api = await other.run(["feed", "--subscriptions", "--limit", "30", "--json", "--source", "api"])
        #expect(Self.ids(auto).count == 30)
        #expect(Self.ids(auto) == Self.ids(api))
    }

    @Test(arguments: [FeedFault.forbidden, .tooManyRequests, .empty, .malformed])
    func aFailedFeedIsAskedOfTheAPIForThatChannelAlone(_ fault: FeedFault) async throws {
        let api = Self.api([(fault, 0.3)])
        let (home, channels) = try await Self.subscribed(api)
        let struck = Set(channels.filter { api.emulator.feedFault(ofChannel: $0) == fault })
        try #require(!struck.isEmpty && struck.count < channels.count)
        let auto = await home.run(["feed", "--subscriptions", "--limit", "30", "--json", "-v"])
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(Self.uploadsAsked(api, after: 0) == struck)
        #expect(auto.stderr.contains("\(struck.count) of \(channels.count) feeds failed (\(fault.rawValue) ×\(struck.count))"))
        let (other, _) = try await Self.subscribed(Self.api([]))
        let reference = await other.run(["feed", "--subscriptions", "--limit", "30", "--json", "--source", "api"])
        #expect(Self.ids(auto) == Self.ids(reference))

        // --source rss asks nothing of the API for them, and says what it left as it was.
        let (alone, _) = try await Self.subscribed(api)
        let start = api.requests.count
        let rss = await alone.run(["feed", "--subscriptions", "--limit", "30", "--json", "--source", "rss"])
        #expect(rss.status == 0, "\(rss.stderr)")
        #expect(Self.uploadsAsked(api, after: start).isEmpty)
        #expect(api.requests.dropFirst(start).allSatisfy { ["videos.xml", "videos"].contains($0.url.lastPathComponent) })
        #expect(rss.stderr.contains("warning: \(struck.count) of \(channels.count) feeds failed"))
        let owners = (rss.array ?? []).compactMap { $0["channelId"] as? String }
        #expect(owners.count == 30 && struck.isDisjoint(with: owners), "a cold channel whose feed failed has nothing to show")
    }

    @Test func aStaleFeedIsCaughtByWhatTheAPIStoredAndAskedOfTheAPI() async throws {
        let api = Self.api([(.stale, 0.4)])
        let (home, channels) = try await Self.subscribed(api)
        let struck = channels.filter { api.emulator.feedFault(ofChannel: $0) == .stale }
        try #require(!struck.isEmpty)
        let first = await home.run(["feed", "--subscriptions", "--limit", "30", "--json", "--source", "api"])
        #expect(first.status == 0, "\(first.stderr)")
        let start = api.requests.count
        let auto = await home.run(["feed", "--subscriptions", "--limit", "30", "--json", "-v"])
        #expect(auto.status == 0, "\(auto.stderr)")
        // Stale, or empty for a channel of 3 uploads or fewer: either way, not used.
        #expect(auto.stderr.contains("\(struck.count) of \(channels.count) feeds failed"))
        #expect(auto.stderr.contains("stale ×"))
        let asked = api.requests.dropFirst(start).map(\.url.lastPathComponent)
        #expect(asked.filter { $0 == "channels" }.count == 1, "the counts of the stale channels, in one call")
        #expect(!asked.contains("playlistItems"), "their counts did not change, so their uploads are not read")
        #expect(Self.ids(auto) == Self.ids(first))
    }

    @Test func newPrintsWhatWasPublishedOnceWhicheverRouteFoundIt() async throws {
        let api = Self.api([(.forbidden, 0.2)])
        let (home, channels) = try await Self.subscribed(api, count: 10)
        let readable = channels.filter { api.emulator.feedFault(ofChannel: $0) == nil }
        try #require(readable.count >= 5)
        var seen: Set<String> = []
        for (round, source) in ["rss", "api", "auto", "rss"].enumerated() {
            let published = try api.emulator.publishUploads(on: Array((readable + readable).dropFirst(round).prefix(4)))
            let result = await home.run(["feed", "--subscriptions", "--new", "--limit", "4", "--json", "--source", source])
            #expect(result.status == 0, "\(result.stderr)")
            let shown = Self.ids(result)
            #expect(Set(shown) == Set(published.map(\.videoId)), "\(source)")
            #expect(shown.count == 4, "\(source)")
            #expect(seen.isDisjoint(with: shown), "\(source) printed a video an earlier run printed")
            seen.formUnion(shown)
        }
        #expect(seen.count == 16)
    }

    @Test func sourceGoesWithSubscriptionsAndOfflineUsesTheCache() async throws {
        let (home, _) = try await Self.subscribed(Self.api([]), count: 3)
        let refused = await home.run(["feed", "--source", "rss"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--source go with --subscriptions"))
        let bad = await home.run(["feed", "--subscriptions", "--source", "atom"])
        #expect(bad.status == 64)
        #expect(await home.run(["feed", "--subscriptions", "--source", "api"]).status == 0)
        let start = home.api.requests.count
        let offline = await home.run(["feed", "--subscriptions", "--offline", "--json"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(home.api.requests.count == start, "offline reads neither the feeds nor the API")
    }

    @Test func theEmulatorsFeedsMatchItsCatalogAndFailAsAsked() throws {
        let api = Self.api([(.stale, 0.5)])
        func feed(_ query: String) -> EmulatorResponse {
            api.emulator.handle(EmulatorRequest(target: "/feeds/videos.xml?" + query))
        }
        let channels = api.catalogChannels.dropFirst(2).prefix(40).map(\.id)
        let fresh = try #require(channels.first { api.emulator.feedFault(ofChannel: $0) == nil })
        let stale = try #require(channels.first { api.emulator.feedFault(ofChannel: $0) == .stale })
        func uploads(_ channelId: String) throws -> [String] {
            try api.catalogItems("playlistItems", ["part": "contentDetails", "maxResults": "50",
                                                   "playlistId": "UU" + channelId.dropFirst(2)])
                .compactMap { ($0["contentDetails"] as? [String: Any])?["videoId"] as? String }
        }
        let answer = feed("channel_id=\(fresh)")
        #expect(answer.status == 200)
        let parsed = try ChannelFeed.parse(Data(answer.body))
        #expect(parsed.channelId == fresh)
        #expect(parsed.entries.map(\.videoId) == Array(try uploads(fresh).prefix(15)))
        #expect(try ChannelFeed.parse(Data(feed("playlist_id=UU\(fresh.dropFirst(2))").body)) == parsed)

        // Shorts are left out of the UULF playlist's feed.
        let noShorts = try ChannelFeed.parse(Data(feed("playlist_id=UULF\(fresh.dropFirst(2))").body)).entries
        for entry in noShorts {
            let details = try api.catalogVideo(entry.videoId)["contentDetails"] as? [String: Any]
            let seconds = (details?["duration"] as? String).flatMap { ISO8601Duration($0)?.seconds }
            #expect(seconds.map { $0 > 60 } ?? true, "\(entry.videoId) is a Short")
        }

        let lagging = try ChannelFeed.parse(Data(feed("channel_id=\(stale)").body)).entries.map(\.videoId)
        #expect(lagging == Array(try uploads(stale).dropFirst(3).prefix(15)))
        #expect(feed("channel_id=UCxxxxxxxxxxxxxxxxxxxxxx").status == 404)
        #expect(feed("").status == 404)
    }
}
