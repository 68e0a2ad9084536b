import Foundation
import Testing

/// The signed-in user's library in process: local comments (add, edit, delete, import), tags,
/// mentions and favorites (history in `HistoryCommandTests`); which of them ask the API and what
/// they print.
@Suite struct LibraryCommandTests {
    // MARK: comment add, edit, delete, import

    @Test func commentAddKeepsHashtagsAndMentions() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        let result = await home.run(["comment", "add", "https://youtu.be/\(video)", "  Loved it #Swift @Bob  ", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let comment = try #require(result.array?.first)
        #expect(Set(comment.keys) == (try JSONDocs.keys(of: "Comment")))
        #expect(comment["source"] as? String == "local")
        #expect(comment["videoId"] as? String == video)
        #expect(comment["author"] as? String == "@ada")
        #expect(comment["text"] as? String == "Loved it #Swift @Bob")
        #expect(comment["hashtags"] as? [String] == ["swift"])
        #expect(comment["mentions"] as? [String] == ["bob"])
        #expect(home.api.requests.isEmpty, "a local comment costs no quota")
    }

    @Test func commentAddInATableSaysWhatWasAdded() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        let result = await home.run(["comment", "add", video, "First!"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Added comment #1 on \(video).\n")
    }

    @Test func commentAddReadsTheBodyFromStdin() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        let result = await home.run(["comment", "add", video, "--body-file", "-", "--json"], stdin: "From stdin #piped\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.array?.first?["hashtags"] as? [String] == ["piped"])
        #expect((result.array?.first?["text"] as? String)?.hasPrefix("From stdin #piped") == true)
    }

    @Test func commentAddRefusesAnEmptyComment() async {
        let home = await CommandHome.signedIn()
        let result = await home.run(["comment", "add", home.api.fixture("videoId"), "   "])
        #expect(result.status == 65)
        let local = await home.run(["comments", home.api.fixture("videoId"), "--source", "local", "--json"])
        #expect(local.array?.isEmpty == true)
    }

    @Test func commentEditReplacesTheText() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        #expect(await home.run(["comment", "add", video, "Typo #oops"]).status == 0)
        let edited = await home.run(["comment", "edit", "1", "Fixed #news", "--format", "tsv"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.cells.first == ["source", "id", "author", "likeCount", "replyCount", "publishedAt", "text"])
        #expect(edited.cells.last?.first == "local")
        #expect(edited.cells.last?.last == "Fixed #news")
        let local = try #require(try await home.json(["comments", video, "--source", "local"]) as? [[String: Any]])
        #expect(local.map { $0["text"] as? String } == ["Fixed #news"])
        #expect(local.first?["hashtags"] as? [String] == ["news"])
    }

    @Test func commentEditOfSomeoneElsesCommentIsNotFound() async {
        let home = CommandHome.make()
        #expect(await home.signUp("bob").status == 0)
        #expect(await home.run(["comment", "add", home.api.fixture("videoId"), "Bob's"]).status == 0)
        #expect(await home.run(["signout"]).status == 0)
        #expect(await home.signUp("ada").status == 0)
        let result = await home.run(["comment", "edit", "1", "Ada's now"])
        #expect(result.status == 66)
        #expect(await home.run(["comment", "delete", "1", "--yes"]).status == 66)
    }

    @Test func commentDeleteRemovesItOnce() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        #expect(await home.run(["comment", "add", video, "one"]).status == 0)
        #expect(await home.run(["comment", "add", video, "two"]).status == 0)
        let deleted = await home.run(["comment", "delete", "2", "--yes"])
        #expect(deleted.status == 0)
        #expect(deleted.stderr == "Deleted comment #2.\n")
        let again = await home.run(["comment", "delete", "2", "--yes"])
        #expect(again.status == 66)
        #expect(again.stderr.contains("no comment 2 of yours"))
        let local = await home.run(["comments", video, "--source", "local", "--json"])
        #expect(local.ids == ["1"])
    }

    @Test func commentImportAddsEachLine() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        let other = home.api.fixture("videoWithManyComments")
        let file = try home.file("mine.ndjson", """
            {"videoId": "\(video)", "text": "imported one #batch"}

            {"videoId": "https://youtu.be/\(other)", "text": "imported two", "source": "local"}

            """)
        let result = await home.run(["comment", "import", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Imported 2 comments."))
        let tagged = try #require(try await home.json(["tag", "batch", "--local"]) as? [String: Any])
        #expect((tagged["comments"] as? [[String: Any]])?.map { $0["videoId"] as? String } == [video])
        let second = await home.run(["comments", other, "--source", "local", "--json"])
        #expect(second.array?.map { $0["text"] as? String } == ["imported two"])
        #expect(home.api.requests.isEmpty)
    }

    @Test func commentImportNamesTheBadLineAndKeepsTheOnesBefore() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        let result = await home.run(["comment", "import", "-"], stdin: "{\"videoId\": \"\(video)\", \"text\": \"kept\"}\nnot json\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("line 2 of -"))
        let local = await home.run(["comments", video, "--source", "local", "--json"])
        #expect(local.array?.map { $0["text"] as? String } == ["kept"])
    }

    /// PostgreSQL's text cannot hold U+0000: its driver stored such a body cut short (empty) with
    /// the tags of the whole. It is refused before anything is stored, on either backend.
    @Test func aCommentHoldingNULIsRefusedByAddEditAndImport() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        let added = await home.run(["comment", "add", video, "--body-file", "-"], stdin: "\u{0}hidden #tag\n")
        #expect(added.status == 65, "\(added.stderr)")
        #expect(added.stderr.contains("NUL character (U+0000)"), "\(added.stderr)")

        let kept = try #require(try await home.json(["comment", "add", video, "kept"]) as? [[String: Any]])
        let id = try #require(kept.first?["id"] as? String)
        let edited = await home.run(["comment", "edit", id, "--body-file", "-"], stdin: "changed\u{0} #tag\n")
        #expect(edited.status == 65, "\(edited.stderr)")

        let imported = await home.run(["comment", "import", "-"],
                                      stdin: "{\"videoId\": \"\(video)\", \"text\": \"a\\u0000b #tag\"}\n")
        #expect(imported.status == 65, "\(imported.stderr)")

        let local = await home.run(["comments", video, "--source", "local", "--json"])
        #expect(local.array?.map { $0["text"] as? String } == ["kept"])
        let tagged = try #require(try await home.json(["tag", "tag", "--local"]) as? [String: Any])
        #expect((tagged["comments"] as? [[String: Any]])?.isEmpty == true)
    }

    @Test func commentsListsLocalCommentsAfterYouTubes() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoWithManyComments")
        #expect(await home.run(["comment", "add", video, "Mine, locally"]).status == 0)
        let all = try #require(try await home.json(["comments", video, "--limit", "3"]) as? [[String: Any]])
        #expect(all.map { $0["source"] as? String } == ["youtube", "youtube", "youtube", "local"])
        #expect(all.last?["text"] as? String == "Mine, locally")
        #expect(home.api.methods == ["commentThreads"])
    }

    @Test func localCommentsNeedNoAPIKey() async throws {
        let home = CommandHome.make(key: nil)
        #expect(await home.signUp("ada").status == 0)
        let video = home.api.fixture("videoId")
        #expect(await home.run(["comment", "add", video, "offline thoughts"]).status == 0)
        let result = await home.run(["comments", video, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("No API key: showing local comments only."))
        #expect(result.array?.map { $0["text"] as? String } == ["offline thoughts"])
        #expect(home.api.requests.isEmpty)
    }

    // MARK: tag, mentions

    @Test func tagSearchesYouTubeForTheHashtagAndListsLocalComments() async throws {
        let home = await CommandHome.signedIn()
        #expect(await home.run(["comment", "add", home.api.fixture("videoId"), "Ask @bob about #SwiftLang"]).status == 0)
        let result = await home.run(["tag", "#SwiftLang", "--limit", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let tag = try #require(result.object)
        #expect(Set(tag.keys) == (try JSONDocs.keys(of: "Tag")))
        #expect(tag["tag"] as? String == "swiftlang")
        #expect((tag["comments"] as? [[String: Any]])?.map { $0["text"] as? String } == ["Ask @bob about #SwiftLang"])
        #expect(tag["videos"] is [Any])
        #expect(home.api.methods == ["search"])
        let query = try #require(home.api.requests.first?.url.query)
        #expect(query.contains("q=%23swiftlang"), "\(query)")
        #expect(query.contains("maxResults=3"))
    }

    @Test func tagLocalAsksNothingAndPrintsTheLocalSection() async throws {
        let home = await CommandHome.signedIn()
        #expect(await home.run(["comment", "add", home.api.fixture("videoId"), "#swift rocks"]).status == 0)
        let result = await home.run(["tag", "swift", "--local"])
        #expect(result.status == 0)
        #expect(result.lines.first == "Local comments with #swift (1)")
        #expect(result.stdout.contains("#swift rocks"))
        #expect(!result.stdout.contains("YouTube videos"))
        #expect(home.api.requests.isEmpty)
    }

    /// `--format tsv` should print one table a TSV reader can take; `tag` prints both sections
    /// with their headings, and two headers with different columns.
    @Test func tagTSVIsOneTable() async throws {
        let home = await CommandHome.signedIn()
        let result = await home.run(["tag", "swift", "--limit", "2", "--format", "tsv"])
        #expect(result.status == 0)
        let widths = Set(result.lines.filter { !$0.isEmpty }.map { $0.components(separatedBy: "\t").count })
        #expect(widths.count == 1, "\(result.lines)")
        #expect(result.lines.first?.hasPrefix("id\ttitle\tchannelTitle") == true, "the videos' header")
    }

    @Test func mentionsListsCommentsThatNameYou() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("bob").status == 0)
        #expect(await home.run(["signout"]).status == 0)
        #expect(await home.signUp("ada").status == 0)
        let video = home.api.fixture("videoId")
        #expect(await home.run(["comment", "add", video, "Ask @Bob about it"]).status == 0)
        #expect(await home.run(["comment", "add", video, "nobody named here"]).status == 0)
        #expect(await home.run(["signout"]).status == 0)
        #expect(await home.signIn("bob@example.com").status == 0)
        let result = await home.run(["mentions", "--format", "tsv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == ["source", "id", "author", "likeCount", "replyCount", "publishedAt", "text"])
        #expect(result.cells.count == 2)
        #expect(result.cells.last?[2] == "@ada")
        #expect(result.cells.last?.last == "Ask @Bob about it")
        #expect(home.api.requests.isEmpty)
    }

    @Test func mentionsOfNobodyIsAnEmptyList() async throws {
        let home = await CommandHome.signedIn()
        let mentions = try #require(try await home.json(["mentions"]) as? [Any])
        #expect(mentions.isEmpty)
    }

    // MARK: fav

    @Test func favAddLooksTheVideoUpOnceAndListsIt() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        let added = await home.run(["fav", "add", video])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr == "Added \(video) to your favorites.\n")
        #expect(home.api.methods == ["videos"])
        let again = await home.run(["fav", "add", "https://www.youtube.com/watch?v=\(video)"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("already is a favorite"))
        let favorites = try #require(try await home.json(["fav", "list"]) as? [[String: Any]])
        #expect(favorites.count == 1)
        #expect(Set(favorites[0].keys) == (try JSONDocs.keys(of: "Favorite")))
        #expect(favorites[0]["videoId"] as? String == video)
        let title = (try home.api.catalogVideo(video)["snippet"] as? [String: Any])?["title"] as? String
        #expect(favorites[0]["title"] as? String == title)
    }

    @Test func favListTSVHasItsHeader() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        #expect(await home.run(["fav", "add", video]).status == 0)
        let result = await home.run(["fav", "--format", "tsv"])
        #expect(result.status == 0)
        #expect(result.cells.first == ["videoId", "title", "channelTitle", "addedAt"])
        #expect(result.cells.last?.first == video)
    }

    @Test func favAddOfAnUnknownVideoIsNotFoundAndAddsNothing() async throws {
        let home = await CommandHome.signedIn()
        let result = await home.run(["fav", "add", "AAAAAAAAAAA"])
        #expect(result.status == 66)
        #expect((try await home.json(["fav", "list"]) as? [Any])?.isEmpty == true)
    }

    @Test func favRmRemovesAndThenIsNotFound() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        #expect(await home.run(["fav", "add", video]).status == 0)
        let removed = await home.run(["fav", "rm", video])
        #expect(removed.status == 0)
        #expect(removed.stderr == "Removed \(video) from your favorites.\n")
        #expect((try await home.json(["fav", "list"]) as? [Any])?.isEmpty == true)
        let again = await home.run(["fav", "rm", video])
        #expect(again.status == 66)
        #expect(again.stderr.contains("no favorite \(video) of yours"))
        #expect(home.api.methods == ["videos"], "removing asks nothing")
    }
}
