import Foundation
import Testing

/// `s` in `ytclone browse`, in tmux against the emulator: the empty Subscriptions tab says what
/// to press, `s` on a video's page subscribes to its channel (as `ytclone subscriptions` then
/// lists), and the tab shows that channel's videos, read from its feed as `feed --subscriptions`
/// reads them.
@Suite(.serialized) struct BrowserFollowSessionTests {
    @Test func sOnAVideoFollowsItsChannelAndTheTabFillsIn() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try BrowserSessionTests.Setup()
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        session.send("2")
        #expect(session.waitFor("No subscriptions yet: open a channel and press s"), "\(session.screen)")
        session.send("1")
        try setup.openFirstVideo()
        session.send("s")
        #expect(session.waitFor("Subscribed to "), "\(session.screen)")
        session.send("Escape")
        // Home's tabs first: an Escape and a key that arrive in one read are Alt and that key.
        #expect(session.waitFor("2 Subscriptions"), "\(session.screen)")
        session.send("2")
        #expect(session.waitFor { $0.contains(" videos · ") || $0.contains(" videos") && !$0.contains("Loading") },
                "the channel's videos: \(session.screen)")
        // Found as `feed --subscriptions` finds them: the channel's feed, no uploads playlist.
        let methods = try #require(try setup.emulator.stats()["byMethod"] as? [String: Any])
        #expect((methods["feeds"] as? Int ?? 0) >= 1, "\(methods)")
        #expect(methods["playlistItems.list"] == nil, "\(methods)")
        _ = try setup.quitAndLastWatched()
        let listed = try setup.home.json(["subscriptions", "list"]) as? [[String: Any]]
        #expect(listed?.count == 1, "ytclone subscriptions lists the channel: \(listed ?? [])")
    }
}
