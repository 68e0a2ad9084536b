import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Bracketed paste in `ytclone browse`, end to end: two pasted lines stay text in a comment (the
/// `q` on the second line neither quits nor runs), and the terminal gets the mode back off on
/// every way out.
@Suite(.serialized) struct BrowserPasteTests {
    @Test func twoPastedLinesAreOneCommentAndTheQDoesNotQuit() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try BrowserSessionTests.Setup()
        let session = setup.session
        try setup.openFirstVideo()
        session.send("c")
        try #require(session.waitFor("Comment: "), "\(session.screen)")
        session.send("\u{1B}[200~first\nq\u{1B}[201~", literal: true)
        #expect(session.waitFor("Comment: first↵q"), "the paste is in the field, its line break shown: \(session.screen)")
        #expect(session.alternateScreen && !session.screen.contains("EXIT="), "the q did not quit")
        session.send("Enter")
        #expect(session.waitFor("Comment posted"), "\(session.screen)")
        let id = try #require(try setup.quitAndLastWatched()["videoId"] as? String)
        let comments = try setup.home.json(["comments", id, "--source", "local"]) as? [[String: Any]]
        let bodies = comments?.compactMap { $0["text"] as? String } ?? []
        #expect(bodies.contains("first\nq"), "both lines, one comment: \(comments ?? [])")
    }

    /// The raw bytes the browser writes: bracketed paste on with the alternate screen, off again
    /// when `q` quits and when SIGTERM ends it.
    @Test(arguments: ["quit", "SIGTERM"]) func bracketedPasteIsTurnedOffOnTheWayOut(_ way: String) throws {
        guard PseudoTerminal.tools != nil else { try Test.cancel("needs dash and setsid") }
        let emulator = try EmulatorProcess.start(["--api-key", BrowserSessionTests.key])
        let home = AccountFlowTests.Home(apiKey: BrowserSessionTests.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let pidFile = home.url.appendingPathComponent("browse.pid")
        let terminal = try PseudoTerminal(script: """
            sh -c 'echo $$ > "$1"; exec "$YTCLONE" browse' sh '\(pidFile.path)'
            echo "EXIT=$?"
            """, environment: home.environment.merging([
                "YTCLONE": try BuildProducts.executable("ytclone").path, "PATH": "/usr/bin:/bin", "HOME": home.url.path,
                "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC",
            ]) { $1 })
        try #require(terminal.waitFor("more below"), "\(terminal.text)")
        #expect(terminal.text.contains("\u{1B}[?2004h"), "on with the browser")
        if way == "quit" {
            terminal.type(Array("q".utf8))
        } else {
            let pid = try #require(Int32(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
            kill(pid, SIGTERM)
        }
        try #require(terminal.waitFor("EXIT="), "\(terminal.text)")
        let text = terminal.text
        let on = try #require(text.range(of: "\u{1B}[?2004h", options: .backwards))
        let off = try #require(text.range(of: "\u{1B}[?2004l", options: .backwards), "never turned off: \(way)")
        #expect(on.upperBound <= off.lowerBound, "off after the last on")
        #expect(text.contains(way == "quit" ? "EXIT=0" : "EXIT=143"))
    }
}
