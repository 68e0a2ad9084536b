import Foundation
import Testing

/// Home's Liked and My playlists tabs, driven in tmux with the built binary against the emulator:
/// signed in with Google, a video liked and a private playlist made from the command line show
/// on tabs 6 and 7; Enter opens the private playlist's page with its video (read with the user's
/// token, as the key cannot see it); `s` on a channel's page subscribes on YouTube. Signed out
/// of Google, Home keeps its five tabs.
@Suite(.serialized) struct BrowserGoogleTabsTests {
    static let key = "browse-google-tabs-key"

    static func browse(_ home: AccountFlowTests.Home) throws -> TmuxSession {
        try TmuxSession(script: """
            "$YTCLONE" browse
            echo "EXIT=$?"
            """, environment: home.environment.merging([
                "YTCLONE": try BuildProducts.executable("ytclone").path, "PATH": "/usr/bin:/bin", "HOME": home.url.path,
                "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC",
            ]) { $1 }, width: 120, height: 30)
    }

    @Test func likedAndMyPlaylistsShowTheAccountsOwnAndAPrivatePlaylistOpens() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let login = try home.signInWithGoogle(hint: "alice")
        try #require(login.status == 0, "\(login.stderr)")
        let fixtures = try emulator.fixtures()
        let liked = try #require(fixtures["videoWithEmojiTitle"]), listed = try #require(fixtures["videoId"])
        #expect(try home.run(["rate", liked, "like"]).status == 0)
        let create = try home.run(["playlist", "create", "Secret mixtape", "--privacy", "private"])
        try #require(create.status == 0, "\(create.stderr)")
        let playlist = create.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try home.run(["playlist", "add", playlist, listed]).status == 0)
        let likedTitle = try #require((try home.json(["video", liked]) as? [String: Any])?["title"] as? String)
        let listedTitle = try #require((try home.json(["video", listed]) as? [String: Any])?["title"] as? String)

        let session = try Self.browse(home)
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        #expect(session.screen.contains("6 Liked") && session.screen.contains("7 My playlists"), "\(session.screen)")

        session.send("6")
        #expect(session.waitFor("[6 Liked]"), "\(session.screen)")
        #expect(session.waitFor(String(likedTitle.prefix(12))), "the liked video: \(session.screen)")

        session.send("Tab")
        #expect(session.waitFor("[7 My playlists]"), "\(session.screen)")
        #expect(session.waitFor("Secret mixtape"), "the private playlist: \(session.screen)")
        let before = (try emulator.stats()["apiRequests"] as? Int) ?? 0
        session.send("g")
        session.send("Enter")
        #expect(session.waitFor(String(listedTitle.prefix(12))), "the private playlist's video: \(session.screen)")
        #expect(session.screen.contains("Secret mixtape"))
        #expect(!session.screen.contains("✗"), "\(session.screen)")
        #expect(((try emulator.stats()["apiRequests"] as? Int) ?? 0) > before)

        session.send("Escape")
        // ESC and Tab in one read are Alt-Tab, as a terminal means them: wait for Home first.
        #expect(session.waitFor("[7 My playlists]"), "Esc goes back to the tab: \(session.screen)")
        session.send("Tab")
        #expect(session.waitFor("[1 Popular]"), "Tab from the last tab comes back to the first: \(session.screen)")
        session.send("q")
        #expect(session.waitFor("EXIT=0"), "\(session.screen)")
    }

    @Test func sOnAChannelsPageSubscribesOnYouTube() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--oauth-consent", "auto", "--latency-ms", "400"],
                                                 strict: false)
        defer { emulator.stop() }
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        try #require(try home.signInWithGoogle(hint: "bob").status == 0)
        let session = try Self.browse(home)
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        // Popular's first video, then its channel (the first link Tab chooses).
        session.send("g")
        session.send("Enter")
        try #require(session.waitFor("Comments ("), "\(session.screen)")
        session.send("Tab")
        session.send("Enter")
        #expect(session.waitFor("[Uploads]"), "\(session.screen)")
        #expect(session.waitFor("subscribers ·"), "\(session.screen)")
        session.send("s")
        #expect(session.waitFor("subscribed on YouTube ⋯ sending"), "pending: \(session.screen)")
        #expect(session.waitFor { $0.contains("subscribed on YouTube") && !$0.contains("sending") }, "confirmed: \(session.screen)")
        let calls = (try emulator.stats()["byMethod"] as? [String: Any])?["subscriptions.insert"] as? Int
        #expect(calls == 1)
        let mine = try #require(try home.json(["subscriptions", "--youtube"]) as? [[String: Any]])
        #expect(mine.count == 1, "\(mine)")
        // Local subscriptions are untouched.
        #expect((try home.json(["subscriptions"]) as? [[String: Any]])?.isEmpty != false)
        session.send("q")
        #expect(session.waitFor("EXIT=0"), "\(session.screen)")
    }

    @Test func withoutGoogleHomeKeepsFiveTabs() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let emulator = try EmulatorProcess.start(["--api-key", Self.key], strict: false)
        defer { emulator.stop() }
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let session = try Self.browse(home)
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        #expect(session.screen.contains("5 History") && !session.screen.contains("Liked"), "\(session.screen)")
        session.send("6")
        session.send("7")
        #expect(session.screen.contains("[1 Popular]"), "6 and 7 are no tabs: \(session.screen)")
        session.send("q")
        #expect(session.waitFor("EXIT=0"), "\(session.screen)")
    }
}
