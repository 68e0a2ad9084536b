import Foundation
import Testing

/// The terminal's own actions on a video's page, in tmux: `y` puts the video's URL on the
/// clipboard through the terminal and says so; `w` lends the terminal to the player, then draws
/// the whole page again and says why nothing played.
@Suite(.serialized) struct BrowserTerminalActionTests {
    @Test func yCopiesTheURLAndWTakesTheScreenBackAfterThePlayer() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try BrowserSessionTests.Setup()
        let session = setup.session
        try setup.openFirstVideo()

        session.send("y")
        #expect(session.waitFor("Copied https://www.youtube.com/watch?v="), "\(session.screen)")

        // No mpv or xdg-open on the browser's PATH (/usr/bin:/bin): the player is looked for with
        // the terminal restored, and the page is drawn whole again on the alternate screen.
        session.send("w")
        #expect(session.waitFor("No player found (mpv or xdg-open on PATH); y copies the URL."), "\(session.screen)")
        #expect(session.alternateScreen)
        #expect(session.waitFor("Comments ("), "the page was drawn again: \(session.screen)")
        #expect(!session.screen.contains("Copied"), "the key cleared the earlier news")
        _ = try setup.quitAndLastWatched()
    }
}
