import Foundation
import Testing

/// One video in process against the catalog: video, watch and comments; what each prints in
/// every format and what it asks the API.
@Suite struct VideoCommandTests {
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
        // Both need only the id, so they leave together, in either order.
        #expect(home.api.methods.sorted() == ["commentThreads", "videos"])
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

    @Test func watchPrintGivesTheWatchURLOfAShortsLink() async {
        let home = CommandHome.make()
        let id = home.api.fixture("videoId")
        let result = await home.run(["watch", "https://www.youtube.com/shorts/\(id)", "--print"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "https://www.youtube.com/watch?v=\(id)\n")
        #expect(home.api.requests.isEmpty, "nobody is signed in: no history, no lookup")
    }

    @Test func aPlayerGivenByPathThatIsNotThereIsNamed() async {
        let home = CommandHome.make()
        let byPath = await home.run(["watch", home.api.fixture("videoId"), "--player", "/nonexistent/player"])
        #expect(byPath.status == 69)
        #expect(byPath.stderr.contains("error: there is no program to run at /nonexistent/player"), "\(byPath.stderr)")
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
