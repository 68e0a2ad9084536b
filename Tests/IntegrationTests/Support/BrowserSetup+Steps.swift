import Foundation
import Testing

extension BrowserSessionTests.Setup {
    /// Opens the first video of Popular once its first page is shown, and waits for its page.
    func openFirstVideo() throws {
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        session.send("g")
        session.send("Enter")
        try #require(session.waitFor("Comments ("), "\(session.screen)")
    }

    /// Quits with `q`, expects the terminal back as it was and status 0, and gives the newest
    /// entry of the history (the video the session opened last) as `history list --json` has it.
    func quitAndLastWatched() throws -> [String: Any] {
        session.send("q")
        try expectTerminalRestored()
        #expect(session.screen.contains("EXIT=0"))
        let history = try home.json(["history", "list"]) as? [[String: Any]]
        return try #require(history?.first, "opening a video recorded it")
    }
}
