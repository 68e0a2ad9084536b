import Foundation
import Testing

/// `ytclone browse` driven in tmux against the emulator, as a person would: past the first page,
/// a refresh, a video, a comment, quit; the terminal is as it was after quitting and after SIGTERM.
@Suite(.serialized) struct BrowserSessionTests {
    static let key = "browse-key"

    /// A signed-up home, the emulator, and a tmux window running `stty -g`, the browser, its
    /// status and `stty -g` again.
    struct Setup {
        let emulator: EmulatorProcess
        let home: AccountFlowTests.Home
        let session: TmuxSession
        let before: URL
        let after: URL
        /// The browser's process id, written by the shell that becomes it.
        let pidFile: URL

        /// - Parameter path: the browser's `PATH` (where it looks for a player).
        init(path: String = "/usr/bin:/bin") throws {
            emulator = try EmulatorProcess.start(["--api-key", BrowserSessionTests.key])
            home = AccountFlowTests.Home(apiKey: BrowserSessionTests.key)
            home.apiBase = emulator.baseURL.absoluteString
            let signedUp = try home.signUp()
            #expect(signedUp.status == 0, "\(signedUp.stderr)")
            before = home.url.appendingPathComponent("stty-before")
            after = home.url.appendingPathComponent("stty-after")
            pidFile = home.url.appendingPathComponent("browse.pid")
            session = try TmuxSession(script: """
                stty -g > '\(before.path)'
                sh -c 'echo $$ > "$1"; exec "$YTCLONE" browse' sh '\(pidFile.path)'
                echo "EXIT=$?"
                stty -g > '\(after.path)'
                """, environment: home.environment.merging([
                    "YTCLONE": try BuildProducts.executable("ytclone").path, "PATH": path, "HOME": home.url.path,
                    "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC",
                ]) { $1 })
        }

        func videosListed() throws -> Int {
            ((try emulator.stats()["byMethod"] as? [String: Any])?["videos.list"] as? Int) ?? 0
        }

        /// The terminal's settings were put back exactly and the alternate screen is gone.
        func expectTerminalRestored() throws {
            #expect(session.waitFor { $0.contains("EXIT=") })
            #expect(!session.alternateScreen, "the alternate screen is gone")
            // The shell makes the file before `stty` writes to it: wait for the line, not the file.
            #expect(session.waitFor { _ in !((try? String(contentsOf: after, encoding: .utf8)) ?? "").isEmpty })
            let was = try String(contentsOf: before, encoding: .utf8)
            let now = try String(contentsOf: after, encoding: .utf8)
            #expect(!was.isEmpty && was == now, "stty -g before: \(was) after: \(now)")
        }
    }

    @Test func browsePastThePageRefreshOpenCommentAndQuit() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try Setup()
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        #expect(session.alternateScreen)
        #expect(session.screen.contains("@ada"), "signed in, the browser opens on Home: \(session.screen)")
        #expect(try setup.videosListed() == 1)

        // Past the first page: the next one is asked for before the cursor reaches the end.
        session.send("G")
        #expect(session.waitFor("100 videos"), "\(session.screen)")
        #expect(try setup.videosListed() == 2, "a second page request reached the emulator")

        // Refresh: revalidated with the ETag, answered 304.
        session.send("r")
        #expect(session.waitFor(seconds: 30) { _ in ((try? setup.emulator.stats()["notModified"] as? Int) ?? 0) >= 1 })

        // Open the first video and comment on it.
        try setup.openFirstVideo()
        let page = session.screen
        session.send("c")
        #expect(session.waitFor("Comment: "))
        session.send("Typed in the browser #tmux", literal: true)
        session.send("Enter")
        #expect(session.waitFor("Comment posted"), "\(session.screen)")

        let watched = try setup.quitAndLastWatched()

        // The comment is there for the command line.
        let id = try #require(watched["videoId"] as? String)
        let title = try #require(watched["title"] as? String)
        #expect(page.contains(title), "the page shown was that video's: \(page)")
        let comments = try setup.home.run(["comments", id, "--source", "local"])
        #expect(comments.status == 0)
        #expect(comments.stdout.contains("Typed in the browser #tmux"), "\(comments.stdout)")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try Setup()
        try #require(setup.session.waitFor("more below"), "\(setup.session.screen)")
        let written = try String(contentsOf: setup.pidFile, encoding: .utf8)
        let pid = try #require(Int32(written.trimmingCharacters(in: .whitespacesAndNewlines)), "no pid in \(written)")
        kill(pid, SIGTERM)
        try setup.expectTerminalRestored()
        #expect(setup.session.screen.contains("EXIT=143"), "\(setup.session.screen)")
        // The browser ended without coming back through the command, and its quota is recorded:
        // Popular's first page and the categories it names.
        let quota = try #require(try setup.home.json(["quota"]) as? [String: Any])
        #expect((quota["used"] as? Int ?? 0) >= 1, "\(quota)")
    }

    /// Ctrl-Z gives the shell its terminal back as it was; `fg` brings the browser back on its
    /// alternate screen, and it still quits cleanly.
    @Test func ctrlZAndFg() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let before = home.url.appendingPathComponent("stty-before"), stopped = home.url.appendingPathComponent("stty-stopped")
        let session = try TmuxSession(script: """
            set -m
            stty -g > '\(before.path)'
            "$YTCLONE" browse
            stty -g > '\(stopped.path)'
            echo STOPPED
            read answer
            fg
            echo "EXIT=$?"
            """, environment: home.environment.merging([
                "YTCLONE": try BuildProducts.executable("ytclone").path, "PATH": "/usr/bin:/bin", "HOME": home.url.path,
                "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC",
            ]) { $1 })
        try #require(session.waitFor("more below"), "\(session.screen)")
        session.send("C-z")
        try #require(session.waitFor("STOPPED"), "screen: \(session.screen)")
        #expect(!session.alternateScreen, "stopped, the shell has the normal screen")
        #expect(session.waitFor(seconds: 10) { _ in FileManager.default.fileExists(atPath: stopped.path) })
        #expect(try String(contentsOf: before, encoding: .utf8) == String(contentsOf: stopped, encoding: .utf8),
                "stopped, the terminal's settings are the shell's")
        session.send("Enter")
        #expect(session.waitFor { _ in session.alternateScreen }, "fg brings the browser back")
        #expect(session.waitFor("more below"), "and it draws again: \(session.screen)")
        session.send("q")
        #expect(session.waitFor("EXIT=0"), "\(session.screen)")
        #expect(!session.alternateScreen)
    }

    /// Thumbnails arrive after the first frame, drawn as symbols beside the rows (tmux passes
    /// symbols through where it would drop kitty's or sixel's sequences), and large on a video's page.
    @Test func rowsShowSymbolThumbnails() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try Setup()
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        func blocks(_ line: Substring) -> Int { line.unicodeScalars.filter { (0x2580...0x259F).contains($0.value) }.count }
        #expect(session.waitFor { screen in screen.split(separator: "\n").filter { blocks($0) >= 3 }.count >= 6 },
                "rows with pictures: \(session.screen)")
        let images = ((try setup.emulator.stats()["byMethod"] as? [String: Any])?["images"] as? Int) ?? 0
        #expect(images >= 6)
        session.send("Enter")
        #expect(session.waitFor { screen in screen.split(separator: "\n").filter { blocks($0) >= 10 }.count >= 5 },
                "the video's page with its picture: \(session.screen)")
        session.send("q")
        try setup.expectTerminalRestored()
    }

    func searches(_ setup: Setup) throws -> Int {
        ((try setup.emulator.stats()["byMethod"] as? [String: Any])?["search.list"] as? Int) ?? 0
    }

    /// Issue 27: a key that spends a search says so before it spends; a resize keeps the
    /// selected row on screen.
    @Test func costsShowBeforeASearchIsSpentAndAResizeKeepsTheSelection() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try Setup()
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        // Popular: the selected row, near the bottom, stays on screen when the window shrinks.
        for _ in 0..<11 { session.send("j") }
        try #require(session.waitFor { $0.split(separator: "\n").last { $0.hasPrefix("›") } != nil })
        let before = session.screen.split(separator: "\n").firstIndex { $0.hasPrefix("›") } ?? 0
        session.resize(width: 80, height: 24)
        #expect(session.waitFor { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count <= 25 && lines.contains { $0.hasPrefix("›") }
        }, "after the resize the selected row is on screen (it was on line \(before)): \(session.screen)")

        // Search: Enter's cost is on the typing line before anything is sent.
        #expect(try searches(setup) == 0)
        session.send("/")
        #expect(session.waitFor("Enter search (101 units a page)"), "\(session.screen)")
        #expect(try searches(setup) == 0)
        session.send("swift", literal: true)
        session.send("Enter")
        try #require(session.waitFor("Search: swift · "), "\(session.screen)")
        try #require(session.waitFor { _ in (try? searches(setup)) == 1 })
        #expect(session.waitFor("r 101 units"), "the status bar names r's cost: \(session.screen)")
        // r asks first, with the cost; Esc spends nothing, y spends one search.
        session.send("r")
        #expect(session.waitFor("Search again for swift? It costs 101 units"), "\(session.screen)")
        #expect(try searches(setup) == 1, "nothing was sent before the yes")
        session.send("Escape")
        #expect(session.waitFor { !$0.contains("Search again for") })
        #expect(try searches(setup) == 1)
        session.send("r")
        #expect(session.waitFor("Search again for swift?"))
        session.send("y")
        #expect(session.waitFor { _ in (try? searches(setup)) == 2 }, "the yes sent it")
        session.send("q")
        try setup.expectTerminalRestored()
    }

    /// A dumb terminal is refused as a pipe is: the same error and exit status.
    @Test func aDumbTerminalIsRefusedAsAPipeIs() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let home = AccountFlowTests.Home()
        let session = try TmuxSession(script: """
            "$YTCLONE" browse
            echo "EXIT=$?"
            """, environment: home.environment.merging([
                "YTCLONE": try BuildProducts.executable("ytclone").path, "PATH": "/usr/bin:/bin", "HOME": home.url.path,
                "TERM": "dumb", "LANG": "C.UTF-8",
            ]) { $1 })
        #expect(session.waitFor("EXIT="), "\(session.screen)")
        #expect(session.screen.contains("EXIT=64"), "\(session.screen)")
        #expect(session.screen.contains("needs a terminal"), "\(session.screen)")
        #expect(!session.alternateScreen)
    }

    @Test func notATerminalIsAUsageError() throws {
        let result = try AccountFlowTests.Home().run(["browse"], stdin: "")
        #expect(result.status == 64)
        #expect(result.stderr.contains("needs a terminal"), "\(result.stderr)")
        #expect(result.stderr.contains("hint:"))
        #expect(result.stdout.isEmpty)
    }
}
