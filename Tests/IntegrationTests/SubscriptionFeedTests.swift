import Foundation
import Synchronization
import Testing

/// Subscriptions and `feed --subscriptions` through the built binary, against the emulator.
@Suite struct SubscriptionFeedTests {
    static let key = "subscriptions-key-0123456789"

    /// A signed-in home subscribed, through a Takeout CSV, to the emulator's first `count` channels.
    private func setUp(channels count: Int) throws -> (EmulatorProcess, AccountFlowTests.Home, [String]) {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let response = try RawHTTPConnection.fetch(port: emulator.port, "GET", "/emulator/channels")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: String]])
        let channels = Array(all.prefix(count))
        let csv = "\u{FEFF}Channel Id,Channel Url,Channel Title\r\n" + channels.map {
            "\($0["id"]!),http://www.youtube.com/channel/\($0["id"]!),\"\($0["title"]!.replacingOccurrences(of: "\"", with: "\"\""))\"\r\n"
        }.joined()
        let file = home.url.appendingPathComponent("subscriptions.csv")
        try Data(csv.utf8).write(to: file)
        let imported = try home.run(["subscriptions", "import", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("Imported \(count) channels: \(count) new"))
        return (emulator, home, channels.map { $0["id"]! })
    }

    private func quotaUsed(_ emulator: EmulatorProcess) throws -> Int {
        try #require(try emulator.stats()["quotaUsed"] as? Int)
    }

    private func byMethod(_ emulator: EmulatorProcess) throws -> [String: Int] {
        try #require(try emulator.stats()["byMethod"] as? [String: Int])
    }

    @Test func aRefreshWhenNothingChangedCostsOneUnitPerFiftyChannels() throws {
        let (emulator, home, channels) = try setUp(channels: 60)
        defer { emulator.stop() }
        #expect(try quotaUsed(emulator) == 0)  // importing costs nothing

        let first = try #require(try home.json(["feed", "--subscriptions", "--limit", "30", "--source", "api"]) as? [[String: Any]])
        #expect(first.count == 30)
        let dates = first.compactMap { $0["publishedAt"] as? String }
        #expect(dates == dates.sorted(by: >))
        #expect(Set(first.compactMap { $0["channelId"] as? String }).isSubset(of: Set(channels)))
        #expect(try byMethod(emulator)["playlistItems.list"] == 60)
        #expect(try byMethod(emulator)["channels.list"] == 2)
        #expect(try byMethod(emulator)["videos.list"] == 1)

        // Within the freshness time everything comes from the cache.
        let cold = try quotaUsed(emulator)
        let cached = try #require(try home.json(["feed", "--subscriptions", "--limit", "30", "--source", "api"]) as? [[String: Any]])
        #expect(cached.compactMap { $0["id"] as? String } == first.compactMap { $0["id"] as? String })
        #expect(try quotaUsed(emulator) == cold)

        // --refresh asks for the counts again; no channel changed, so no uploads are read.
        _ = try home.json(["feed", "--subscriptions", "--limit", "30", "--source", "api", "--refresh"])
        #expect(try quotaUsed(emulator) == cold + 2)
        #expect(try byMethod(emulator)["playlistItems.list"] == 60)
    }

    @Test func fromTheFeedsARefreshCostsOnlyTheDetailsShown() throws {
        let (emulator, home, channels) = try setUp(channels: 60)
        defer { emulator.stop() }
        let first = try #require(try home.json(["feed", "--subscriptions", "--limit", "30"]) as? [[String: Any]])
        #expect(first.count == 30)
        #expect(Set(first.compactMap { $0["channelId"] as? String }).isSubset(of: Set(channels)))
        let methods = try byMethod(emulator)
        #expect(methods["feeds"] == 60)
        // A channel that never uploaded has an empty feed, which could be a failing one: the API
        // is asked about its uploads, once.
        let empty = methods["playlistItems.list"] ?? 0
        #expect(empty < 10)
        #expect(try quotaUsed(emulator) == empty + 1, "and one videos.list call for the 30 shown")

        // Nothing changed: the feeds say so for free, and the details shown are stored.
        let spent = try quotaUsed(emulator)
        _ = try home.json(["feed", "--subscriptions", "--limit", "30", "--refresh"])
        #expect(try quotaUsed(emulator) == spent)
        #expect(try byMethod(emulator)["feeds"] == 120)
    }

    @Test func jobsBoundsTheConnectionsOfTheFanOut() throws {
        let (emulator, home, _) = try setUp(channels: 60)
        defer { emulator.stop() }
        let before = try #require(try emulator.stats()["connections"] as? Int)
        for source in ["api", "rss"] {
            let result = try home.run(["feed", "--subscriptions", "--limit", "30", "--jobs", "4", "--source", source, "--refresh"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let opened = try #require(try emulator.stats()["connections"] as? Int) - before
        // 4 for the uploads and feeds, and 2 for the counts of 60 channels beside them; each run
        // opens its own.
        #expect(opened <= 2 * (4 + 2), "\(opened) connections")
        #expect(opened >= 2)
    }

    /// The README's cron line.
    static let cron = ["feed", "--subscriptions", "--new", "--format", "tsv"]

    @Test func theCronLineIsSilentUntilUploadsArePublishedThenPrintsThemOnce() throws {
        let (emulator, home, channels) = try setUp(channels: 40)
        defer { emulator.stop() }
        // What the channels published before the subscription is never new.
        for run in 1...3 {
            let quiet = try home.run(Self.cron)
            #expect(quiet.status == 0, "run \(run): \(quiet.stderr)")
            #expect(quiet.stdout.isEmpty, "run \(run) printed \(quiet.stdout.prefix(300))")
            #expect(quiet.stderr.isEmpty, "run \(run): \(quiet.stderr)")
        }
        let published = try emulator.publishUploads(on: Array(channels.prefix(7)) + [channels[20], channels[20]])
        #expect(published.count == 9)

        let news = try home.run(Self.cron)
        #expect(news.status == 0, "\(news.stderr)")
        #expect(news.stderr.isEmpty, "\(news.stderr)")
        let rows = news.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.first?.first == "id")
        let printed = rows.dropFirst().compactMap { $0.first.map(String.init) }
        #expect(printed.count == published.count)
        #expect(Set(printed) == Set(published))

        let after = try home.run(Self.cron)
        #expect(after.status == 0)
        #expect(after.stdout.isEmpty, "\(after.stdout.prefix(300))")
        #expect(after.stderr.isEmpty, "\(after.stderr)")
    }

    @Test func newMarksAllItJudgedNewSaysHowManyMoreAndNothingNewPrintsNothingInAnyFormat() throws {
        let (emulator, home, channels) = try setUp(channels: 5)
        defer { emulator.stop() }
        let published = try emulator.publishUploads(on: (0..<6).flatMap { _ in channels })
        let first = try home.run(["feed", "--subscriptions", "--new", "--limit", "5", "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.ids.count == 5)
        #expect(Set(first.ids).isSubset(of: Set(published)))
        #expect(first.stderr == "and 25 more new videos: raise --limit\n")
        // The 25 were marked seen with the 5: the next runs have nothing to say, in any format.
        for format in ["tsv", "json", "ndjson", "table"] {
            let none = try home.run(["feed", "--subscriptions", "--new", "--limit", "100", "--format", format])
            #expect(none.status == 0, "\(format): \(none.stderr)")
            #expect(none.stdout.isEmpty, "\(format) printed \(none.stdout.prefix(300))")
            #expect(none.stderr.isEmpty, "\(format): \(none.stderr)")
        }
    }

    @Test func newPrintsEachPublishedVideoOnceEvenToTwoRunsAtOnce() throws {
        let (emulator, home, channels) = try setUp(channels: 3)
        defer { emulator.stop() }
        let environment = ["YTCLONE_HOME": home.url.path, "YOUTUBE_API_KEY": Self.key,
                           "YTCLONE_API_BASE": emulator.baseURL.absoluteString]
        // Warm the store, so both runs below race on claiming rather than on fetching.
        #expect(try home.run(["feed", "--subscriptions", "--limit", "5"]).status == 0)
        let published = try emulator.publishUploads(on: (0..<8).flatMap { _ in channels })

        let results = Mutex<[CommandResult]>([])
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            do {
                let result = try CommandRunner.ytclone(
                    ["feed", "--subscriptions", "--new", "--limit", "200", "--format", "ndjson"], environment: environment)
                results.withLock { $0.append(result) }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let runs = results.withLock { $0 }
        #expect(runs.count == 2 && runs.allSatisfy { $0.status == 0 })
        let printed = runs.flatMap { $0.stdout.split(separator: "\n") }.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
        }
        // Whichever run claimed a video printed it; the other skipped it.
        #expect(printed.count == published.count)
        #expect(Set(printed) == Set(published))

        let none = try home.run(["feed", "--subscriptions", "--new", "--limit", "200"])
        #expect(none.status == 0)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.isEmpty, "Nothing new is said only to a terminal")
    }

    @Test func shortsAndShortVideosCanBeHidden() throws {
        let (emulator, home, _) = try setUp(channels: 10)
        defer { emulator.stop() }
        let all = try #require(try home.json(["feed", "--subscriptions", "--limit", "100"]) as? [[String: Any]])
        #expect(all.contains { ($0["durationSeconds"] as? Int ?? 0) <= 60 }, "the catalog should hold some Shorts")
        let long = try #require(
            try home.json(["feed", "--subscriptions", "--limit", "100", "--hide-shorts"]) as? [[String: Any]])
        #expect(!long.isEmpty)
        /// Live and upcoming streams have no length yet (0) and are never hidden.
        func isStream(_ video: [String: Any]) -> Bool {
            ["live", "upcoming"].contains(video["liveBroadcastContent"] as? String ?? "")
        }
        #expect(long.allSatisfy { isStream($0) || ($0["durationSeconds"] as? Int).map { $0 > 60 } ?? true })
        let fiveMinutes = try #require(
            try home.json(["feed", "--subscriptions", "--limit", "100", "--min-duration", "5m"]) as? [[String: Any]])
        #expect(fiveMinutes.allSatisfy { isStream($0) || ($0["durationSeconds"] as? Int).map { $0 >= 300 } ?? true })
        #expect(try home.run(["feed", "--min-duration", "5m"]).status == 64)
        #expect(try home.run(["feed", "--subscriptions", "--min-duration", "soon"]).status == 64)
    }

    @Test func subscribeByHandleAndUnsubscribe() throws {
        let (emulator, home, _) = try setUp(channels: 0)
        defer { emulator.stop() }
        let fixtures = try emulator.fixtures()
        let handle = try #require(fixtures["channelHandle"])
        let channelId = try #require(fixtures["channelId"])
        #expect(try home.run(["subscribe", handle]).status == 0)
        #expect(try home.run(["subscribe", "https://www.youtube.com/channel/\(channelId)"]).stderr.contains("Already"))
        let list = try #require(try home.json(["subscriptions"]) as? [[String: Any]])
        #expect(list.map { $0["channelId"] as? String } == [channelId])
        #expect(try home.run(["unsubscribe", handle]).status == 0)
        #expect((try home.json(["subscriptions"]) as? [Any])?.isEmpty == true)
        #expect(try home.run(["unsubscribe", channelId]).status == 66)

        let opml = """
            <?xml version="1.0"?><opml version="1.1"><body><outline text="YouTube Subscriptions">
            <outline text="A &amp; B" title="A &amp; B" type="rss"
                     xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=\(channelId)"/>
            </outline></body></opml>
            """
        let file = home.url.appendingPathComponent("feeds.opml")
        try Data(opml.utf8).write(to: file)
        #expect(try home.run(["subscriptions", "import", file.path]).status == 0)
        let imported = try #require(try home.json(["subscriptions"]) as? [[String: Any]])
        #expect(imported.first?["title"] as? String == "A & B")
        #expect(try home.run(["subscriptions", "import", "/nonexistent/file.csv"]).status == 65)
    }
}
