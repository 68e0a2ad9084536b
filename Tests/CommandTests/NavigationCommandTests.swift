import Foundation
import Testing

/// `ytclone channel`, `playlist`, `categories` and `video --comments` in process against the catalog.
@Suite struct NavigationCommandTests {
    @Test(arguments: ["id", "handle", "handleURL", "channelURL", "mobileHandleURL"])
    func channelAcceptsEveryForm(form: String) async throws {
        let session = CommandHome.today(columns: 100)
        let id = session.api.fixture("channelId")
        let handle = session.api.fixture("channelHandle")
        let text = switch form {
        case "id": id
        case "handle": handle
        case "handleURL": "youtube.com/\(handle)"
        case "channelURL": "https://www.youtube.com/channel/\(id)"
        default: "https://m.youtube.com/\(handle)/videos?si=abc"
        }
        let output = try await session.object(["channel", text, "--json", "--limit", "1"])
        let channel = try #require(output["channel"] as? [String: Any])
        #expect(channel["id"] as? String == id)
        #expect(channel["handle"] as? String == handle)
    }

    @Test func channelJSONHasTheDocumentedKeysAndLatestUploads() async throws {
        let session = CommandHome.today(columns: 100)
        let id = session.api.fixture("channelId")
        let output = try await session.object(["channel", id, "--json", "--limit", "12"])
        #expect(Set(output.keys) == ["channel", "videos"])
        let channel = try #require(output["channel"] as? [String: Any])
        #expect(Set(channel.keys) == (try JSONDocs.keys(of: "Channel")))
        #expect(channel["kind"] as? String == "channel")
        #expect(channel["uploadsPlaylistId"] as? String == session.api.fixture("uploadsPlaylistId"))
        let videos = try #require(output["videos"] as? [[String: Any]])
        #expect(videos.count == 12)
        let videoKeys = try JSONDocs.keys(of: "Video")
        #expect(videos.allSatisfy { Set($0.keys) == videoKeys && $0["channelId"] as? String == id })
        let dates = videos.compactMap { CommandHome.date($0["publishedAt"]) }
        #expect(dates.count == 12 && dates == dates.sorted(by: >))
    }

    @Test func channelUploadsPageOnWithNextPage() async throws {
        let session = CommandHome.today(columns: 100)
        let handle = session.api.fixture("channelHandle")
        let table = await session.run(["channel", handle, "--limit", "5"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("Latest uploads"))
        #expect(!table.stderr.contains("more:"), "\(table.stderr)")
        let first = try await session.object(["channel", handle, "--limit", "5", "--json", "--first-page"])
        let second = try await session.object(["channel", handle, "--limit", "5", "--json", "--next-page"])
        let firstIds = (first["videos"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let secondIds = (second["videos"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(firstIds.count == 5 && secondIds.count == 5)
        #expect(Set(firstIds).isDisjoint(with: secondIds))
    }

    @Test func channelPlaylistsListsItsPlaylists() async throws {
        let session = CommandHome.today(columns: 100)
        let id = session.api.fixture("channelId")
        let output = try await session.object(["channel", id, "--playlists", "--json"])
        #expect(Set(output.keys) == ["channel", "playlists"])
        let playlists = try #require(output["playlists"] as? [[String: Any]])
        let playlistKeys = try JSONDocs.keys(of: "Playlist")
        #expect(playlists.contains { $0["id"] as? String == session.api.fixture("playlistId") })
        #expect(playlists.allSatisfy {
            Set($0.keys) == playlistKeys && $0["kind"] as? String == "playlist" && $0["channelId"] as? String == id
        })
    }

    @Test(arguments: ["id", "playlistURL", "watchURL", "shortURL"])
    func playlistAcceptsEveryForm(form: String) async throws {
        let session = CommandHome.today(columns: 100)
        let id = session.api.fixture("playlistId")
        let video = session.api.fixture("videoId")
        let text = switch form {
        case "id": id
        case "playlistURL": "https://www.youtube.com/playlist?list=\(id)"
        case "watchURL": "https://www.youtube.com/watch?v=\(video)&list=\(id)&index=2"
        default: "youtu.be/\(video)?list=\(id)"
        }
        let output = try await session.object(["playlist", text, "--json", "--limit", "1"])
        #expect((output["playlist"] as? [String: Any])?["id"] as? String == id)
    }

    @Test func playlistJSONHasTheDocumentedKeysAndItsVideos() async throws {
        let session = CommandHome.today(columns: 100)
        let output = try await session.object(["playlist", session.api.fixture("playlistId"), "--json", "--limit", "500"])
        #expect(Set(output.keys) == ["playlist", "videos"])
        let playlist = try #require(output["playlist"] as? [String: Any])
        #expect(Set(playlist.keys) == (try JSONDocs.keys(of: "Playlist")))
        let itemCount = try #require(playlist["itemCount"] as? Int)
        let videos = try #require(output["videos"] as? [[String: Any]])
        #expect(!videos.isEmpty && videos.count <= itemCount)
        #expect(videos.allSatisfy { $0["kind"] as? String == "video" && $0["durationSeconds"] is Int })
    }

    @Test func uploadsPlaylistIsAPlaylistToo() async throws {
        let session = CommandHome.today(columns: 100)
        let output = try await session.object(["playlist", session.api.fixture("uploadsPlaylistId"), "--json", "--limit", "3"])
        let videos = try #require(output["videos"] as? [[String: Any]])
        #expect(videos.count == 3)
        #expect(videos.allSatisfy { $0["channelId"] as? String == session.api.fixture("channelId") })
    }

    @Test func categoriesJSONHasTheDocumentedKeys() async throws {
        let session = CommandHome.today(columns: 100)
        let categories = try await session.array(["categories", "--region", "gb", "--json"])
        let keys = try JSONDocs.keys(of: "Category")
        #expect(categories.allSatisfy { Set($0.keys) == keys && $0["kind"] as? String == "category" })
        #expect(categories.allSatisfy { $0["assignable"] is Bool })
        #expect(categories.contains { $0["id"] as? String == session.api.fixture("categoryId") })
    }

    @Test func videoCommentsFollowTheDetails() async throws {
        let session = CommandHome.today(columns: 100)
        let id = session.api.fixture("videoWithManyComments")
        let output = try await session.object(["video", id, "--comments", "--comment-limit", "7", "--json"])
        #expect(Set(output.keys) == ["video", "comments"])
        #expect((output["video"] as? [String: Any])?["id"] as? String == id)
        let comments = try #require(output["comments"] as? [[String: Any]])
        #expect(comments.count == 7)
        let keys = try JSONDocs.keys(of: "Comment")
        #expect(comments.allSatisfy { Set($0.keys) == keys && $0["videoId"] as? String == id })
    }

    @Test func disabledCommentsAreANoteNotAFailure() async throws {
        let session = CommandHome.today(columns: 100)
        let id = session.api.fixture("videoWithCommentsDisabled")
        let json = await session.run(["video", id, "--comments", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stderr.contains("Comments are disabled"))
        let output = try #require(try json.json as? [String: Any])
        #expect((output["comments"] as? [Any])?.isEmpty == true)
        let table = await session.run(["video", id, "--comments"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("Comments:  disabled"))
    }

    typealias Failure = ExpectedFailure

    static let failures: [Failure] = [
        Failure(arguments: ["channel", "@nobody-by-this-name"], status: 66, message: "no channel @nobody-by-this-name"),
        Failure(arguments: ["channel", "UCAAAAAAAAAAAAAAAAAAAAAA"], status: 66, message: "no channel UCAAAAAAAAAAAAAAAAAAAAAA"),
        Failure(arguments: ["channel", "https://example.com/@someone"], status: 65, message: "is not a channel id"),
        Failure(arguments: ["channel", "@x", "--limit", "0"], status: 64, message: "between 1 and 500"),
        Failure(arguments: ["playlist", "PLAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"], status: 66, message: "no playlist with id"),
        Failure(arguments: ["playlist", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"], status: 65,
                message: "is not a playlist id"),
        Failure(arguments: ["categories", "--region", "USA"], status: 64, message: "two-letter"),
    ]

    @Test(arguments: failures)
    func failuresHaveTheirExitCodes(_ failure: Failure) async throws {
        let session = CommandHome.today(columns: 100)
        let result = await session.run(failure.arguments)
        #expect(result.status == failure.status, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(failure.message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
