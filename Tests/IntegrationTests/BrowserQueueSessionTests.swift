import Foundation
import Testing

/// Issue 29, item 5, in tmux: Space marks rows, `w` plays the marked ones as one queue in one
/// player run, `a` plays the selected one with sound only; the player is a script on the
/// browser's PATH named mpv that writes down its arguments.
@Suite(.serialized) struct BrowserQueueSessionTests {
    @Test func theMarkedRowsPlayAsOneQueueAndAListensOnly() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-fake-mpv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        let runs = bin.appendingPathComponent("runs")
        let mpv = bin.appendingPathComponent("mpv")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(runs.path)'\n".utf8).write(to: mpv)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: mpv.path)
        func played() -> [String] {
            ((try? String(contentsOf: runs, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        let setup = try BrowserSessionTests.Setup(path: bin.path + ":/usr/bin:/bin")
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        session.send("Space")
        session.send("Space")
        #expect(session.waitFor("+ 2 marked (w plays them, a listens)"), "\(session.screen)")
        // The ids of the two rows marked, from their watch URLs as `y` copies them.
        session.send("k")
        session.send("y")
        try #require(session.waitFor("Copied https://www.youtube.com/watch?v="), "\(session.screen)")
        let second = try #require(session.screen.firstMatch(of: /watch\?v=([A-Za-z0-9_-]{11})/)).1
        session.send("w")
        try #require(session.waitFor { _ in played().count == 1 }, "the player ran once: \(played())")
        let queue = played()[0]
        #expect(queue.components(separatedBy: "https://www.youtube.com/watch?v=").count == 3, "two videos in one run: \(queue)")
        #expect(queue.hasSuffix("watch?v=" + second), "in the order marked, the second last: \(queue)")
        #expect(!queue.contains("--no-video"))
        // The browser has its screen back (keys sent while the player has the terminal are the
        // player's), and the marks are cleared once played.
        try #require(session.waitFor { session.alternateScreen && $0.contains("more below") }, "\(session.screen)")
        #expect(session.waitFor { session.alternateScreen && !$0.contains("marked (w plays them") }, "\(session.screen)")

        session.send("a")
        try #require(session.waitFor { _ in played().count == 2 }, "\(played())")
        #expect(played()[1].contains("--no-video") && played()[1].hasSuffix("watch?v=" + second), "\(played()[1])")
        #expect(session.waitFor { _ in session.alternateScreen }, "the screen is the browser's again after the player")
        session.send("q")
        try setup.expectTerminalRestored()

        // What played is in the history, named from the rows loaded, as a video opened is.
        let history = try #require(try setup.home.json(["history"]) as? [[String: Any]])
        let played = history.filter { ($0["videoId"] as? String) == String(second) }
        #expect(played.count == 1, "\(history)")
        #expect((played.first?["title"] as? String)?.isEmpty == false, "\(played)")
        #expect(history.count == 2, "the two marked, once each a day: \(history)")
    }

    /// Ctrl-C while the player has the terminal goes to the browser's process group, which the
    /// player shares (so its keys reach it): the player quits on it, the browser stays.
    @Test func ctrlCWhileThePlayerPlaysQuitsThePlayerNotTheBrowser() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-fake-mpv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        let ran = bin.appendingPathComponent("ran")
        let mpv = bin.appendingPathComponent("mpv")
        // As the terminal sends Ctrl-C, to the browser and the player (not to the test's shell
        // around the browser, which a person's interactive shell would not be either). The
        // player quits on it (4) and exits 9 if the signal never came.
        try Data("#!/bin/sh\ntouch '\(ran.path)'\ntrap 'exit 4' INT\nkill -INT $PPID $$\nsleep 1\nexit 9\n".utf8).write(to: mpv)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: mpv.path)

        let setup = try BrowserSessionTests.Setup(path: bin.path + ":/usr/bin:/bin")
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        session.send("w")
        try #require(session.waitFor { _ in FileManager.default.fileExists(atPath: ran.path) }, "the player ran")
        try #require(session.waitFor { session.alternateScreen && $0.contains("more below") }, "\(session.screen)")
        #expect(!session.screen.contains("failed"), "mpv quit on Ctrl-C is no failure: \(session.screen)")
        session.send("q")
        try setup.expectTerminalRestored()
    }
}
