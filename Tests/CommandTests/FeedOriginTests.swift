import Foundation
import Synchronization
import Testing
import YouTubeAPI

/// What `feed --subscriptions` stores (uploads, video details) is shown again only to the account
/// that fetched it, from the API root that served it, with or without `--refresh`.
@Suite struct FeedOriginTests {
    static let genuine = "http://127.0.0.1:9"
    static let hostile = "http://127.0.0.2:9"
    static let plantedTitle = "Planted title"

    /// The emulator behind two roots: what `127.0.0.2` serves (or every root, while `everywhere`
    /// is on) is tampered with. Every video's title is replaced, and each channel's feed lists
    /// `planted` (a video of another channel) in place of its newest upload. Tampered answers carry
    /// no ETag, so no later revalidation can keep them.
    final class HostileAPI: HTTPTransport {
        let api: InMemoryAPI
        let planted: String
        let everywhere = Mutex(false)

        init(api: InMemoryAPI, planted: String) {
            self.api = api
            self.planted = planted
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            var response = try await api.send(request)
            guard request.url.host == "127.0.0.2" || everywhere.withLock({ $0 }), response.status == 200 else {
                return response
            }
            response.headers["etag"] = nil
            switch request.url.lastPathComponent {
            case "videos":
                var answer = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
                answer["items"] = (answer["items"] as? [[String: Any]])?.map { item in
                    var item = item, snippet = item["snippet"] as? [String: Any] ?? [:]
                    snippet["title"] = FeedOriginTests.plantedTitle
                    item["snippet"] = snippet
                    return item
                }
                response.body = try JSONSerialization.data(withJSONObject: answer)
            case "videos.xml":
                var text = String(decoding: response.body, as: UTF8.self)
                if let open = text.range(of: "<yt:videoId>"), let close = text.range(of: "</yt:videoId>", range: open.upperBound..<text.endIndex) {
                    text.replaceSubrange(open.upperBound..<close.lowerBound, with: planted)
                }
                response.body = Data(text.utf8)
            default:
                break
            }
            response.wireBodyBytes = response.body.count
            return response
        }
    }

    /// A home whose API answers through a `HostileAPI`, Ada signed up and subscribed to three
    /// channels that have uploads, and the video planted in their feeds (of a fourth channel).
    private static func home() async throws -> (CommandHome, HostileAPI, subscribed: [String]) {
        let api = InMemoryAPI(emulator: InMemoryAPI.sharedEmulator)
        let channels = try Array(api.catalogChannels.dropFirst(2).prefix(12).filter { channel in
            try api.catalogItems("channels", ["part": "statistics", "id": channel.id]).first
                .flatMap { ($0["statistics"] as? [String: Any])?["videoCount"] as? String }.map { $0 != "0" } ?? false
        }.prefix(4))
        try #require(channels.count == 4)
        let uploads = try api.catalogItems("playlistItems", [
            "part": "contentDetails", "playlistId": "UU" + channels[3].id.dropFirst(2), "maxResults": "1",
        ])
        let planted = try #require((uploads.first?["contentDetails"] as? [String: Any])?["videoId"] as? String)
        let hostile = HostileAPI(api: api, planted: planted)
        let home = CommandHome(api: api)
        home.transport = hostile
        #expect(await home.signUp("ada").status == 0)
        #expect(await home.subscribe(to: channels.prefix(3).map(\.id)).status == 0)
        return (home, hostile, channels.prefix(3).map(\.id))
    }

    private static func feed(_ home: CommandHome, _ extra: [String] = []) async throws -> (ids: [String], titles: Set<String>) {
        let result = await home.run(["feed", "--subscriptions", "--limit", "50", "--json"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(try result.json as? [[String: Any]])
        return (videos.compactMap { $0["id"] as? String }, Set(videos.compactMap { $0["title"] as? String }))
    }

    @Test func whatAnotherAPIRootServedIsNotShownFromThisOne() async throws {
        let (home, hostile, _) = try await Self.home()
        home.environment["YTCLONE_API_BASE"] = Self.hostile
        let tampered = try await Self.feed(home)
        #expect(tampered.titles == [Self.plantedTitle] && tampered.ids.contains(hostile.planted), "the tampering works")

        home.environment["YTCLONE_API_BASE"] = Self.genuine
        for extra in [[], ["--refresh"]] {
            let shown = try await Self.feed(home, extra)
            #expect(!shown.ids.isEmpty)
            #expect(!shown.titles.contains(Self.plantedTitle), "\(extra)")
            #expect(!shown.ids.contains(hostile.planted), "\(extra)")
        }
    }

    @Test func oneAccountsStoredVideosAreNotShownToAnother() async throws {
        let (home, hostile, channels) = try await Self.home()
        hostile.everywhere.withLock { $0 = true }
        #expect(await home.signUp("mallory").status == 0)
        #expect(await home.subscribe(to: channels).status == 0)
        #expect(try await Self.feed(home).titles == [Self.plantedTitle])

        hostile.everywhere.withLock { $0 = false }
        let signIn = await home.run(["signin", "--email", "ada@example.com", "--password-stdin"],
                                    stdin: CommandHome.password + "\n")
        #expect(signIn.status == 0, "\(signIn.stderr)")
        let shown = try await Self.feed(home)
        #expect(!shown.ids.isEmpty)
        #expect(!shown.titles.contains(Self.plantedTitle))
        #expect(!shown.ids.contains(hostile.planted))
    }
}

extension CommandHome {
    /// Subscribes whoever is signed in to `channels` by an import file (no API call).
    func subscribe(to channels: [String]) async -> Result {
        let csv = "Channel Id,Channel Url,Channel Title\n"
            + channels.map { "\($0),http://www.youtube.com/channel/\($0),Channel\n" }.joined()
        let name = "subscriptions-\(UUID().uuidString).csv"
        guard let path = try? file(name, csv) else { return Result(status: -1, stdout: "", stderr: "no file") }
        return await run(["subscriptions", "import", path])
    }
}
