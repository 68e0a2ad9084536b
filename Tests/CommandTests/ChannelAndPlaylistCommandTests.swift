import Foundation
import Testing

/// Channels and playlists in process against the catalog: the item's block or object, then its
/// listing, in every format.
@Suite struct ChannelAndPlaylistCommandTests {
    // MARK: channel

    @Test(arguments: ["id", "handle", "handleURL", "channelURL"])
    func channelAcceptsEveryForm(form: String) async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("channelId"), handle = home.api.fixture("channelHandle")
        let text = switch form {
        case "id": id
        case "handle": handle
        case "handleURL": "https://www.youtube.com/\(handle)/videos"
        default: "youtube.com/channel/\(id)"
        }
        let output = try #require(try await home.json(["channel", text, "--limit", "1"]) as? [String: Any])
        let channel = try #require(output["channel"] as? [String: Any])
        #expect(channel["id"] as? String == id)
        #expect(channel["handle"] as? String == handle)
    }

    @Test func channelJSONHoldsTheChannelAndItsLatestUploads() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("channelId")
        let output = try #require(try await home.json(["channel", id, "--limit", "5"]) as? [String: Any])
        #expect(Set(output.keys) == ["channel", "videos"])
        let channel = try #require(output["channel"] as? [String: Any])
        #expect(Set(channel.keys) == (try JSONDocs.keys(of: "Channel")))
        #expect(channel["uploadsPlaylistId"] as? String == home.api.fixture("uploadsPlaylistId"))
        let videos = try #require(output["videos"] as? [[String: Any]])
        #expect(videos.count == 5)
        #expect(videos.allSatisfy { $0["channelId"] as? String == id })
        let dates = videos.compactMap { $0["publishedAt"] as? String }
        #expect(dates.count == 5 && dates == dates.sorted(by: >))
        // The channel and its uploads (UC… → UU…) leave together, in either order; the lookup follows.
        #expect(Set(home.api.methods.prefix(2)) == ["channels", "playlistItems"])
        #expect(home.api.methods.dropFirst(2) == ["videos"])
    }

    @Test func channelTableShowsTheBlockThenLatestUploads() async throws {
        let home = CommandHome.make()
        let handle = home.api.fixture("channelHandle")
        home.terminal.stderr = true
        let result = await home.run(["channel", handle, "--limit", "2"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Handle:      \(handle)"))
        #expect(result.stdout.contains("ID:          \(home.api.fixture("channelId"))"))
        #expect(result.lines.contains("Latest uploads"))
        #expect(result.stderr.contains("more: ytclone channel \(handle) --limit 2 --next-page"))
    }

    @Test func channelPlaylistsListsItsPlaylistsAsTSV() async throws {
        let home = CommandHome.make()
        let result = await home.run(["channel", home.api.fixture("channelId"), "--playlists", "--limit", "50", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == ["id", "title", "channelTitle", "itemCount", "publishedAt"])
        #expect(result.cells.dropFirst().contains { $0.first == home.api.fixture("playlistId") })
        #expect(home.api.methods == ["channels", "playlists"])
    }

    @Test func anUnknownChannelIsNotFound() async {
        let home = CommandHome.make()
        let result = await home.run(["channel", "@nobody-by-this-name"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("no channel @nobody-by-this-name"))
    }

    // MARK: playlist

    @Test func playlistJSONHoldsThePlaylistAndItsVideos() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("playlistId")
        let video = home.api.fixture("videoId")
        let output = try #require(
            try await home.json(["playlist", "https://www.youtube.com/watch?v=\(video)&list=\(id)", "--limit", "3"])
                as? [String: Any])
        #expect(Set(output.keys) == ["playlist", "videos"])
        let playlist = try #require(output["playlist"] as? [String: Any])
        #expect(Set(playlist.keys) == (try JSONDocs.keys(of: "Playlist")))
        #expect(playlist["id"] as? String == id)
        #expect(playlist["channelId"] as? String == home.api.fixture("channelId"))
        #expect((output["videos"] as? [[String: Any]])?.count == 3)
        #expect(home.api.methods == ["playlists", "playlistItems", "videos"])
    }

    @Test func playlistTableShowsTheBlockThenTheVideos() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("playlistId")
        let result = await home.run(["playlist", id, "--limit", "2"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("URL:       https://www.youtube.com/playlist?list=\(id)"))
        #expect(result.lines.contains { $0.hasPrefix("#  ID") })
        #expect(result.lines.contains { $0.hasPrefix("2  ") })
    }

    @Test func anUnknownPlaylistIsNotFound() async {
        let home = CommandHome.make()
        let result = await home.run(["playlist", "PLAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("no playlist with id"))
    }
}
