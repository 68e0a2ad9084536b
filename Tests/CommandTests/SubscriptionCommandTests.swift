import Foundation
import Testing

/// Local subscriptions in process: subscribe, unsubscribe, subscriptions list and import (Google
/// Takeout CSV and OPML), and `feed --subscriptions` over them.
@Suite struct SubscriptionCommandTests {
    /// A Takeout `subscriptions.csv` (with its byte-order mark and CRLFs) of `channels`.
    private func takeout(_ channels: [(String, String)]) -> String {
        "\u{FEFF}Channel Id,Channel Url,Channel Title\r\n" + channels.map {
            "\($0.0),http://www.youtube.com/channel/\($0.0),\"\($0.1.replacingOccurrences(of: "\"", with: "\"\""))\"\r\n"
        }.joined()
    }

    @Test func subscribeByHandleLooksTheChannelUp() async throws {
        let home = await CommandHome.signedIn()
        let handle = home.api.fixture("channelHandle"), id = home.api.fixture("channelId")
        let result = await home.run(["subscribe", handle])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Subscribed to "))
        #expect(result.stderr.contains("(\(id))."))
        #expect(home.api.methods == ["channels"])
        let again = await home.run(["subscribe", "https://www.youtube.com/channel/\(id)"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("Already subscribed to "))
        let list = try #require(try await home.json(["subscriptions"]) as? [[String: Any]])
        #expect(list.count == 1)
        #expect(Set(list[0].keys) == (try JSONDocs.keys(of: "Subscription")))
        #expect(list[0]["channelId"] as? String == id)
        #expect(list[0]["handle"] as? String == handle)
        #expect(list[0]["kind"] as? String == "subscription")
    }

    @Test func subscribeToSeveralChannelsAtOnce() async throws {
        let home = await CommandHome.signedIn()
        let channels = Array(home.api.catalogChannels.prefix(3))
        let result = await home.run(["subscribe"] + channels.map(\.id))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "Subscribed to ").count == 4)
        let list = await home.run(["subscriptions", "list", "--json"])
        #expect(Set(list.array?.compactMap { $0["channelId"] as? String } ?? []) == Set(channels.map(\.id)))
        #expect(home.api.count("channels") >= 1)
    }

    @Test func subscribeToAnUnknownChannelIsNotFound() async throws {
        let home = await CommandHome.signedIn()
        let result = await home.run(["subscribe", "@nobody-by-this-name"])
        #expect(result.status == 66)
        #expect((try await home.json(["subscriptions"]) as? [Any])?.isEmpty == true)
    }

    /// The channels that exist are subscribed, the one that does not is named, and the status
    /// says that something was not found.
    @Test func subscribeSubscribesTheGoodOnesAndNamesTheBadOne() async throws {
        let home = await CommandHome.signedIn()
        let channels = Array(home.api.catalogChannels.prefix(3))
        let result = await home.run(["subscribe"] + channels.map(\.id) + ["@nosuchchannel"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("error: no channel @nosuchchannel; subscribed to 3 other channels\n"), "\(result.stderr)")
        let list = try #require(try await home.json(["subscriptions"]) as? [[String: Any]])
        #expect(Set(list.compactMap { $0["channelId"] as? String }) == Set(channels.map(\.id)))
    }

    /// A channel already subscribed is not counted as subscribed now: nothing changed.
    @Test func subscribeToAChannelAlreadySubscribedAndAMissingOneSaysNothingChanged() async throws {
        let home = await CommandHome.signedIn()
        let channel = try #require(home.api.catalogChannels.first)
        #expect(await home.run(["subscribe", channel.id]).status == 0)
        let result = await home.run(["subscribe", channel.id, "@nosuchchannel"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("error: no channel @nosuchchannel; nothing changed\n"), "\(result.stderr)")
    }

    @Test func subscribeToNoChannelThatExistsSaysNothingChanged() async throws {
        let home = await CommandHome.signedIn()
        let result = await home.run(["subscribe", "@nosuchchannel", "UCaaaaaaaaaaaaaaaaaaaaaa"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("error: no channels @nosuchchannel, UCaaaaaaaaaaaaaaaaaaaaaa; nothing changed"),
                "\(result.stderr)")
    }

    @Test func unsubscribeRemovesItThenIsNotFound() async throws {
        let home = await CommandHome.signedIn()
        let handle = home.api.fixture("channelHandle"), id = home.api.fixture("channelId")
        #expect(await home.run(["subscribe", handle]).status == 0)
        let removed = await home.run(["unsubscribe", handle])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stderr.contains("Unsubscribed from "))
        #expect(removed.stderr.contains("(\(id))."))
        #expect((try await home.json(["subscriptions"]) as? [Any])?.isEmpty == true)
        let again = await home.run(["unsubscribe", id])
        #expect(again.status == 66)
        #expect(home.api.methods == ["channels"], "unsubscribing asks nothing")
    }

    @Test func subscriptionsTableIsEmptyWithAHint() async {
        let home = await CommandHome.signedIn()
        let result = await home.run(["subscriptions"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("No subscriptions yet"))
    }

    @Test func subscriptionsImportTakesATakeoutCSVForFree() async throws {
        let home = await CommandHome.signedIn()
        // Titles of plain text: a title with control characters is printed cleaned.
        let channels = Array(home.api.catalogChannels.filter { $0.title.allSatisfy { $0.isLetter || $0.isNumber || " '".contains($0) } }
            .prefix(5))
        let file = try home.file("subscriptions.csv", takeout(channels))
        let imported = await home.run(["subscriptions", "import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("Imported 5 channels: 5 new, 0 already subscribed."))
        #expect(home.api.requests.isEmpty)
        let list = await home.run(["subscriptions", "--format", "tsv"])
        #expect(list.cells.first == ["channelId", "title", "handle", "addedAt"])
        #expect(Set(list.cells.dropFirst().map { $0[0] }) == Set(channels.map(\.id)))
        #expect(Set(list.cells.dropFirst().map { $0[1] }) == Set(channels.map(\.title)))
        let again = await home.run(["subscriptions", "import", file])
        #expect(again.stderr.contains("Imported 5 channels: 0 new, 5 already subscribed."))
    }

    @Test func subscriptionsAreListedByTitleIgnoringCase() async throws {
        let home = await CommandHome.signedIn()
        let ids = home.api.catalogChannels.prefix(4).map(\.id)
        let titles = ["beta", "Alpha", "gamma", "Delta"]
        _ = try await home.run(["subscriptions", "import", home.file("s.csv", takeout(Array(zip(ids, titles))))])
        let table = await home.run(["subscriptions"])
        #expect(table.status == 0)
        #expect(table.lines.first?.hasPrefix("CHANNEL") == true)
        #expect(table.lines.dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }
            == ["Alpha", "beta", "Delta", "gamma"])
    }

    @Test func subscriptionsImportTakesOPMLFromStdin() async throws {
        let home = await CommandHome.signedIn()
        let id = home.api.fixture("channelId")
        let opml = """
            <?xml version="1.0"?><opml version="1.1"><body><outline text="YouTube Subscriptions">
            <outline text="A &amp; B" title="A &amp; B" type="rss"
                     xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=\(id)"/>
            </outline></body></opml>
            """
        let result = await home.run(["subscriptions", "import", "-"], stdin: opml)
        #expect(result.status == 0, "\(result.stderr)")
        let list = try #require(try await home.json(["subscriptions"]) as? [[String: Any]])
        #expect(list.map { $0["channelId"] as? String } == [id])
        #expect(list.first?["title"] as? String == "A & B")
        #expect(list.first?["handle"] is NSNull)
    }

    @Test func subscriptionsImportOfAMissingFileIs65() async throws {
        let home = await CommandHome.signedIn()
        let result = await home.run(["subscriptions", "import", home.root.appendingPathComponent("nope.csv").path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("nope.csv"))
    }

    @Test func subscriptionsImportOfSomethingElseIsRefused() async throws {
        let home = await CommandHome.signedIn()
        let file = try home.file("notes.txt", "just some notes\nnothing to import\n")
        let result = await home.run(["subscriptions", "import", file])
        #expect(result.status == 65, "\(result.stderr)")
        #expect((try await home.json(["subscriptions"]) as? [Any])?.isEmpty == true)
    }

    // MARK: feed --subscriptions

    @Test func feedSubscriptionsListsTheNewestUploadsOfTheChannels() async throws {
        let home = await CommandHome.signedIn()
        let channels = Array(home.api.catalogChannels.prefix(3))
        _ = try await home.run(["subscriptions", "import", home.file("s.csv", takeout(channels))])
        let result = await home.run(["feed", "--subscriptions", "--limit", "10", "--source", "api", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(result.array)
        #expect(videos.count == 10)
        #expect(videos.allSatisfy { Set(channels.map(\.id)).contains($0["channelId"] as? String ?? "") })
        let dates = videos.compactMap { $0["publishedAt"] as? String }
        #expect(dates == dates.sorted(by: >))
        #expect(home.api.count("channels") == 1, "one channels.list call for up to 50 channels")
        #expect(home.api.count("playlistItems") == 3)
        #expect(home.api.count("videos") == 1)
    }

    @Test func feedSubscriptionsNewStartsAtTheSubscriptionAndMarksEveryNewVideoSeen() async throws {
        let home = await CommandHome.signedIn()
        let channel = home.api.fixture("channelId")
        #expect(await home.run(["subscribe", channel]).status == 0)
        let uploads = try #require(await home.run(["feed", "--subscriptions", "--limit", "200", "--json"]).array)
        let dates = uploads.compactMap { ($0["publishedAt"] as? String).flatMap(Self.date) }
        try #require(dates.count > 6)
        // Subscribed again, by the clock, when the sixth newest upload came out (to the second).
        let subscribedAt = dates[5]
        #expect(await home.run(["unsubscribe", channel]).status == 0)
        home.now = { subscribedAt }
        #expect(await home.run(["subscribe", channel]).status == 0)
        let expected = Set(zip(uploads, dates).filter { $0.1 >= subscribedAt }.compactMap { $0.0["id"] as? String })

        let first = await home.run(["feed", "--subscriptions", "--new", "--limit", "2", "--format", "tsv"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.cells.first == BrowseCommandTests.videoHeader)
        let shown = first.cells.dropFirst().map { $0[0] }
        #expect(shown.count == 2)
        #expect(Set(shown).isSubset(of: expected))
        #expect(first.stderr == "and \(expected.count - 2) more new videos: raise --limit\n")

        // Everything the first run judged new was marked: nothing is left, and nothing printed.
        home.terminal.stderr = true
        let second = await home.run(["feed", "--subscriptions", "--new", "--limit", "200", "--format", "tsv"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.isEmpty)
        #expect(second.stderr.hasSuffix("Nothing new.\n"), "said only to a person at a terminal")
    }

    private static func date(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    @Test func feedSubscriptionsHidesShortsAndShortVideos() async throws {
        let home = await CommandHome.signedIn()
        _ = try await home.run(["subscriptions", "import", home.file("s.csv", takeout(Array(home.api.catalogChannels.prefix(5))))])
        func isStream(_ video: [String: Any]) -> Bool {
            ["live", "upcoming"].contains(video["liveBroadcastContent"] as? String ?? "")
        }
        let long = try #require(try await home.json(["feed", "--subscriptions", "--limit", "50", "--min-duration", "5m"])
            as? [[String: Any]])
        #expect(!long.isEmpty)
        #expect(long.allSatisfy { isStream($0) || ($0["durationSeconds"] as? Int ?? 0) >= 300 })
        let noShorts = try #require(try await home.json(["feed", "--subscriptions", "--limit", "50", "--hide-shorts"])
            as? [[String: Any]])
        #expect(noShorts.allSatisfy { isStream($0) || ($0["durationSeconds"] as? Int ?? 0) > 60 })
    }

    @Test func feedSubscriptionsWithoutSubscriptionsSaysSo() async throws {
        let home = await CommandHome.signedIn()
        let table = await home.run(["feed", "--subscriptions"])
        #expect(table.status == 0)
        #expect(table.stdout.isEmpty)
        #expect(table.stderr.contains("No subscriptions yet"))
        #expect((try await home.json(["feed", "--subscriptions"]) as? [Any])?.isEmpty == true)
        #expect(home.api.requests.isEmpty)
    }
}
