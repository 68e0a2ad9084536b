import Foundation
import Testing

/// `s` in `ytclone browse`, in tmux against the emulator: the empty Subscriptions tab says what
/// to press, `s` on a video's page subscribes to its channel (as `ytclone subscriptions` then
/// lists), and the tab shows that channel's videos.
@Suite(.serialized) struct BrowserFollowSessionTests {
    @Test func sOnAVideoFollowsItsChannelAndTheTabFillsIn() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try BrowserSessionTests.Setup()
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        session.send("2")
        #expect(session.waitFor("No subscriptions yet: open a channel and press s"), "\(session.screen)")
        session.send("1")
        session.send("Enter")
        try #require(session.waitFor("Comments ("), "\(session.screen)")
        session.send("s")
        #expect(session.waitFor("Subscribed to "), "\(session.screen)")
        session.send("Escape")
        session.send("2")
        #expect(session.waitFor { $0.contains(" videos · ") || $0.contains(" videos") && !$0.contains("Loading") },
                "the channel's videos: \(session.screen)")
        session.send("q")
        try setup.expectTerminalRestored()
        let listed = try setup.home.json(["subscriptions", "list"]) as? [[String: Any]]
        #expect(listed?.count == 1, "ytclone subscriptions lists the channel: \(listed ?? [])")
    }
}
