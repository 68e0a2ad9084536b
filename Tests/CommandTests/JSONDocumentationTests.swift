import Foundation
import Testing

/// Every object a `--json` or `--format ndjson` run prints, in process, has exactly the keys
/// docs/json.md lists for its kind, each of the documented type.
@Suite struct JSONDocumentationTests {
    /// A listing command that prints an array of one kind.
    struct Listing: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var section: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// A command that prints one item and a listing under it ("Item with a listing").
    struct Detail: CustomTestStringConvertible, Sendable {
        var arguments: [String]  // `$name` stands for the emulator fixture `name`
        var item: (key: String, section: String)
        var listing: (key: String, section: String)
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let listings = [
        Listing(arguments: ["feed", "--limit", "30"], section: "Video"),
        Listing(arguments: ["search", "swift", "--type", "video", "--limit", "10"], section: "Video"),
        Listing(arguments: ["search", "lab", "--type", "channel", "--limit", "10"], section: "Channel"),
        Listing(arguments: ["search", "collabs", "--type", "playlist", "--limit", "10"], section: "Playlist"),
        Listing(arguments: ["categories"], section: "Category"),
    ]

    static let details = [
        Detail(arguments: ["video", "$videoWithManyComments", "--comments"], item: ("video", "Video"),
               listing: ("comments", "Comment")),
        Detail(arguments: ["channel", "$channelId"], item: ("channel", "Channel"), listing: ("videos", "Video")),
        Detail(arguments: ["channel", "$channelHandle", "--playlists"], item: ("channel", "Channel"),
               listing: ("playlists", "Playlist")),
        Detail(arguments: ["playlist", "$playlistId"], item: ("playlist", "Playlist"), listing: ("videos", "Video")),
        Detail(arguments: ["playlist", "$uploadsPlaylistId"], item: ("playlist", "Playlist"),
               listing: ("videos", "Video")),
    ]

    @Test(arguments: listings)
    func listingsPrintDocumentedObjectsInJSONAndNDJSON(_ listing: Listing) async throws {
        let session = CommandHome.today(columns: 80)
        let json = try await Self.run(session, listing.arguments + ["--json"])
        let objects = try #require(json.arrayValue, "\(listing.testDescription): not an array")
        #expect(!objects.isEmpty, "\(listing.testDescription) printed nothing to check")
        for object in objects { try JSONDocs.expect(object, is: listing.section, listing.testDescription) }

        let lines = try await Self.lines(session, listing.arguments + ["--format", "ndjson"])
        #expect(lines == objects, "ndjson prints the same objects, one a line")
    }

    @Test func videoPrintsADocumentedVideoForEverySpecialCase() async throws {
        let session = CommandHome.today(columns: 80)
        for name in ["videoId", "videoWithHiddenLikes", "videoWithCommentsDisabled", "liveVideo", "videoWithHostileTitle"] {
            let video = try await Self.run(session, ["video", session.api.fixture(name), "--json"])
            try JSONDocs.expect(video, is: "Video", "video \(name)")
            let lines = try await Self.lines(session, ["video", session.api.fixture(name), "--format", "ndjson"])
            #expect(lines == [video], "video \(name) --format ndjson")
        }
        let hidden = try await Self.run(session, ["video", session.api.fixture("videoWithHiddenLikes"), "--json"])
        #expect(hidden.objectValue?["likeCount"] == .null)
        let disabled = try await Self.run(session, ["video", session.api.fixture("videoWithCommentsDisabled"), "--json"])
        #expect(disabled.objectValue?["commentCount"] == .null)
    }

    @Test(arguments: details)
    func itemsWithAListingPrintTheDocumentedPair(_ detail: Detail) async throws {
        let session = CommandHome.today(columns: 80)
        let arguments = detail.arguments.map { $0.hasPrefix("$") ? session.api.fixture(String($0.dropFirst())) : $0 }
        let context = arguments.joined(separator: " ")
        let json = try #require(try await Self.run(session, arguments + ["--json"]).objectValue, "\(context): not an object")
        #expect(Set(json.keys) == [detail.item.key, detail.listing.key], "\(context): top-level keys")
        let item = try #require(json[detail.item.key], "\(context): no \(detail.item.key)")
        try JSONDocs.expect(item, is: detail.item.section, "\(context) .\(detail.item.key)")
        let listed = try #require(json[detail.listing.key]?.arrayValue, "\(context): \(detail.listing.key) is no array")
        #expect(!listed.isEmpty, "\(context) listed nothing to check")
        for entry in listed { try JSONDocs.expect(entry, is: detail.listing.section, "\(context) .\(detail.listing.key)[]") }

        let lines = try await Self.lines(session, arguments + ["--format", "ndjson"])
        #expect(lines == [item] + listed, "\(context) --format ndjson: the item, then the listing")
    }

    @Test func commentsOfBothSourcesShareTheDocumentedShape() async throws {
        let session = CommandHome.today(columns: 80)
        let videoId = session.api.fixture("videoId")
        #expect(await session.signUp(email: "ada@example.com", handle: "ada").status == 0)
        #expect(await session.run(["comment", "add", videoId, "Loved it #swift @ada"]).status == 0)

        let comments = try #require(try await Self.run(session, ["comments", videoId, "--json"]).arrayValue)
        for comment in comments { try JSONDocs.expect(comment, is: "Comment", "comments") }
        let sources = Set(comments.compactMap { $0.objectValue?["source"]?.stringValue })
        #expect(sources == ["youtube", "local"])

        let lines = try await Self.lines(session, ["comments", videoId, "--format", "ndjson"])
        #expect(lines == comments)
    }

    @Test func accountCommandsPrintTheDocumentedUser() async throws {
        let session = CommandHome.today(columns: 80)
        let signUp = await session.run(
            ["signup", "--name", "Ada", "--email", "ada@example.com", "--handle", "ada", "--password-stdin", "--json"],
            stdin: AccountFlowTests.password + "\n")
        #expect(signUp.status == 0, "\(signUp.stderr)")
        try JSONDocs.expect(try JSONValue.parse(signUp.stdout), is: "User", "signup --json")
        try JSONDocs.expect(try await Self.run(session, ["whoami", "--json"]), is: "User", "whoami --json")
        #expect(await session.run(["signout"]).status == 0)
        let signIn = await session.run(["signin", "--email", "ada@example.com", "--password-stdin", "--json"],
                                       stdin: AccountFlowTests.password + "\n")
        #expect(signIn.status == 0, "\(signIn.stderr)")
        try JSONDocs.expect(try JSONValue.parse(signIn.stdout), is: "User", "signin --json")
        try JSONDocs.expect(try await Self.run(session, ["profile", "--json"]), is: "User", "profile --json")
        let edited = try await Self.run(session, ["profile", "edit", "--name", "Ada King", "--json"])
        try JSONDocs.expect(edited, is: "User", "profile edit --json")
        #expect(edited.objectValue?["name"] == .string("Ada King"))
        #expect(try await Self.lines(session, ["profile", "--format", "ndjson"]).count == 1)
    }

    @Test func subscriptionQuotaAndCacheCommandsPrintDocumentedObjects() async throws {
        let session = CommandHome.today(columns: 80)
        #expect(await session.signUp(email: "ada@example.com", handle: "ada").status == 0)
        #expect(await session.run(["subscribe", session.api.fixture("channelHandle")]).status == 0)
        let subscriptions = try #require(try await Self.run(session, ["subscriptions", "--json"]).arrayValue)
        #expect(subscriptions.count == 1)
        for item in subscriptions { try JSONDocs.expect(item, is: "Subscription", "subscriptions --json") }
        let feed = try #require(try await Self.run(session, ["feed", "--subscriptions", "--limit", "5", "--json"]).arrayValue)
        #expect(!feed.isEmpty)
        for video in feed { try JSONDocs.expect(video, is: "Video", "feed --subscriptions --json") }

        let quota = try await Self.run(session, ["quota", "--json"])
        try JSONDocs.expect(quota, is: "Quota", "quota --json")
        let methods = try #require(quota.objectValue?["methods"]?.arrayValue)
        #expect(!methods.isEmpty)
        for method in methods { try JSONDocs.expect(method, is: "Quota method", "quota --json .methods[]") }

        let cache = try await Self.run(session, ["cache", "stats", "--json"])
        try JSONDocs.expect(cache, is: "Cache stats", "cache stats --json")
        let cached = try #require(cache.objectValue?["methods"]?.arrayValue)
        #expect(!cached.isEmpty)
        for method in cached { try JSONDocs.expect(method, is: "Cache method", "cache stats --json .methods[]") }
    }

    @Test func libraryCommandsPrintDocumentedObjects() async throws {
        let session = CommandHome.today(columns: 80)
        let videoId = session.api.fixture("videoId")
        #expect(await session.signUp(email: "ada@example.com", handle: "ada").status == 0)

        let added = try #require(try await Self.run(session, ["comment", "add", videoId, "Loved it #swift @ada", "--json"]).arrayValue)
        #expect(added.count == 1)
        for comment in added { try JSONDocs.expect(comment, is: "Comment", "comment add --json") }
        let id = try #require(added.first?.objectValue?["id"]?.stringValue)
        let edited = try #require(try await Self.run(session, ["comment", "edit", id, "Edited #swift @ada", "--json"]).arrayValue)
        #expect(edited.count == 1)
        for comment in edited { try JSONDocs.expect(comment, is: "Comment", "comment edit --json") }
        #expect(edited.first?.objectValue?["text"] == .string("Edited #swift @ada"))

        let tag = try await Self.run(session, ["tag", "#swift", "--limit", "3", "--json"])
        try JSONDocs.expect(tag, is: "Tag", "tag --json")
        let tagObject = try #require(tag.objectValue)
        let tagVideos = try #require(tagObject["videos"]?.arrayValue)
        let tagComments = try #require(tagObject["comments"]?.arrayValue)
        #expect(!tagVideos.isEmpty && !tagComments.isEmpty, "tag listed nothing to check")
        for video in tagVideos { try JSONDocs.expect(video, is: "Video", "tag --json .videos[]") }
        for comment in tagComments { try JSONDocs.expect(comment, is: "Comment", "tag --json .comments[]") }
        #expect(try await Self.lines(session, ["tag", "#swift", "--limit", "3", "--format", "ndjson"]) == [tag])

        let mentions = try #require(try await Self.run(session, ["mentions", "--json"]).arrayValue)
        #expect(!mentions.isEmpty)
        for comment in mentions { try JSONDocs.expect(comment, is: "Comment", "mentions --json") }

        #expect(await session.run(["fav", "add", videoId]).status == 0)
        let favorites = try #require(try await Self.run(session, ["fav", "list", "--json"]).arrayValue)
        #expect(favorites.count == 1)
        for favorite in favorites { try JSONDocs.expect(favorite, is: "Favorite", "fav list --json") }
        #expect(try await Self.lines(session, ["fav", "list", "--format", "ndjson"]) == favorites)

        #expect(await session.run(["video", videoId]).status == 0)
        let history = try #require(try await Self.run(session, ["history", "--json"]).arrayValue)
        #expect(history.count == 1)
        for entry in history { try JSONDocs.expect(entry, is: "History entry", "history --json") }
        #expect(try await Self.lines(session, ["history", "--format", "ndjson"]) == history)
    }

    @Test func watchPrintsTheDocumentedObject() async throws {
        let session = CommandHome.today(columns: 80)
        let videoId = session.api.fixture("videoId")
        let watch = try await Self.run(session, ["watch", videoId, "--print", "--json"])
        try JSONDocs.expect(watch, is: "Watch", "watch --print --json")
        #expect(watch.objectValue?["url"] == .string("https://www.youtube.com/watch?v=\(videoId)"))
        #expect(try await Self.lines(session, ["watch", videoId, "--print", "--format", "ndjson"]) == [watch])
        #expect(await session.run(["watch", videoId, "--print"]).stdout == "https://www.youtube.com/watch?v=\(videoId)\n",
                "without --json the URL stays plain for pipes")
    }

    /// Commands that only report on stderr print nothing a JSON reader would have to skip.
    @Test func commandsWithNothingToShowPrintNothingOnStdout() async throws {
        let session = CommandHome.today(columns: 80)
        let videoId = session.api.fixture("videoId")
        #expect(await session.signUp(email: "ada@example.com", handle: "ada").status == 0)
        let added = try #require(try await Self.run(session, ["comment", "add", videoId, "hello", "--json"]).arrayValue)
        let id = try #require(added.first?.objectValue?["id"]?.stringValue)
        #expect(await session.run(["video", videoId]).status == 0)
        let export = "{\"videoId\":\"\(videoId)\",\"text\":\"imported\"}\n"
        let quiet: [([String], String?)] = [
            (["fav", "add", videoId], nil), (["fav", "rm", videoId], nil), (["comment", "delete", id, "--yes"], nil),
            (["comment", "import", "-"], export), (["history", "--clear", "--yes"], nil), (["signout"], nil),
        ]
        for (arguments, stdin) in quiet {
            let result = await session.run(arguments + ["--json"], stdin: stdin ?? "")
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments) --json printed \(result.stdout)")
        }
        let signIn = await session.run(["signin", "--email", "ada@example.com", "--password-stdin", "-q"],
                                       stdin: AccountFlowTests.password + "\n")
        #expect(signIn.status == 0)
        let deleted = await session.run(["account", "delete", "--yes", "--json"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout.isEmpty, "account delete --json printed \(deleted.stdout)")
    }

    /// Runs a command that must succeed and parses its stdout.
    private static func run(_ session: CommandHome, _ arguments: [String]) async throws -> JSONValue {
        let result = await session.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONValue.parse(result.stdout)
    }

    /// Runs an ndjson command and parses each line on its own.
    private static func lines(_ session: CommandHome, _ arguments: [String]) async throws -> [JSONValue] {
        let result = await session.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(result.stdout.hasSuffix("\n"), "\(arguments): ndjson ends each line with a newline")
        return try result.stdout.split(separator: "\n").map { try JSONValue.parse(String($0)) }
    }
}
