import Foundation
import Testing

/// The browser writing to YouTube, driven in tmux with the built binary against the emulator:
/// signed in with Google from the terminal (`ytclone auth login`, its consent given at once),
/// a video's page likes, comments and replies, each shown pending (the emulator answers 800 ms
/// late) and then confirmed; and a write the emulator fails, shown failed in place (a comment
/// also kept as a draft, as `comment add --youtube` keeps one).
@Suite(.serialized) struct BrowserGoogleWritesTests {
    static let key = "browse-google-key"

    struct Setup {
        let emulator: EmulatorProcess
        let home: AccountFlowTests.Home
        let session: TmuxSession

        init() throws {
            emulator = try EmulatorProcess.start(
                ["--api-key", BrowserGoogleWritesTests.key, "--oauth-consent", "auto", "--latency-ms", "800"], strict: false)
            home = AccountFlowTests.Home(apiKey: BrowserGoogleWritesTests.key)
            home.apiBase = emulator.baseURL.absoluteString
            let signedUp = try home.signUp()
            #expect(signedUp.status == 0, "\(signedUp.stderr)")
            let login = try home.signInWithGoogle(hint: "alice")
            #expect(login.status == 0, "\(login.stderr)")
            session = try TmuxSession(script: """
                "$YTCLONE" browse
                echo "EXIT=$?"
                """, environment: home.environment.merging([
                    "YTCLONE": try BuildProducts.executable("ytclone").path, "PATH": "/usr/bin:/bin", "HOME": home.url.path,
                    "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC",
                ]) { $1 })
        }

        /// Opens Popular's first video and waits for the user's rating, read from YouTube.
        func openFirstVideo() throws {
            try #require(session.waitFor("more below"), "no first page: \(session.screen)")
            session.send("g")
            session.send("Enter")
            try #require(session.waitFor("Comments ("), "\(session.screen)")
            try #require(session.waitFor("You: "), "the rating was read: \(session.screen)")
        }

        func calls(_ method: String) throws -> Int {
            ((try emulator.stats()["byMethod"] as? [String: Any])?[method] as? Int) ?? 0
        }

        /// The next API request the emulator answers fails as `kind` says.
        func fail(next kind: String) throws {
            let fault = try JSONSerialization.data(withJSONObject: ["kind": kind, "count": 1])
            #expect(try RawHTTPConnection.fetch(port: emulator.port, "POST", "/emulator/faults", body: Array(fault)).status == 204)
        }

        func quit() {
            session.send("q")
            #expect(session.waitFor("EXIT=0"), "\(session.screen)")
            emulator.stop()
        }
    }

    @Test func likeCommentAndReplyAreShownPendingThenConfirmed() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try Setup()
        let session = setup.session
        try setup.openFirstVideo()
        #expect(session.screen.contains("YouTube: "), "the status line names the Google account: \(session.screen)")

        session.send("L")
        #expect(session.waitFor("▲ liked ⋯ sending"), "pending: \(session.screen)")
        #expect(session.waitFor { $0.contains("You: ▲ liked") && !$0.contains("sending") }, "confirmed: \(session.screen)")
        #expect(try setup.calls("videos.rate") == 1)

        session.send("c")
        #expect(session.waitFor("Comment (YouTube · 50 units): "), "\(session.screen)")
        session.send("Hello from the browser", literal: true)
        session.send("Enter")
        #expect(session.waitFor("⋯ posting…"), "pending: \(session.screen)")
        #expect(session.waitFor("✓ posted, id"), "confirmed: \(session.screen)")
        #expect(!session.screen.contains("posting…"))
        #expect(try setup.calls("commentThreads.insert") == 1)

        // Shift-Tab goes to the page's last comment (brought into view), Enter chooses it, c replies.
        session.send("BTab")
        session.send("Enter")
        #expect(session.waitFor("c replies to"), "\(session.screen)")
        session.send("c")
        #expect(session.waitFor("Reply to "), "\(session.screen)")
        session.send("A reply from the browser", literal: true)
        // The reply shows under the thread, the page's last: G scrolls to it.
        session.send("Enter", "G")
        #expect(session.waitFor("↳ ⋯ posting…"), "pending: \(session.screen)")
        #expect(session.waitFor("✓ posted, id"), "confirmed: \(session.screen)")
        #expect(try setup.calls("comments.insert") == 1)
        setup.quit()
    }

    @Test func aFailedLikeAndAFailedCommentAreShownInPlace() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try Setup()
        let session = setup.session
        try setup.openFirstVideo()

        // A rating is idempotent, so a 500 would be tried again: the quota refuses it for good.
        try setup.fail(next: "quota")
        session.send("L")
        #expect(session.waitFor("✗ like not sent"), "the like is put back with why: \(session.screen)")
        #expect(session.screen.contains("not rated"), "\(session.screen)")

        try setup.fail(next: "500")
        session.send("c")
        #expect(session.waitFor("Comment (YouTube · 50 units): "), "\(session.screen)")
        session.send("Kept on screen", literal: true)
        session.send("Enter")
        #expect(session.waitFor("✗ not posted"), "\(session.screen)")
        // Scrolled down to the comments: the text stays, under the reason.
        for _ in 0..<8 { session.send("j") }
        #expect(session.waitFor("Kept on screen"), "the text stays: \(session.screen)")
        #expect(session.screen.contains("kept as draft #1"), "the reason names the draft: \(session.screen)")
        // Sent once: a post whose answer failed is not sent again by itself.
        #expect(try setup.calls("commentThreads.insert") == 1)
        setup.quit()
        // Kept as `comment add --youtube` keeps it, for `comment post 1` to send.
        let drafts = try #require(try setup.home.json(["comment", "drafts"]) as? [[String: Any]])
        #expect(drafts.count == 1 && drafts.first?["text"] as? String == "Kept on screen", "\(drafts)")
        #expect(drafts.first?["videoId"] as? String != nil && drafts.first?["videoId"] as? String != "")
    }
}
