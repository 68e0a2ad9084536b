import Foundation
import Testing

/// The Google user's own library through the built binary against the emulator
/// (`--oauth-consent auto`), signed in with `ytclone auth login`'s real loopback flow:
/// subscriptions on YouTube and into the local list, liked videos, and a playlist's life.
@Suite(.serialized) struct YouTubeLibraryTests {
    /// A scratch home signed up locally and signed in to the emulator's Google as `user`.
    private static func signedIn(_ emulator: EmulatorProcess, as user: String = "alice") throws -> AccountFlowTests.Home {
        let home = AccountFlowTests.Home()
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let login = try home.signInWithGoogle(hint: user)
        #expect(login.status == 0, "\(login.stderr)")
        return home
    }

    @Test func subscribeListImportAndUnsubscribeOnYouTube() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let fixtures = try emulator.fixtures()
        let channel = try #require(fixtures["channelId"]), handle = try #require(fixtures["channelHandle"])

        let subscribe = try home.run(["subscribe", handle, "--youtube"])
        #expect(subscribe.status == 0, "\(subscribe.stderr)")
        #expect(subscribe.stderr.contains("(\(channel)) on YouTube."), "\(subscribe.stderr)")
        // Google's subscriptionDuplicate is a note, not a failure.
        let again = try home.run(["subscribe", channel, "--youtube"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("Already subscribed to \(channel) on YouTube."))

        let onYouTube = try #require(try home.json(["subscriptions", "--youtube"]) as? [[String: Any]])
        #expect(onYouTube.compactMap { $0["channelId"] as? String } == [channel])
        #expect(onYouTube.first?["kind"] as? String == "subscription")
        // Nothing local yet: --youtube listed the account's.
        #expect((try home.json(["subscriptions"]) as? [Any])?.isEmpty == true)

        let imported = try home.run(["subscriptions", "import", "--from-youtube"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("Imported 1 channel: 1 new, 0 already subscribed."), "\(imported.stderr)")
        let local = try #require(try home.json(["subscriptions"]) as? [[String: Any]])
        #expect(local.compactMap { $0["channelId"] as? String } == [channel])

        let unsubscribe = try home.run(["unsubscribe", channel, "--youtube"])
        #expect(unsubscribe.status == 0, "\(unsubscribe.stderr)")
        #expect((try home.json(["subscriptions", "--youtube"]) as? [Any])?.isEmpty == true)
        let notSubscribed = try home.run(["unsubscribe", channel, "--youtube"])
        #expect(notSubscribed.status == 66)
        #expect(notSubscribed.stderr.contains("not subscribed to \(channel)"), "\(notSubscribed.stderr)")
        // The local subscription is the local list's: untouched by --youtube.
        #expect((try home.json(["subscriptions"]) as? [Any])?.count == 1)
    }

    @Test func subscribingToYourOwnChannelIsRefused() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let own = try #require(try home.json(["auth", "status"]) as? [String: Any])["channelId"] as? String
        let result = try home.run(["subscribe", try #require(own), "--youtube"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("cannot subscribe to itself"))
    }

    @Test func likedListsWhatTheAccountLikedAndItsRowsNameVideos() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        #expect((try home.json(["liked"]) as? [Any])?.isEmpty == true)
        let fixtures = try emulator.fixtures()
        let videos = [try #require(fixtures["videoId"]), try #require(fixtures["videoWithEmojiTitle"])]
        let token = try Self.accessToken(emulator, user: "alice")
        for video in videos { try Self.like(video, token: token, emulator) }

        let liked = try #require(try home.json(["liked"]) as? [[String: Any]])
        #expect(Set(liked.compactMap { $0["id"] as? String }) == Set(videos))
        #expect(liked.first?["kind"] as? String == "video")
        let table = try home.run(["liked"])
        #expect(table.status == 0, "\(table.stderr)")
        let second = try #require(liked.count == 2 ? liked[1]["id"] as? String : nil)
        let watch = try home.run(["watch", "2", "--print"])
        #expect(watch.stdout.contains(second), "\(watch.stdout) \(watch.stderr)")
    }

    @Test func aPlaylistIsCreatedFilledEmptiedAndDeleted() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let fixtures = try emulator.fixtures()
        let first = try #require(fixtures["videoId"]), second = try #require(fixtures["videoWithEmojiTitle"])

        let create = try home.run(["playlist", "create", "Road trips", "--privacy", "unlisted", "--description", "for later"])
        #expect(create.status == 0, "\(create.stderr)")
        let id = create.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(id.hasPrefix("PL") && !id.contains("\n"), "\(create.stdout)")

        let add = try home.run(["playlist", "add", id, first, "https://youtu.be/\(second)"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(try home.run(["playlist", "remove", id, first]).status == 0)
        let again = try home.run(["playlist", "remove", id, first])
        #expect(again.status == 66, "\(again.stderr)")

        let mine = try #require(try home.json(["playlists", "--mine"]) as? [[String: Any]])
        let made = try #require(mine.first { $0["id"] as? String == id })
        #expect(made["title"] as? String == "Road trips")
        #expect(made["itemCount"] as? Int == 1)
        // The public listing shows an unlisted playlist's one video.
        let shown = try #require(try home.json(["playlist", id]) as? [String: Any])
        #expect((shown["videos"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [second])

        // No terminal: only --yes deletes.
        let unasked = try home.run(["playlist", "delete", id])
        #expect(unasked.status == 64, "\(unasked.stderr)")
        #expect(unasked.stderr.contains("--yes"))
        let delete = try home.run(["playlist", "delete", id, "--yes"])
        #expect(delete.status == 0, "\(delete.stderr)")
        let after = try #require(try home.json(["playlists", "--mine"]) as? [[String: Any]])
        #expect(!after.contains { $0["id"] as? String == id })
    }

    @Test func anotherUsersPlaylistIsNotYours() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let bob = try Self.signedIn(emulator, as: "bob")
        let bobs = try #require(try bob.json(["playlists", "--mine"]) as? [[String: Any]]).first?["id"] as? String
        let alice = try Self.signedIn(emulator, as: "alice")
        let video = try #require(try emulator.fixtures()["videoId"])
        let add = try alice.run(["playlist", "add", try #require(bobs), video])
        #expect(add.status == 77, "\(add.stderr)")
        #expect(add.stderr.contains("not yours"))
        #expect(add.stderr.contains("Nothing was added"))
    }

    /// A create whose answer is a 500 may have landed: it is sent once, never again, and the
    /// message says where to look before creating it again.
    @Test func aFailedCreateIsSentOnceAndSaysWhereToLook() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let fault = try JSONSerialization.data(withJSONObject: ["kind": "500", "count": 3])
        let injected = try RawHTTPConnection.fetch(port: emulator.port, "POST", "/emulator/faults", body: Array(fault))
        #expect((200..<300).contains(injected.status))
        let create = try home.run(["playlist", "create", "Maybe"])
        #expect(create.status == 69, "\(create.stderr)")
        #expect(create.stdout.isEmpty)
        #expect(create.stderr.contains("may have been created all the same: look with ytclone playlists --mine"))
        let byMethod = try emulator.stats()["byMethod"] as? [String: Int]
        #expect(byMethod?["playlists.insert"] == 1, "\(byMethod ?? [:])")
    }

    // MARK: The emulator's Google, played by the test

    /// An access token of the emulator's `user` for the default Desktop client, obtained as a
    /// browser and a client would (consent `auto`): the code from the redirect, exchanged at /token.
    static func accessToken(_ emulator: EmulatorProcess, user: String) throws -> String {
        let client = AccountFlowTests.Home.emulatorClient
        let redirect = "http://127.0.0.1:1/"
        let authorize = "/o/oauth2/v2/auth?client_id=\(client.id)&redirect_uri=\(redirect)&response_type=code"
            + "&scope=https://www.googleapis.com/auth/youtube&login_hint=\(user)"
        let consent = try RawHTTPConnection.fetch(port: emulator.port, "GET", authorize)
        let location = try #require(consent.headers["location"], "status \(consent.status)")
        let code = try #require(URLComponents(string: location)?.queryItems?.first { $0.name == "code" }?.value)
        let form = ["grant_type=authorization_code", "code=\(Self.formEncode(code))", "client_id=\(client.id)",
                    "client_secret=\(client.secret)", "redirect_uri=\(Self.formEncode(redirect))"].joined(separator: "&")
        let connection = try RawHTTPConnection(port: emulator.port)
        connection.send("POST", "/token", headers: ["Connection": "close", "Content-Type": "application/x-www-form-urlencoded"],
                        body: Array(form.utf8))
        let answer = try connection.readResponse()
        let grant = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]
        return try #require(grant?["access_token"] as? String, "token endpoint answered \(answer.status)")
    }

    /// videos.rate `like` as the token's user.
    static func like(_ video: String, token: String, _ emulator: EmulatorProcess) throws {
        let connection = try RawHTTPConnection(port: emulator.port)
        connection.send("POST", "/youtube/v3/videos/rate?id=\(video)&rating=like",
                        headers: ["Connection": "close", "Authorization": "Bearer \(token)"])
        #expect(try connection.readResponse().status == 204)
    }

    private static func formEncode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
