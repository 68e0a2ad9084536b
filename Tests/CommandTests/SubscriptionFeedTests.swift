import Foundation
import Testing

/// Subscriptions and `feed --subscriptions` in process, each test against a catalog of its own (the
/// catalog's charges and published uploads are the test's).
@Suite struct SubscriptionFeedTests {
    /// A signed-in home subscribed, through a Takeout CSV, to its catalog's first `count` channels.
    private func setUp(channels count: Int) async throws -> (CommandHome, [String]) {
        let home = CommandHome.ownCatalog()
        #expect(await home.signUp(email: "ada@example.com").status == 0)
        let channels = Array(home.api.catalogChannels.prefix(count))
        let csv = "\u{FEFF}Channel Id,Channel Url,Channel Title\r\n" + channels.map {
            "\($0.id),http://www.youtube.com/channel/\($0.id),\"\($0.title.replacingOccurrences(of: "\"", with: "\"\""))\"\r\n"
        }.joined()
        let file = try home.file("subscriptions.csv", csv)
        let imported = await home.run(["subscriptions", "import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("Imported \(count) channels: \(count) new"))
        return (home, channels.map(\.id))
    }

    @Test func aRefreshWhenNothingChangedCostsOneUnitPerFiftyChannels() async throws {
        let (home, channels) = try await setUp(channels: 60)
        #expect(home.api.emulator.quotaUsed == 0)  // importing costs nothing

        let first = try #require(try await home.json(["feed", "--subscriptions", "--limit", "30", "--source", "api"]) as? [[String: Any]])
        #expect(first.count == 30)
        let dates = first.compactMap { $0["publishedAt"] as? String }
        #expect(dates == dates.sorted(by: >))
        #expect(Set(first.compactMap { $0["channelId"] as? String }).isSubset(of: Set(channels)))
        #expect(home.api.count("playlistItems") == 60)
        #expect(home.api.count("channels") == 2)
        #expect(home.api.count("videos") == 1)

        // Within the freshness time everything comes from the cache.
        let cold = home.api.emulator.quotaUsed
        let cached = try #require(try await home.json(["feed", "--subscriptions", "--limit", "30", "--source", "api"]) as? [[String: Any]])
        #expect(cached.compactMap { $0["id"] as? String } == first.compactMap { $0["id"] as? String })
        #expect(home.api.emulator.quotaUsed == cold)

        // --refresh asks for the counts again; no channel changed, so no uploads are read.
        _ = try await home.json(["feed", "--subscriptions", "--limit", "30", "--source", "api", "--refresh"])
        #expect(home.api.emulator.quotaUsed == cold + 2)
        #expect(home.api.count("playlistItems") == 60)
    }

    @Test func fromTheFeedsARefreshCostsOnlyTheDetailsShown() async throws {
        let (home, channels) = try await setUp(channels: 60)
        let first = try #require(try await home.json(["feed", "--subscriptions", "--limit", "30"]) as? [[String: Any]])
        #expect(first.count == 30)
        #expect(Set(first.compactMap { $0["channelId"] as? String }).isSubset(of: Set(channels)))
        #expect(home.api.count("videos.xml") == 60)
        // A channel that never uploaded has an empty feed, which could be a failing one: the API
        // is asked about its uploads, once.
        let empty = home.api.count("playlistItems")
        #expect(empty < 10)
        #expect(home.api.emulator.quotaUsed == empty + 1, "and one videos.list call for the 30 shown")

        // Nothing changed: the feeds say so for free, and the details shown are stored.
        let spent = home.api.emulator.quotaUsed
        _ = try await home.json(["feed", "--subscriptions", "--limit", "30", "--refresh"])
        #expect(home.api.emulator.quotaUsed == spent)
        #expect(home.api.count("videos.xml") == 120)
    }

    /// The README's cron line.
    static let cron = ["feed", "--subscriptions", "--new", "--format", "tsv"]

    @Test func theCronLineIsSilentUntilUploadsArePublishedThenPrintsThemOnce() async throws {
        let (home, channels) = try await setUp(channels: 40)
        // What the channels published before the subscription is never new.
        for run in 1...3 {
            let quiet = await home.run(Self.cron)
            #expect(quiet.status == 0, "run \(run): \(quiet.stderr)")
            #expect(quiet.stdout.isEmpty, "run \(run) printed \(quiet.stdout.prefix(300))")
            #expect(quiet.stderr.isEmpty, "run \(run): \(quiet.stderr)")
        }
        let published = try home.api.emulator.publishUploads(on: Array(channels.prefix(7)) + [channels[20], channels[20]])
            .map(\.videoId)
        #expect(published.count == 9)

        let news = await home.run(Self.cron)
        #expect(news.status == 0, "\(news.stderr)")
        #expect(news.stderr.isEmpty, "\(news.stderr)")
        let rows = news.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.first?.first == "id")
        let printed = rows.dropFirst().compactMap { $0.first.map(String.init) }
        #expect(printed.count == published.count)
        #expect(Set(printed) == Set(published))

        let after = await home.run(Self.cron)
        #expect(after.status == 0)
        #expect(after.stdout.isEmpty, "\(after.stdout.prefix(300))")
        #expect(after.stderr.isEmpty, "\(after.stderr)")
    }

    @Test func newMarksAllItJudgedNewSaysHowManyMoreAndNothingNewPrintsNothingInAnyFormat() async throws {
        let (home, channels) = try await setUp(channels: 5)
        let published = try home.api.emulator.publishUploads(on: (0..<6).flatMap { _ in channels }).map(\.videoId)
        let first = await home.run(["feed", "--subscriptions", "--new", "--limit", "5", "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.ids.count == 5)
        #expect(Set(first.ids).isSubset(of: Set(published)))
        #expect(first.stderr == "and 25 more new videos: raise --limit\n")
        // The 25 were marked seen with the 5: the next runs have nothing to say, in any format.
        for format in ["tsv", "json", "ndjson", "table"] {
            let none = await home.run(["feed", "--subscriptions", "--new", "--limit", "100", "--format", format])
            #expect(none.status == 0, "\(format): \(none.stderr)")
            #expect(none.stdout.isEmpty, "\(format) printed \(none.stdout.prefix(300))")
            #expect(none.stderr.isEmpty, "\(format): \(none.stderr)")
        }
    }

    @Test func shortsAndShortVideosCanBeHidden() async throws {
        let (home, _) = try await setUp(channels: 10)
        let all = try #require(try await home.json(["feed", "--subscriptions", "--limit", "100"]) as? [[String: Any]])
        #expect(all.contains { ($0["durationSeconds"] as? Int ?? 0) <= 60 }, "the catalog should hold some Shorts")
        let long = try #require(
            try await home.json(["feed", "--subscriptions", "--limit", "100", "--hide-shorts"]) as? [[String: Any]])
        #expect(!long.isEmpty)
        /// Live and upcoming streams have no length yet (0) and are never hidden.
        func isStream(_ video: [String: Any]) -> Bool {
            ["live", "upcoming"].contains(video["liveBroadcastContent"] as? String ?? "")
        }
        #expect(long.allSatisfy { isStream($0) || ($0["durationSeconds"] as? Int).map { $0 > 60 } ?? true })
        let fiveMinutes = try #require(
            try await home.json(["feed", "--subscriptions", "--limit", "100", "--min-duration", "5m"]) as? [[String: Any]])
        #expect(fiveMinutes.allSatisfy { isStream($0) || ($0["durationSeconds"] as? Int).map { $0 >= 300 } ?? true })
        // The chart takes the same filter since issue 29; values that do not go together are refused.
        #expect(await home.run(["feed", "--subscriptions", "--min-duration", "5m", "--max-duration", "90"]).status == 64)
        #expect(await home.run(["feed", "--subscriptions", "--min-duration", "soon"]).status == 64)
    }

    @Test func subscribeByHandleAndUnsubscribe() async throws {
        let (home, _) = try await setUp(channels: 0)
        let handle = home.api.fixture("channelHandle")
        let channelId = home.api.fixture("channelId")
        #expect(await home.run(["subscribe", handle]).status == 0)
        #expect(await home.run(["subscribe", "https://www.youtube.com/channel/\(channelId)"]).stderr.contains("Already"))
        let list = try #require(try await home.json(["subscriptions"]) as? [[String: Any]])
        #expect(list.map { $0["channelId"] as? String } == [channelId])
        #expect(await home.run(["unsubscribe", handle]).status == 0)
        #expect((try await home.json(["subscriptions"]) as? [Any])?.isEmpty == true)
        #expect(await home.run(["unsubscribe", channelId]).status == 66)

        let opml = """
            <?xml version="1.0"?><opml version="1.1"><body><outline text="YouTube Subscriptions">
            <outline text="A &amp; B" title="A &amp; B" type="rss"
                     xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=\(channelId)"/>
            </outline></body></opml>
            """
        let file = try home.file("feeds.opml", opml)
        #expect(await home.run(["subscriptions", "import", file]).status == 0)
        let imported = try #require(try await home.json(["subscriptions"]) as? [[String: Any]])
        #expect(imported.first?["title"] as? String == "A & B")
        #expect(await home.run(["subscriptions", "import", "/nonexistent/file.csv"]).status == 65)
    }
}
