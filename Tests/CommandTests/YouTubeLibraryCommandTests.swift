import Foundation
import Testing
import YTEmulator

/// The Google user's own library in process: `subscribe|unsubscribe --youtube`,
/// `subscriptions --youtube` and `import --from-youtube`, `liked`, `playlists --mine` and
/// `playlist create|add|remove|delete`; their parsing, output, prices and confirmations.
@Suite struct YouTubeLibraryCommandTests {
    // MARK: Parsing

    @Test(arguments: [
        ["playlists"],
        ["subscriptions", "--limit", "5"],
        ["subscriptions", "list", "--next-page"],
        ["subscriptions", "import"],
        ["subscriptions", "import", "file.csv", "--from-youtube"],
        ["playlist", "create", "T", "--privacy", "secret"],
        ["playlist", "add", "PLx_WM-yK7pXB0nyjm26fP7eaPi8lA5XT4"],
    ])
    func usageMistakesAreRefusedBeforeAnythingIsSent(_ arguments: [String]) async {
        let home = await CommandHome.signedIn()
        let result = await home.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(home.api.requests.isEmpty)
    }

    /// `playlist ID` still shows a playlist: `show` is the default subcommand.
    @Test func playlistWithAnIdStillShowsIt() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("playlistId")
        let shown = try #require(await home.run(["playlist", id, "--json"]).object)
        #expect((shown["playlist"] as? [String: Any])?["id"] as? String == id)
        let explicit = try #require(await home.run(["playlist", "show", id, "--json"]).object)
        #expect((explicit["playlist"] as? [String: Any])?["id"] as? String == id)
    }

    // MARK: Subscriptions

    @Test func subscribeOnYouTubeThenListImportAndUnsubscribe() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let channel = home.api.fixture("channelId")
        let subscribe = await home.run(["subscribe", channel, "--youtube"])
        #expect(subscribe.status == 0, "\(subscribe.stderr)")
        let insert = try #require(home.api.requests.last)
        #expect(insert.method == "POST" && insert.url.path.hasSuffix("/subscriptions"))
        #expect(insert.headers["Authorization"]?.hasPrefix("Bearer ") == true)
        #expect(!(insert.url.query ?? "").contains("key="), "a write carries the token, not the key")

        let again = await home.run(["subscribe", channel, "--youtube"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("Already subscribed"))

        let listed = try #require(await home.run(["subscriptions", "--youtube", "--json"]).array)
        #expect(listed.map { $0["channelId"] as? String } == [channel])
        #expect(Set(listed[0].keys) == (try JSONDocs.keys(of: "Subscription")))

        let imported = await home.run(["subscriptions", "import", "--from-youtube"])
        #expect(imported.stderr.contains("1 new, 0 already subscribed"), "\(imported.stderr)")
        let twice = await home.run(["subscriptions", "import", "--from-youtube"])
        #expect(twice.stderr.contains("0 new, 1 already subscribed"), "\(twice.stderr)")

        #expect(await home.run(["unsubscribe", channel, "--youtube"]).status == 0)
        let gone = await home.run(["unsubscribe", channel, "--youtube"])
        #expect(gone.status == 66)
        #expect(gone.stderr.contains("error: your YouTube account is not subscribed to \(channel); nothing changed"))
        #expect(home.api.requests.filter { $0.method == "DELETE" }.count == 1, "the second found nothing to delete")
    }

    /// `subscriptions --youtube` pages like every listing: --limit, then --next-page goes on.
    @Test func theAccountsSubscriptionsPage() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let own = try Self.channel(of: "alice", home)
        let channels = Array(home.api.catalogChannels.map(\.id).filter { $0 != own }.prefix(3))
        #expect(await home.run(["subscribe"] + channels + ["--youtube"]).status == 0)
        let page1 = try #require(await home.run(["subscriptions", "--youtube", "--limit", "2", "--json"]).array)
        #expect(page1.count == 2)
        home.terminal.stderr = true
        let table = await home.run(["subscriptions", "--youtube", "--limit", "2"])
        home.terminal.stderr = false
        #expect(table.stderr.contains("more: ytclone subscriptions --youtube --limit 2 --next-page"), "\(table.stderr)")
        let page2 = try #require(await home.run(["subscriptions", "--youtube", "--limit", "2", "--next-page", "--json"]).array)
        #expect(page2.count == 1)
        let seen = (page1 + page2).compactMap { $0["channelId"] as? String }
        #expect(Set(seen) == Set(channels))
    }

    @Test func aWriteOverMaxCostSendsNothing() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let sent = home.api.requests.count
        let result = await home.run(["subscribe", home.api.fixture("channelId"), "--youtube", "--max-cost", "49"])
        #expect(result.status == 75)
        #expect(result.stderr.contains("may cost up to 50 quota units"), "\(result.stderr)")
        #expect(home.api.requests.count == sent)
    }

    /// A write is counted in the ledger at its price, and the day's budget stops the next one
    /// before it is sent, as it stops any request.
    @Test func writesAreCountedAndTheBudgetStopsTheNext() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        home.environment["YTCLONE_QUOTA_BUDGET"] = "60"
        let id = await home.run(["playlist", "create", "Budget"]).stdout.trimmingCharacters(in: .newlines)
        #expect(id.hasPrefix("PL"))
        let quota = try #require(await home.run(["quota", "--json"]).object)
        #expect(quota["used"] as? Int == 50)
        let sent = home.api.requests.count
        let refused = await home.run(["playlist", "add", id, home.api.fixture("videoId")])
        #expect(refused.status == 75, "\(refused.stderr)")
        #expect(home.api.requests.count == sent)
    }

    @Test func subscribingToYourOwnChannelIsInvalid() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle(as: "alice")
        let own = try Self.channel(of: "alice", home)
        let result = await home.run(["subscribe", own, "--youtube"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("a channel cannot subscribe to itself"))
    }

    /// The channel of the emulator's Google `user`.
    private static func channel(of user: String, _ home: CommandHome) throws -> String {
        let overview = try JSONSerialization.jsonObject(with: Data(home.api.emulator.oauthJSON())) as? [String: Any]
        let entry = (overview?["users"] as? [[String: Any]])?.first { $0["name"] as? String == user }
        return try #require(entry?["channelId"] as? String)
    }

    // MARK: Liked videos

    @Test func likedRendersVideosAndKeepsTheirRows() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle(as: "alice")
        let empty = await home.run(["liked"])
        #expect(empty.status == 0)
        #expect(empty.stderr.contains("No liked videos"), "\(empty.stderr)")

        let token = try await home.accessToken(of: "alice")
        let video = home.api.fixture("videoId")
        let rate = home.api.emulator.handle(EmulatorRequest(
            method: "POST", target: "/youtube/v3/videos/rate?id=\(video)&rating=like",
            headers: ["Authorization": "Bearer \(token)"]))
        #expect(rate.status == 204)

        let liked = try #require(await home.run(["liked", "--json"]).array)
        #expect(liked.map { $0["id"] as? String } == [video])
        #expect(Set(liked[0].keys) == (try JSONDocs.keys(of: "Video")))
        let table = await home.run(["liked"])
        #expect(table.stdout.contains(video))
        let watch = await home.run(["watch", "1", "--print"])
        #expect(watch.stdout.contains("watch?v=\(video)"), "\(watch.stdout)\(watch.stderr)")
    }

    // MARK: Playlists

    @Test func createAddRemoveListAndDeleteAPlaylist() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let create = await home.run(["playlist", "create", "Road trips", "--privacy", "public"])
        #expect(create.status == 0, "\(create.stderr)")
        let id = create.stdout.trimmingCharacters(in: .newlines)
        #expect(id.hasPrefix("PL"))
        #expect(create.stderr.contains("Created public playlist 'Road trips'"))
        let body = try #require(home.api.requests.last?.body)
        let sent = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect((sent["status"] as? [String: Any])?["privacyStatus"] as? String == "public")

        let videos = [home.api.fixture("videoId"), home.api.fixture("videoWithEmojiTitle")]
        #expect(await home.run(["playlist", "add", id] + videos).status == 0)
        #expect(await home.run(["playlist", "remove", id, videos[0]]).status == 0)

        let mine = try #require(await home.run(["playlists", "--mine", "--json"]).array)
        let made = try #require(mine.first { $0["id"] as? String == id })
        #expect(made["itemCount"] as? Int == 1)
        #expect(Set(made.keys) == (try JSONDocs.keys(of: "Playlist")))

        // Row 1 of `playlists --mine` (newest first) names the new playlist.
        let rows = await home.run(["playlists", "--mine"])
        #expect(rows.stdout.contains(id))
        home.terminal.stdin = true
        let declined = await home.run(["playlist", "delete", "1"], stdin: "n\n")
        #expect(declined.status == 77)
        #expect(declined.stderr.contains("Delete playlist 'Road trips' (1 video)? [y/N]"), "\(declined.stderr)")
        #expect(declined.stderr.contains("nothing was deleted"))
        let accepted = await home.run(["playlist", "delete", "1"], stdin: "y\n")
        #expect(accepted.status == 0, "\(accepted.stderr)")
        home.terminal.stdin = false
        let after = try #require(await home.run(["playlists", "--mine", "--json"]).array)
        #expect(!after.contains { $0["id"] as? String == id })
    }

    /// `playlist create` makes a private playlist, which the key cannot see: `playlist ID` then
    /// shows it through the Google sign-in, and still says 66 for a playlist nobody has.
    @Test func aPrivatePlaylistOfYoursShowsWithPlaylistID() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let id = await home.run(["playlist", "create", "Secret"]).stdout.trimmingCharacters(in: .newlines)
        let video = home.api.fixture("videoId")
        #expect(await home.run(["playlist", "add", id, video]).status == 0)
        let shown = try #require(await home.run(["playlist", id, "--json"]).object)
        #expect((shown["playlist"] as? [String: Any])?["title"] as? String == "Secret")
        #expect((shown["videos"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [video])
        #expect(home.api.requests.contains { $0.url.path.hasSuffix("/playlistItems") && $0.headers["Authorization"] != nil })
        #expect(await home.run(["playlist", "PLaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]).status == 66)
    }

    @Test func aFailedAddSaysWhichWereAdded() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let id = await home.run(["playlist", "create", "Mixed"]).stdout.trimmingCharacters(in: .newlines)
        let good = home.api.fixture("videoId")
        let result = await home.run(["playlist", "add", id, good, "AAAAAAAAAAA", home.api.fixture("liveVideo")])
        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.contains("Added \(good) before AAAAAAAAAAA failed; the rest were not sent."), "\(result.stderr)")
        let inserts = home.api.requests.filter { $0.method == "POST" && $0.url.path.hasSuffix("/playlistItems") }
        #expect(inserts.count == 2)
    }

    @Test func anotherUsersPlaylistIsForbidden() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle(as: "carol")
        let result = await home.run(["playlist", "add", home.api.fixture("playlistId"), home.api.fixture("videoId")])
        #expect(result.status == 77, "\(result.stderr)")
        #expect(result.stderr.contains("that playlist is not yours"), "\(result.stderr)")
    }

    /// carol's Google account has no YouTube channel: she can neither subscribe nor own a playlist.
    @Test func anAccountWithoutAChannelIsRefusedWith77() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle(as: "carol")
        let subscribe = await home.run(["subscribe", home.api.fixture("channelId"), "--youtube"])
        #expect(subscribe.status == 77, "\(subscribe.stderr)")
        #expect(subscribe.stderr.contains("has no YouTube channel yet"), "\(subscribe.stderr)")
        let create = await home.run(["playlist", "create", "Nope"])
        #expect(create.status == 77, "\(create.stderr)")
        #expect(create.stdout.isEmpty)
    }

    @Test func anEmptyTitleIsInvalid() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let result = await home.run(["playlist", "create", "  "])
        #expect(result.status == 65)
        #expect(!home.api.requests.contains { $0.method == "POST" && $0.url.path.hasSuffix("/playlists") })
    }
}
