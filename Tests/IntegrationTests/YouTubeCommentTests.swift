import Foundation
import Testing

/// Comments on YouTube through the built binary against the emulator (`--oauth-consent auto`),
/// signed in with `ytclone auth login`'s real loopback flow: post, reply, edit and delete as
/// `comments` then shows them; a token refreshed unseen; a revoked or read-only sign-in (77);
/// and a post that failed kept as a draft and sent by `comment post` exactly once.
@Suite(.serialized) struct YouTubeCommentTests {
    private static func signedIn(_ emulator: EmulatorProcess, scope: String? = nil) throws -> AccountFlowTests.Home {
        let home = AccountFlowTests.Home()
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let login = try home.signInWithGoogle(hint: "alice", arguments: scope.map { ["--scope", $0] } ?? [])
        #expect(login.status == 0, "\(login.stderr)")
        return home
    }

    /// YouTube's comments on `video`, newest first, as `comments --json` prints them.
    private static func youtubeComments(_ home: AccountFlowTests.Home, _ video: String, replies: String? = nil) throws
        -> [[String: Any]]
    {
        let arguments = ["comments", video, "--source", "youtube", "--order", "time", "--refresh"]
            + (replies.map { ["--replies", $0] } ?? [])
        return try #require(try home.json(arguments) as? [[String: Any]])
    }

    @Test func postReplyEditAndDeleteOnYouTube() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let video = try #require(try emulator.fixtures()["videoId"])
        let own = try #require(try home.json(["auth", "status"]) as? [String: Any])["channelId"] as? String

        let add = try home.run(["comment", "add", video, "First from the shell", "--youtube"])
        #expect(add.status == 0, "\(add.stderr)")
        let id = add.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!id.isEmpty && !id.contains("\n"), "\(add.stdout)")
        #expect(add.stderr.contains("Posted on YouTube"), "\(add.stderr)")
        let posted = try #require(try Self.youtubeComments(home, video).first { $0["id"] as? String == id })
        #expect(posted["text"] as? String == "First from the shell")
        #expect(posted["authorChannelId"] as? String == own)
        // Yours, by the channel `auth login` recorded: marked in JSON and after the author.
        #expect(posted["mine"] as? Bool == true)
        #expect(try home.run(["comments", video, "--source", "youtube", "--order", "time"]).stdout.contains("(you)"))
        // Not a local comment: the local list stays empty.
        #expect((try home.json(["comments", video, "--source", "local"]) as? [Any])?.isEmpty == true)

        let reply = try home.run(["comment", "reply", id, "And a reply"])
        #expect(reply.status == 0, "\(reply.stderr)")
        let replyId = reply.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let replies = try Self.youtubeComments(home, video, replies: id)
        #expect(replies.contains { $0["id"] as? String == replyId && $0["text"] as? String == "And a reply" })

        let edit = try home.run(["comment", "edit", id, "Edited from the shell"])
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(try Self.youtubeComments(home, video).first { $0["id"] as? String == id }?["text"] as? String
            == "Edited from the shell")

        // Without a terminal only --yes deletes.
        #expect(try home.run(["comment", "delete", id]).status == 64)
        let delete = try home.run(["comment", "delete", id, "--yes"])
        #expect(delete.status == 0, "\(delete.stderr)")
        #expect(try !Self.youtubeComments(home, video).contains { $0["id"] as? String == id })
        let gone = try home.run(["comment", "delete", id, "--yes"])
        #expect(gone.status == 66, "\(gone.stderr)")
    }

    @Test func anotherUsersCommentIsNotYours() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let alice = try Self.signedIn(emulator)
        let video = try #require(try emulator.fixtures()["videoId"])
        let add = try alice.run(["comment", "add", video, "Mine", "--youtube"])
        let id = add.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let bob = AccountFlowTests.Home()
        bob.apiBase = emulator.baseURL.absoluteString
        #expect(try bob.signUp().status == 0)
        #expect(try bob.signInWithGoogle(hint: "bob").status == 0)
        let edit = try bob.run(["comment", "edit", id, "Not mine"])
        #expect(edit.status == 77, "\(edit.stderr)")
        #expect(edit.stderr.contains("not yours"), "\(edit.stderr)")
    }

    @Test func anExpiredAccessTokenIsRefreshedWithoutAWord() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto", "--oauth-token-ttl", "1"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let video = try #require(try emulator.fixtures()["videoId"])
        Thread.sleep(forTimeInterval: 2)
        let add = try home.run(["comment", "add", video, "After the token expired", "--youtube"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(!add.stderr.contains("error"), "\(add.stderr)")
        #expect(try Self.youtubeComments(home, video).contains { $0["text"] as? String == "After the token expired" })
    }

    @Test func aRevokedSignInSaysToSignInAgainAndKeepsTheComment() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let video = try #require(try emulator.fixtures()["videoId"])
        // The person revokes ytclone's access at Google (their account's security page): the
        // test revokes the refresh token stored in the home's 0600 file.
        let refresh = try #require(try Self.storedRefreshToken(home), "no stored sign-in file under \(home.url.path)")
        let connection = try RawHTTPConnection(port: emulator.port)
        connection.send("POST", "/revoke", headers: ["Connection": "close", "Content-Type": "application/x-www-form-urlencoded"],
                        body: Array("token=\(refresh.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? refresh)".utf8))
        #expect(try connection.readResponse().status == 200)

        let add = try home.run(["comment", "add", video, "Kept for later", "--youtube"])
        #expect(add.status == 77, "\(add.stderr)")
        #expect(add.stderr.contains("ytclone auth login"), "\(add.stderr)")
        #expect(add.stderr.contains("draft #1"), "\(add.stderr)")
        #expect(!add.stderr.contains(refresh))
        #expect(try home.run(["auth", "status"]).status != 0)
    }

    @Test func aReadOnlySignInCannotComment() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator, scope: "read")
        let video = try #require(try emulator.fixtures()["videoId"])
        let add = try home.run(["comment", "add", video, "Hello", "--youtube"])
        #expect(add.status == 77, "\(add.stderr)")
        #expect(add.stderr.contains("youtube.force-ssl"), "\(add.stderr)")
        #expect(add.stderr.contains("ytclone auth login --scope write"), "\(add.stderr)")
        // Refused before anything was sent.
        let byMethod = try emulator.stats()["byMethod"] as? [String: Int]
        #expect(byMethod?["commentThreads.insert"] == nil, "\(byMethod ?? [:])")
    }

    @Test func aFailedPostIsKeptAsADraftAndPostedOnceLater() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let video = try #require(try emulator.fixtures()["videoId"])
        let fault = try JSONSerialization.data(withJSONObject: ["kind": "500", "count": 1])
        #expect(try RawHTTPConnection.fetch(port: emulator.port, "POST", "/emulator/faults", body: Array(fault)).status == 204)

        let add = try home.run(["comment", "add", video, "Worth keeping", "--youtube"])
        #expect(add.status == 69, "\(add.stderr)")
        #expect(add.stdout.isEmpty)
        #expect(add.stderr.contains("kept as draft #1"), "\(add.stderr)")
        #expect(add.stderr.contains("ytclone comment post 1"), "\(add.stderr)")
        let drafts = try #require(try home.json(["comment", "drafts"]) as? [[String: Any]])
        #expect(drafts.count == 1)
        #expect(drafts.first?["text"] as? String == "Worth keeping")
        #expect(drafts.first?["videoId"] as? String == video)

        let post = try home.run(["comment", "post", "1"])
        #expect(post.status == 0, "\(post.stderr)")
        #expect(post.stderr.contains("Posted draft #1"), "\(post.stderr)")
        #expect((try home.json(["comment", "drafts"]) as? [Any])?.isEmpty == true)
        #expect(try Self.youtubeComments(home, video).filter { $0["text"] as? String == "Worth keeping" }.count == 1)
        // The draft is gone: a second post finds nothing to send.
        #expect(try home.run(["comment", "post", "1"]).status == 66)
        let byMethod = try emulator.stats()["byMethod"] as? [String: Int]
        #expect(byMethod?["commentThreads.insert"] == 2, "\(byMethod ?? [:])")
    }

    /// A post that landed though its answer was lost is found by `comment post`, not sent again.
    @Test func aDraftThatLandedIsNotPostedTwice() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let video = try #require(try emulator.fixtures()["videoId"])
        let fault = try JSONSerialization.data(withJSONObject: ["kind": "500", "count": 1])
        #expect(try RawHTTPConnection.fetch(port: emulator.port, "POST", "/emulator/faults", body: Array(fault)).status == 204)
        #expect(try home.run(["comment", "add", video, "Landed anyway", "--youtube"]).status == 69)
        // The same text posted meanwhile (as if the lost post had landed).
        #expect(try home.run(["comment", "add", video, "Landed anyway", "--youtube"]).status == 0)

        let post = try home.run(["comment", "post", "1"])
        #expect(post.status == 0, "\(post.stderr)")
        #expect(post.stderr.contains("already"), "\(post.stderr)")
        #expect(try Self.youtubeComments(home, video).filter { $0["text"] as? String == "Landed anyway" }.count == 1)
        #expect((try home.json(["comment", "drafts"]) as? [Any])?.isEmpty == true)
    }

    @Test func rateLikesAndTakesItBack() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.signedIn(emulator)
        let video = try #require(try emulator.fixtures()["videoId"])
        let like = try home.run(["rate", video, "like"])
        #expect(like.status == 0, "\(like.stderr)")
        #expect(try home.ids(["liked"]) == [video])
        #expect(try home.run(["rate", video, "none"]).status == 0)
        #expect(try home.ids(["liked"]).isEmpty)
        #expect(try home.run(["rate", video, "love"]).status == 64)
    }

    /// The refresh token in the home's sign-in file (the file store: no keyring in tests).
    private static func storedRefreshToken(_ home: AccountFlowTests.Home) throws -> String? {
        guard let files = FileManager.default.enumerator(at: home.url, includingPropertiesForKeys: nil) else { return nil }
        for case let file as URL in files where !file.path.contains("/cache/") {
            guard let data = try? Data(contentsOf: file), data.count < 100_000,
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let grant = object["grant"] as? [String: Any], let token = grant["refreshToken"] as? String
            else { continue }
            return token
        }
        return nil
    }
}
