import Foundation
import Testing

/// The browse commands run in process against the catalog: feed, search, video, watch, channel,
/// playlist, categories and comments; what each prints in every format and what it asks the API.
@Suite struct BrowseCommandTests {
    static let videoHeader = ["id", "title", "channelTitle", "viewCount", "durationSeconds", "publishedAt"]

    // MARK: feed

    @Test func feedPrintsTheChartAsJSONWithTheDocumentedKeys() async throws {
        let home = CommandHome.make()
        let result = await home.run(["feed", "--limit", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(result.array)
        #expect(videos.count == 3)
        let keys = try JSONDocs.keys(of: "Video")
        #expect(videos.allSatisfy { Set($0.keys) == keys && $0["kind"] as? String == "video" })
        let first = try #require(videos.first)
        let id = try #require(first["id"] as? String)
        #expect(first["url"] as? String == "https://www.youtube.com/watch?v=\(id)")
        let catalog = try home.api.catalogVideo(id)
        #expect(first["title"] as? String == (catalog["snippet"] as? [String: Any])?["title"] as? String)
        #expect(first["viewCount"] as? Int == ((catalog["statistics"] as? [String: Any])?["viewCount"] as? String).flatMap(Int.init))
        #expect(home.api.methods == ["videos"])
        let query = try #require(home.api.requests.first?.url.query)
        #expect(query.contains("chart=mostPopular"))
        #expect(query.contains("maxResults=3"))
    }

    @Test func feedTableHasOneNumberedRowPerVideoAndAMoreHint() async throws {
        let home = CommandHome.make()
        let ids = try #require((try await home.json(["feed", "--limit", "4"]) as? [[String: Any]])?.compactMap { $0["id"] as? String })
        let table = await home.run(["feed", "--limit", "4"])
        #expect(table.status == 0)
        #expect(table.lines.first?.hasPrefix("#  ID") == true)
        #expect(table.lines.count == 5)
        for (number, id) in ids.enumerated() {
            #expect(table.lines[number + 1].hasPrefix("\(number + 1)  \(id)"), "\(table.lines)")
        }
        #expect(!table.stderr.contains("more:"), "no hint when stderr is not a terminal")
    }

    @Test func feedTSVHasTheDocumentedHeaderAndRawNumbers() async throws {
        let home = CommandHome.make()
        let result = await home.run(["feed", "--limit", "2", "--region", "gb", "--category", "10", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == Self.videoHeader)
        #expect(result.cells.count == 3)
        #expect(result.cells.dropFirst().allSatisfy { $0.count == 6 && Int($0[3]) != nil && Int($0[4]) != nil })
        let query = try #require(home.api.requests.first?.url.query)
        #expect(query.contains("regionCode=GB"))
        #expect(query.contains("videoCategoryId=10"))
    }

    @Test func feedNDJSONPrintsOneVideoPerLine() async throws {
        let result = await CommandHome.make().run(["feed", "--limit", "3", "--format", "ndjson"])
        #expect(result.status == 0)
        #expect(result.lines.count == 3)
        #expect(result.ndjson.count == 3)
        #expect(result.ndjson.allSatisfy { $0["kind"] as? String == "video" })
    }

    @Test func feedWalksPagesForALimitAboveFifty() async throws {
        let home = CommandHome.make()
        let result = await home.run(["feed", "--limit", "60", "--json"])
        #expect(result.status == 0)
        #expect(Set(result.ids).count == 60)
        #expect(home.api.methods == ["videos", "videos"])
    }

    // MARK: search

    @Test func searchFillsInVideosWithTheirDetails() async throws {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--limit", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let videos = try #require(result.array)
        #expect(videos.count == 3)
        #expect(videos.allSatisfy { $0["durationSeconds"] is Int && $0["viewCount"] is Int })
        #expect(home.api.methods == ["search", "videos"])
        let query = try #require(home.api.requests.first?.url.query)
        #expect(query.contains("q=swift"))
        #expect(query.contains("type=video"))
    }

    @Test func searchPassesItsFiltersToTheAPI() async throws {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--order", "views", "--duration", "long", "--hd", "--caption",
                                     "--region", "jp", "--safe-search", "strict", "--limit", "2", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let query = try #require(home.api.requests.first?.url.query)
        for parameter in ["order=viewCount", "videoDuration=long", "videoDefinition=high", "videoCaption=closedCaption",
                          "regionCode=JP", "safeSearch=strict"] {
            #expect(query.contains(parameter), "\(query)")
        }
    }

    @Test func searchForChannelsPrintsChannelTSV() async throws {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--type", "channel", "--limit", "3", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == ["id", "title", "handle", "subscriberCount", "videoCount", "viewCount", "publishedAt"])
        #expect(result.cells.count == 4)
        #expect(result.cells.dropFirst().allSatisfy { $0[0].hasPrefix("UC") && $0[2].hasPrefix("@") })
        #expect(home.api.methods == ["search", "channels"])
    }

    @Test func searchForPlaylistsPrintsPlaylists() async throws {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--type", "playlist", "--limit", "2", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let playlists = try #require(result.array)
        #expect(!playlists.isEmpty)
        #expect(playlists.allSatisfy { $0["kind"] as? String == "playlist" && ($0["id"] as? String)?.hasPrefix("PL") == true })
        #expect(home.api.methods.first == "search")
    }

    @Test func searchByHandleLooksTheChannelUpFirst() async throws {
        let home = CommandHome.make()
        let handle = home.api.fixture("channelHandle")
        let result = await home.run(["search", "swift", "--channel", handle, "--limit", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.array?.allSatisfy { $0["channelId"] as? String == home.api.fixture("channelId") } == true)
        #expect(home.api.methods.prefix(2) == ["channels", "search"])
    }

    @Test func searchDatesOutOfOrderAreRefusedBeforeAnyRequest() async {
        let home = CommandHome.make()
        let result = await home.run(["search", "swift", "--after", "2024-02-01", "--before", "2024-01-01"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("invalid value '2024-02-01' for --after"))
        #expect(home.api.requests.isEmpty)
    }

    // MARK: video

    @Test func videoJSONIsTheCatalogsVideo() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("videoId")
        let result = await home.run(["video", "https://youtu.be/\(id)?t=42", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let video = try #require(result.object)
        #expect(Set(video.keys) == (try JSONDocs.keys(of: "Video")))
        #expect(video["id"] as? String == id)
        #expect(video["channelId"] as? String == home.api.fixture("channelId"))
        let snippet = try #require(try home.api.catalogVideo(id)["snippet"] as? [String: Any])
        #expect(video["title"] as? String == snippet["title"] as? String)
        #expect(home.api.methods == ["videos"])
        #expect(home.api.requests.first?.url.query?.contains("id=\(id)") == true)
    }

    @Test func videoTableShowsLabelledDetails() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("videoId")
        let result = await home.run(["video", id])
        #expect(result.status == 0)
        let title = try #require(try home.api.catalogVideo(id)["snippet"] as? [String: Any])["title"] as? String
        #expect(result.lines.first == title)
        #expect(result.stdout.contains("Channel:   "))
        #expect(result.stdout.contains("URL:       https://www.youtube.com/watch?v=\(id)"))
    }

    @Test func videoWithHiddenLikesHasNullLikes() async throws {
        let home = CommandHome.make()
        let video = try #require(try await home.json(["video", home.api.fixture("videoWithHiddenLikes")]) as? [String: Any])
        #expect(video["likeCount"] is NSNull)
        #expect(video["viewCount"] is Int)
    }

    @Test func videoCommentsFollowTheDetails() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("videoWithManyComments")
        let output = try #require(try await home.json(["video", id, "--comments", "--comment-limit", "4"]) as? [String: Any])
        #expect(Set(output.keys) == ["video", "comments"])
        let comments = try #require(output["comments"] as? [[String: Any]])
        #expect(comments.count == 4)
        #expect(comments.allSatisfy { $0["videoId"] as? String == id && $0["source"] as? String == "youtube" })
        #expect(home.api.methods == ["videos", "commentThreads"])
    }

    @Test func videoWithCommentsDisabledIsANoteNotAFailure() async throws {
        let home = CommandHome.make()
        let result = await home.run(["video", home.api.fixture("videoWithCommentsDisabled"), "--comments", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Comments are disabled"))
        #expect((result.object?["comments"] as? [Any])?.isEmpty == true)
    }

    @Test func anUnknownVideoIsNotFound() async {
        let home = CommandHome.make()
        let result = await home.run(["video", "AAAAAAAAAAA"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(home.api.methods == ["videos"])
    }

    // MARK: watch

    @Test func watchWithoutAPlayerPrintsTheURL() async {
        let home = CommandHome.make()
        let id = home.api.fixture("videoId")
        let result = await home.run(["watch", "https://www.youtube.com/shorts/\(id)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "https://www.youtube.com/watch?v=\(id)\n")
        #expect(home.api.requests.isEmpty, "nobody is signed in: no history, no lookup")
    }

    @Test func watchPrintAsJSONIsTheWatchObject() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("videoId")
        let watch = try #require(try await home.json(["watch", id, "--print"]) as? [String: String])
        #expect(watch == ["videoId": id, "url": "https://www.youtube.com/watch?v=\(id)"])
        #expect(Set(watch.keys) == (try JSONDocs.keys(of: "Watch")))
    }

    @Test func watchSignedInGoesIntoTheHistoryWithItsTitle() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp().status == 0)
        let id = home.api.fixture("videoId")
        let result = await home.run(["watch", id, "--print"])
        #expect(result.status == 0)
        #expect(home.api.methods == ["videos"])
        let history = try #require(try await home.json(["history"]) as? [[String: Any]])
        #expect(history.first?["videoId"] as? String == id)
        #expect((history.first?["title"] as? String)?.isEmpty == false)
    }

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
        #expect(home.api.methods == ["channels", "playlistItems", "videos"])
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

    // MARK: categories

    @Test func categoriesTSVListsTheRegionsCategories() async throws {
        let home = CommandHome.make()
        let result = await home.run(["categories", "--region", "gb", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == ["id", "title", "assignable"])
        #expect(result.cells.contains(["28", "Science & Technology", "true"]))
        #expect(result.cells.dropFirst().allSatisfy { $0.count == 3 && ["true", "false"].contains($0[2]) })
        #expect(home.api.methods == ["videoCategories"])
        #expect(home.api.requests.first?.url.query?.contains("regionCode=GB") == true)
    }

    @Test func categoriesJSONHasTheDocumentedKeys() async throws {
        let home = CommandHome.make()
        let categories = try #require(try await home.json(["categories"]) as? [[String: Any]])
        let keys = try JSONDocs.keys(of: "Category")
        #expect(categories.allSatisfy { Set($0.keys) == keys && $0["kind"] as? String == "category" })
        #expect(categories.contains { $0["id"] as? String == home.api.fixture("categoryId") })
        #expect(home.api.requests.first?.url.query?.contains("regionCode=US") == true)
    }

    // MARK: comments

    @Test func commentsListsYouTubesThreads() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("videoWithManyComments")
        let result = await home.run(["comments", id, "--limit", "5", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let comments = try #require(result.array)
        #expect(comments.count == 5)
        let keys = try JSONDocs.keys(of: "Comment")
        #expect(comments.allSatisfy { Set($0.keys) == keys && $0["source"] as? String == "youtube" && $0["videoId"] as? String == id })
        #expect(home.api.methods == ["commentThreads"])
    }

    @Test func commentsRepliesListTheThreadsReplies() async throws {
        let home = CommandHome.make()
        let thread = home.api.fixture("commentThreadWithReplies")
        let result = await home.run(["comments", home.api.fixture("videoWithManyComments"), "--replies", thread,
                                     "--limit", "3", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == ["source", "id", "author", "likeCount", "replyCount", "publishedAt", "text"])
        #expect(result.cells.count == 4)
        #expect(result.cells.dropFirst().allSatisfy { $0[0] == "youtube" && $0[1].hasPrefix(thread + ".") })
        #expect(home.api.methods == ["comments"])
    }

    @Test func commentsPageOnAndBackWithoutAPreviousToken() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("videoWithManyComments")
        let arguments = ["comments", id, "--source", "youtube", "--order", "time", "--limit", "10", "--json"]
        let first = await home.run(arguments).ids
        let second = await home.run(arguments + ["--next-page"]).ids
        #expect(first.count == 10 && second.count == 10)
        #expect(Set(first).isDisjoint(with: second))
        #expect(await home.run(arguments + ["--prev-page"]).ids == first)
    }
}
