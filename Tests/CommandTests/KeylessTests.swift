import Foundation
import Testing
import YTEmulator

/// Without `YOUTUBE_API_KEY`, what YouTube publishes for free works (channels' feeds, oEmbed),
/// says once what a key would add, and what needs the Data API is refused (78) with what works
/// instead. No keyless run asks the Data API anything.
@Suite struct KeylessTests {
    /// The Data API's methods a run asked (the feeds' `videos.xml` and `oembed` are not among them).
    static func apiMethods(_ home: CommandHome) -> [String] {
        home.api.requests.filter { $0.url.path.hasPrefix("/youtube/v3/") }.map(\.url.lastPathComponent)
    }

    /// The lines of stderr that start with `No API key:`.
    static func notes(_ result: CommandHome.Result) -> [Substring] {
        result.stderr.split(separator: "\n").filter { $0.hasPrefix("No API key:") }
    }

    // MARK: feed --subscriptions

    /// A signed-in home without a key, subscribed (from a Takeout file) to `count` channels with
    /// uploads; over `api` when given (a catalog of its own, for a test that publishes uploads).
    static func subscribed(count: Int = 4, api: InMemoryAPI? = nil) async throws -> (CommandHome, [String]) {
        let home = api.map { CommandHome(api: $0, key: nil) } ?? CommandHome.make(key: nil)
        #expect(await home.signUp("ada").status == 0)
        let channels = home.api.catalogChannels.dropFirst(2).prefix(count).map(\.id)
        let csv = "Channel Id,Channel Url,Channel Title\n"
            + channels.map { "\($0),http://www.youtube.com/channel/\($0),Channel\n" }.joined()
        let imported = await home.run(["subscriptions", "import", try home.file("s.csv", csv)])
        #expect(imported.status == 0, "\(imported.stderr)")
        return (home, channels)
    }

    /// `PT1M5S` → 65.
    static func seconds(_ duration: String) -> Int? {
        guard duration.hasPrefix("PT") else { return nil }
        var total = 0, number = 0
        for character in duration.dropFirst(2) {
            if let digit = character.wholeNumberValue { number = number * 10 + digit; continue }
            total += number * (character == "H" ? 3600 : character == "M" ? 60 : 1)
            number = 0
        }
        return total
    }

    @Test func theSubscriptionsFeedComesFromTheChannelsFeeds() async throws {
        let (home, channels) = try await Self.subscribed()
        let result = await home.run(["feed", "--subscriptions", "--limit", "20", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(result.array)
        #expect(videos.count == 20)
        #expect(videos.allSatisfy { $0["durationSeconds"] is NSNull && $0["likeCount"] is NSNull })
        #expect(videos.allSatisfy { !(($0["title"] as? String) ?? "").isEmpty && channels.contains($0["channelId"] as? String ?? "") })
        let dates = videos.compactMap { $0["publishedAt"] as? String }
        #expect(dates.count == 20 && dates == dates.sorted(by: >), "newest first")
        #expect(Self.notes(result).count == 1)
        #expect(result.stderr.contains("a key adds lengths, likes and comments"), "\(result.stderr)")
        #expect(home.api.count("videos.xml") == channels.count)
        #expect(Self.apiMethods(home).isEmpty)
    }

    @Test func noSubscriptionsYetSuggestsWhatWorksWithoutAKey() async throws {
        let home = CommandHome.make(key: nil)
        #expect(await home.signUp("ada").status == 0)
        for command in [["feed", "--subscriptions"], ["subscriptions"]] {
            let result = await home.run(command)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("No subscriptions yet: ytclone subscribe UC… (or the channel's URL)"), "\(result.stderr)")
            #expect(!result.stderr.contains("@handle"), "a @handle is refused without a key")
        }
    }

    @Test func theSubscriptionsTableShowsLengthsAsDashes() async throws {
        let (home, _) = try await Self.subscribed()
        let result = await home.run(["feed", "--subscriptions", "--limit", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.lines.dropFirst().filter { !$0.isEmpty }
        #expect(rows.count == 5, "\(result.stdout)")
        #expect(rows.allSatisfy { $0.contains(" – ") }, "\(result.stdout)")
    }

    @Test func hidingShortsReadsTheFeedsWithoutShorts() async throws {
        let (home, channels) = try await Self.subscribed()
        let result = await home.run(["feed", "--subscriptions", "--hide-shorts", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let asked = home.api.requests.compactMap { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value }
        #expect(Set(asked) == Set(channels.map { "UULF" + $0.dropFirst(2) }))
        #expect(!result.stderr.contains("--hide-shorts not applied"), "the feeds without Shorts leave none to judge")
        let keyed = CommandHome.make()
        let ids = (result.array ?? []).compactMap { $0["id"] as? String }
        let lengths = try keyed.api.catalogItems("videos", ["part": "contentDetails", "id": ids.prefix(50).joined(separator: ",")])
        #expect(!lengths.isEmpty)
        let durations = lengths.compactMap { ($0["contentDetails"] as? [String: Any])?["duration"] as? String }
        #expect(durations.compactMap(Self.seconds).allSatisfy { $0 == 0 || $0 > 60 }, "\(durations)")
    }

    @Test func aLengthFilterSaysTheFeedsGiveNoLengths() async throws {
        let (home, _) = try await Self.subscribed()
        let result = await home.run(["feed", "--subscriptions", "--min-duration", "5m", "--limit", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("--min-duration not applied to"), "\(result.stderr)")
        #expect(result.stderr.contains("the channels' feeds give no lengths"))
    }

    @Test func newShowsEachVideoOnceWithoutAKey() async throws {
        let api = InMemoryAPI()
        let (home, channels) = try await Self.subscribed(count: 2, api: api)
        // Subscribed now: nothing the feeds hold is new yet, and a cron job hears nothing.
        let first = await home.run(["feed", "--subscriptions", "--new", "--format", "tsv"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty && first.stderr.isEmpty, "\(first.stderr)")
        let upload = try #require(try api.emulator.publishUploads(on: [channels[0]]).first)
        let second = await home.run(["feed", "--subscriptions", "--new", "--json"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect((second.array ?? []).compactMap { $0["id"] as? String } == [upload.videoId])
        let third = await home.run(["feed", "--subscriptions", "--new", "--format", "tsv"])
        #expect(third.stdout.isEmpty, "printed once")
    }

    @Test func theAPISourceNeedsAKey() async throws {
        let (home, _) = try await Self.subscribed(count: 1)
        let result = await home.run(["feed", "--subscriptions", "--source", "api"])
        #expect(result.status == 78)
        #expect(result.stderr.contains("hint: --source rss or auto read the channels' feeds"), "\(result.stderr)")
    }

    // MARK: channel (a video: KeylessVideoTests)

    @Test func aChannelByIdOrURLIsReadFromItsFeed() async throws {
        let home = CommandHome.make(key: nil)
        let id = home.api.fixture("channelId")
        let title = try #require(home.api.catalogChannels.first { $0.id == id }?.title)
        var ids: [[String]] = []
        for reference in [id, "https://www.youtube.com/channel/\(id)"] {
            let result = await home.run(["channel", reference, "--json"])
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(result.object)
            #expect((object["channel"] as? [String: Any])?["title"] as? String == title)
            let videos = try #require(object["videos"] as? [[String: Any]])
            #expect((1...15).contains(videos.count))
            #expect(videos.allSatisfy { $0["durationSeconds"] is NSNull && !(($0["title"] as? String) ?? "").isEmpty })
            #expect(Self.notes(result).count == 1)
            #expect(result.stderr.contains("a key adds its details, the videos' lengths"), "\(result.stderr)")
            ids.append(videos.compactMap { $0["id"] as? String })
        }
        #expect(ids[0] == ids[1])
        #expect(Self.apiMethods(home).isEmpty)
        #expect(home.api.methods == ["videos.xml", "videos.xml"])
    }

    @Test func aChannelTableShowsLengthsAsDashes() async throws {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["channel", home.api.fixture("channelId"), "--limit", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.lines.drop { !$0.hasPrefix("#  ID") }.dropFirst().filter { !$0.isEmpty }
        #expect(rows.count == 3, "\(result.stdout)")
        #expect(rows.allSatisfy { $0.contains(" – ") }, "\(result.stdout)")
    }

    @Test func aChannelWithoutShortsReadsItsFeedOfUploadsWithoutShorts() async throws {
        let home = CommandHome.make(key: nil)
        let channel = home.api.fixture("channelId")
        let result = await home.run(["channel", channel, "--hide-shorts", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let asked = home.api.requests.compactMap { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value }
        #expect(asked == ["UULF" + channel.dropFirst(2)])
        #expect(!result.stderr.contains("--hide-shorts not applied"), "the feed without Shorts leaves none to judge")
        let ids = ((result.object?["videos"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        #expect(!ids.isEmpty)
        let lengths = try CommandHome.make().api.catalogItems("videos", ["part": "contentDetails", "id": ids.joined(separator: ",")])
        let durations = lengths.compactMap { ($0["contentDetails"] as? [String: Any])?["duration"] as? String }
        #expect(durations.count == ids.count)
        #expect(durations.compactMap(Self.seconds).allSatisfy { $0 == 0 || $0 > 60 }, "\(durations)")
    }

    @Test func aHandleIsRefusedWithWhatWorksInstead() async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["channel", home.api.fixture("channelHandle")])
        #expect(result.status == 78)
        #expect(result.stderr.contains("needs the Data API (channels.list)"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: give the channel's URL with its id"))
        #expect(result.stderr.contains("ytclone setup"))
        #expect(home.api.requests.isEmpty, "nothing is scraped to resolve a handle")
    }

    @Test func subscribingByIdNamesTheChannelFromItsFeed() async throws {
        let home = CommandHome.make(key: nil)
        #expect(await home.signUp("ada").status == 0)
        let id = home.api.fixture("channelId")
        let title = try #require(home.api.catalogChannels.first { $0.id == id }?.title)
        let result = await home.run(["subscribe", "https://www.youtube.com/channel/\(id)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Subscribed to \(title) (\(id))."), "\(result.stderr)")
        let listed = try #require(try await home.json(["subscriptions", "list"]) as? [[String: Any]])
        #expect(listed.map { $0["title"] as? String } == [title])
        let missing = await home.run(["subscribe", "UC" + String(repeating: "A", count: 22)])
        #expect(missing.status == 66, "\(missing.stderr)")
        let handle = await home.run(["subscribe", home.api.fixture("channelHandle")])
        #expect(handle.status == 78)
        #expect(handle.stderr.contains("ytclone subscribe https://www.youtube.com/channel/UC…"), "\(handle.stderr)")
        #expect(Self.apiMethods(home).isEmpty)
    }

    @Test func anUnknownChannelIsNotFound() async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["channel", "UC" + String(repeating: "A", count: 22)])
        #expect(result.status == 66, "\(result.stderr)")
    }

    // MARK: what needs the API

    @Test(arguments: [["feed"], ["search", "swift"], ["categories"]])
    func whatNeedsTheAPISaysWhatWorksWithoutIt(_ arguments: [String]) async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(arguments)
        #expect(result.status == 78, "\(result.stderr)")
        #expect(result.stderr.contains("hint: ytclone setup"), "\(result.stderr)")
        #expect(result.stderr.contains("without a key, feed --subscriptions, channel UC…|URL, video ID|URL"), "\(result.stderr)")
        #expect(Self.apiMethods(home).isEmpty)
    }

    // MARK: setup

    @Test func setupWithAnEmptyAnswerSaysWhatWorksAndWhatAKeyAdds() async throws {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["setup", "--key-stdin"], stdin: "\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("No key given: the config file is unchanged."))
        #expect(result.stderr.contains("Without a key, these work: feed --subscriptions"))
        #expect(result.stderr.contains("A key adds: the most popular chart, search"))
        #expect(!FileManager.default.fileExists(atPath: SetupTests.configFile(home).path))
        #expect(home.api.requests.isEmpty)
    }

    @Test func setupWithNoOneToAskSaysWhatWorksToo() async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["setup"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Without a key, these work"))
        #expect(result.stderr.contains("hint: pass it on stdin with --key-stdin"))
    }
}
