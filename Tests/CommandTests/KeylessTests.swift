import Foundation
import Testing
import YTEmulator

/// Without `YOUTUBE_API_KEY`, what YouTube publishes for free works (channels' feeds, oEmbed),
/// says once what a key would add, and what needs the Data API is refused (78) with what works
/// instead. No keyless run asks the Data API anything.
@Suite struct KeylessTests {
    /// The Data API's methods a run asked (the feeds' `videos.xml` and `oembed` are not among them).
    private static func apiMethods(_ home: CommandHome) -> [String] {
        home.api.requests.filter { $0.url.path.hasPrefix("/youtube/v3/") }.map(\.url.lastPathComponent)
    }

    /// The lines of stderr that start with `No API key:`.
    private static func notes(_ result: CommandHome.Result) -> [Substring] {
        result.stderr.split(separator: "\n").filter { $0.hasPrefix("No API key:") }
    }

    // MARK: video

    @Test func aVideoIsDescribedThroughOEmbed() async throws {
        let keyed = CommandHome.make()
        let id = keyed.api.fixture("videoId")
        let full = try #require(try await keyed.json(["video", id]) as? [String: Any])

        let home = CommandHome.make(key: nil)
        let result = await home.run(["video", id, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let video = try #require(result.object)
        #expect(video["id"] as? String == id)
        #expect(video["title"] as? String == full["title"] as? String)
        #expect(video["channelTitle"] as? String == full["channelTitle"] as? String)
        #expect((video["thumbnailUrl"] as? String)?.hasSuffix("/vi/\(id)/hqdefault.jpg") == true)
        for field in ["viewCount", "durationSeconds", "likeCount", "commentCount", "publishedAt"] {
            #expect(video[field] is NSNull, "\(field) is what oEmbed does not tell")
        }
        #expect(Self.notes(result).count == 1)
        #expect(result.stderr.contains("a key adds the length, views, likes, comments"), "\(result.stderr)")
        #expect(result.stderr.contains("ytclone setup"))
        #expect(home.api.methods == ["oembed"])
    }

    @Test func aVideoTableSaysWhatNeedsAKey() async throws {
        let home = CommandHome.make(key: nil)
        let id = home.api.fixture("videoWithHostileTitle")
        let result = await home.run(["video", "https://youtu.be/\(id)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Views:"))
        #expect(result.stdout.contains("needs an API key"))
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "hostile text is made safe")
    }

    @Test func aVideoWhoseOwnerDisallowsEmbeddingSaysWhatStillWorks() async {
        let home = CommandHome.make(key: nil)
        let id = home.api.fixture("videoNotEmbeddable")
        let result = await home.run(["video", id])
        #expect(result.status == 78)
        #expect(result.stderr.hasPrefix("error: video \(id) does not allow embedding"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: ytclone watch \(id) plays it"))
    }

    @Test func aVideoThatIsNotPublicIsNotFound() async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["video", "AAAAAAAAAAA"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("error: no public video AAAAAAAAAAA"), "\(result.stderr)")
    }

    @Test func commentsNeedAKey() async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["video", home.api.fixture("videoId"), "--comments"])
        #expect(result.status == 78)
        #expect(result.stderr.contains("commentThreads.list"), "\(result.stderr)")
        #expect(home.api.requests.isEmpty)
    }

    // MARK: channel

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

    @Test func aHandleIsRefusedWithWhatWorksInstead() async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["channel", home.api.fixture("channelHandle")])
        #expect(result.status == 78)
        #expect(result.stderr.contains("needs the Data API (channels.list)"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: give the channel's URL with its id"))
        #expect(result.stderr.contains("ytclone setup"))
        #expect(home.api.requests.isEmpty, "nothing is scraped to resolve a handle")
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
