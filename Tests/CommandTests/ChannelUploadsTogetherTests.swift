import Foundation
import Testing
import YouTubeAPI

/// `channel UC…` asks for the channel and its uploads (`UU…`, from the id) together; when the
/// channel names other uploads, those are listed, and a channel that does not exist is still
/// "not found" although its guessed uploads went out beside it.
@Suite struct ChannelUploadsTogetherTests {
    /// The in-memory API, with the channels.list answer naming `uploads` as the channel's uploads
    /// playlist in place of its `UU…` one.
    struct OtherUploads: HTTPTransport {
        let api: InMemoryAPI
        let guessed: String
        let uploads: String

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            var response = try await api.send(request)
            if request.url.lastPathComponent == "channels" {
                let text = String(decoding: response.body, as: UTF8.self)
                #expect(text.contains(guessed), "the channel's answer names \(guessed)")
                response.body = Data(text.replacingOccurrences(of: guessed, with: uploads).utf8)
                response.wireBodyBytes = response.body.count
            }
            return response
        }
    }

    /// The `playlistId` query of each playlistItems.list request, in order.
    static func playlistsAsked(_ api: InMemoryAPI) -> [String] {
        api.requests.filter { $0.url.lastPathComponent == "playlistItems" }.compactMap { request in
            URLComponents(url: request.url, resolvingAgainstBaseURL: false)?
                .queryItems?.first { $0.name == "playlistId" }?.value
        }
    }

    @Test func theUploadsTheChannelNamesAreListedWhenTheyAreNotItsUUPlaylist() async throws {
        let home = CommandHome.make()
        let (channelId, guessed) = (home.api.fixture("channelId"), home.api.fixture("uploadsPlaylistId"))
        let real = home.api.fixture("playlistId")
        home.transport = OtherUploads(api: home.api, guessed: guessed, uploads: real)
        let output = try #require(try await home.json(["channel", channelId, "--limit", "3"]) as? [String: Any])
        let channel = try #require(output["channel"] as? [String: Any])
        #expect(channel["uploadsPlaylistId"] as? String == real)
        let shown = try #require(output["videos"] as? [[String: Any]]).compactMap { $0["id"] as? String }

        let direct = CommandHome.make()
        let playlist = try #require(try await direct.json(["playlist", real, "--limit", "3"]) as? [String: Any])
        let expected = try #require(playlist["videos"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(!expected.isEmpty)
        #expect(shown == expected, "the real uploads, not the guessed UU… playlist's")
        // The guess went out with the channel (in either order); the real playlist once the
        // channel had answered: one more round trip.
        #expect(Self.playlistsAsked(home.api).sorted() == [guessed, real].sorted())
        let asked = home.api.requests.map(\.url.absoluteString)
        let channelAt = try #require(asked.firstIndex { $0.contains("/channels?") })
        let realAt = try #require(asked.firstIndex { $0.contains("playlistId=\(real)") })
        #expect(channelAt < realAt)
        #expect(home.api.count("channels") == 1)
    }

    @Test func whenTheGuessIsRightItsPageIsTheOneShown() async throws {
        let home = CommandHome.make()
        let (channelId, uploads) = (home.api.fixture("channelId"), home.api.fixture("uploadsPlaylistId"))
        let output = try #require(try await home.json(["channel", channelId, "--limit", "3"]) as? [String: Any])
        #expect(try #require(output["videos"] as? [[String: Any]]).count == 3)
        #expect(Self.playlistsAsked(home.api) == [uploads])
    }

    @Test func aChannelIdThatNamesNoChannelIsNotFound() async {
        let home = CommandHome.make()
        let missing = "UC" + String(repeating: "x", count: 22)
        let result = await home.run(["channel", missing])
        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.contains("no channel \(missing)"), "\(result.stderr)")
        #expect(home.api.count("channels") == 1)
    }

    @Test func aHandleWaitsForTheChannelBeforeItsUploads() async throws {
        let home = CommandHome.make()
        _ = try await home.json(["channel", home.api.fixture("channelHandle"), "--limit", "2"])
        #expect(home.api.methods == ["channels", "playlistItems", "videos"])
    }
}
