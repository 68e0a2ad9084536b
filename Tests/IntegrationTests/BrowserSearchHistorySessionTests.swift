import Foundation
import Testing

/// Issue 29, item 5, in tmux: a search run in one session of the browser comes back with ↑ in the
/// search line of the next, from a file of the state folder only its owner reads.
@Suite(.serialized) struct BrowserSearchHistorySessionTests {
    @Test func anEarlierSessionsSearchComesBackWithUp() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try BrowserSessionTests.Setup()
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        session.send("/")
        session.send("lofi rain", literal: true)
        session.send("Enter")
        try #require(session.waitFor("Search: lofi rain · "), "\(session.screen)")
        session.send("q")
        try setup.expectTerminalRestored()

        let files = FileManager.default.enumerator(at: setup.home.url, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "browse-searches" } ?? []
        let file = try #require(files.first, "the searches are kept in the state folder")
        #expect(try String(contentsOf: file, encoding: .utf8) == "lofi rain\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let again = try TmuxSession(script: "exec \"$YTCLONE\" browse", environment: setup.home.environment.merging([
            "YTCLONE": try BuildProducts.executable("ytclone").path, "PATH": "/usr/bin:/bin", "HOME": setup.home.url.path,
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC",
        ]) { $1 })
        try #require(again.waitFor("more below"), "no first page: \(again.screen)")
        again.send("/")
        try #require(again.waitFor("Enter search ("), "\(again.screen)")
        again.send("Up")
        #expect(again.waitFor("Search: lofi rain   Enter search"), "↑ brings back the last session's search: \(again.screen)")
        again.send("Escape")
        #expect(again.waitFor { !$0.contains("Enter search (") }, "Esc closes the search line: \(again.screen)")
        again.send("q")
    }
}
