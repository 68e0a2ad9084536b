import Foundation
import Testing
import YTCore
@testable import YTBrowser
@testable import YTCLI

/// Issue 29, item 5: Space marks rows and `w` plays the marked ones as one queue, `a` with sound
/// only; `y` copies the link of any row; ↑ in the search line brings back earlier searches.
@Suite struct BrowserMarksTests {
    let size = Frame.Size(width: 80, height: 24)

    func press(_ keys: Key..., on state: inout BrowserState, data: BrowserData) -> [any Event] {
        keys.flatMap { state.handle($0, data: data, size: size) }
    }

    @Test func spaceMarksRowsAndWPlaysThemAsOneQueueInTheOrderMarked() {
        let data = BrowserFixtures.data(items: 30)
        var state = BrowserState()
        // Marks the first row (the cursor moves on), the third, the first again (unmarked), the second.
        _ = press(.character(" "), .down, .character(" "), on: &state, data: data)
        _ = press(.up, .up, .up, .character(" "), .character(" "), on: &state, data: data)
        #expect(state.marked == ["video000002", "video000001"])
        let frame = BrowserRenderer.render(state, data, size: size)
        #expect(frame.lines[2].text.hasPrefix("  I tried"), "\(frame.lines[2].text)")
        #expect(frame.lines[3].text.hasPrefix(" +"), "a marked row shows + : \(frame.lines[3].text)")
        #expect(frame.lines[4].text.hasPrefix("›+"))
        #expect(frame.text.contains("+ 2 marked (w plays them, a listens)"), "\(frame.text)")
        let asked = press(.character("w"), on: &state, data: data)
        #expect(asked.first as? WatchRequested == WatchRequested(videoIds: ["video000002", "video000001"], audioOnly: false))
        #expect(state.marked.isEmpty, "the marks are cleared once played")
        // Nothing marked: the selected row, and `a` plays it with sound only.
        #expect(press(.character("a"), on: &state, data: data).first as? WatchRequested
            == WatchRequested(videoIds: ["video000002"], audioOnly: true))
    }

    @Test func aVideosPageWatchesOrListensToItsVideo() {
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        let data = BrowserFixtures.data()
        #expect(press(.character("w"), on: &state, data: data).first as? WatchRequested == WatchRequested(videoIds: ["dQw4w9WgXcQ"]))
        #expect(press(.character("a"), on: &state, data: data).first as? WatchRequested
            == WatchRequested(videoIds: ["dQw4w9WgXcQ"], audioOnly: true))
    }

    @Test func aChannelsAndAPlaylistsPageMarkPlayAndCopyTheirRows() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        state.stack = [.home, .channel("UCuAXFkgsw1L7xaCfnd5JJOw")]
        _ = press(.character(" "), .character(" "), on: &state, data: data)
        #expect(state.marked == ["video000000", "video000001"])
        let frame = BrowserRenderer.render(state, data, size: size)
        #expect(frame.text.contains(" +I tried motorbike") || frame.text.contains(" + I tried"), "\(frame.text)")
        #expect(frame.text.contains("+ 2 marked"))
        #expect(press(.character("y"), on: &state, data: data).first as? CopyRequested
            == CopyRequested(text: "https://www.youtube.com/watch?v=video000002"))
        #expect(press(.character("a"), on: &state, data: data).first as? WatchRequested
            == WatchRequested(videoIds: ["video000000", "video000001"], audioOnly: true))
        // The playlists of a channel: y copies a playlist's link; Space marks nothing there.
        _ = press(.tab, on: &state, data: data)
        #expect(press(.character("y"), on: &state, data: data).first as? CopyRequested
            == CopyRequested(text: "https://www.youtube.com/playlist?list=PL1"))
        _ = press(.character(" "), on: &state, data: data)
        #expect(state.marked.isEmpty)
    }

    @Test func yCopiesTheLinkOfAVideoChannelOrPlaylistRow() {
        var state = BrowserState()
        var data = BrowserFixtures.data()
        #expect(press(.down, .character("y"), on: &state, data: data).first as? CopyRequested
            == CopyRequested(text: "https://www.youtube.com/watch?v=video000001"))
        state.tab = .search
        state.query = "rick"
        state.filters = SearchFilters(picks: [.type: 1])
        data.searchChannels = BrowserData.Rows(items: [data.channel.channel!], loaded: true)
        #expect(press(.character("y"), on: &state, data: data).first as? CopyRequested
            == CopyRequested(text: "https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw"))
        state.filters = SearchFilters(picks: [.type: 2])
        data.searchPlaylists = data.channel.playlists
        #expect(press(.character("y"), on: &state, data: data).first as? CopyRequested
            == CopyRequested(text: "https://www.youtube.com/playlist?list=PL1"))
        #expect(BrowserState.Route.channel("@rick").url == "https://www.youtube.com/@rick")
    }

    @Test func upInTheSearchLineWalksEarlierSearchesAndDownComesBackToTheDraft() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        state.searches = ["lofi", "rust talks"]
        _ = press(.character("/"), .character("g"), on: &state, data: data)
        _ = press(.up, on: &state, data: data)
        #expect(state.editing?.text == "rust talks")
        _ = press(.up, .up, on: &state, data: data)
        #expect(state.editing?.text == "lofi", "the oldest stays")
        _ = press(.down, .down, on: &state, data: data)
        #expect(state.editing?.text == "g", "past the newest: what was typed")
        _ = press(.up, .up, on: &state, data: data)
        let sent = press(.enter, on: &state, data: data)
        #expect(sent.first as? SearchSubmitted == SearchSubmitted(query: "lofi"))
        #expect(state.searches == ["rust talks", "lofi"], "run again, it is the newest")
    }

    @Test func searchesAreKeptInAPrivateFileForTheNextSession() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-searches-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = SearchHistory(folder: folder)
        #expect(history.load().isEmpty)
        history.record("lofi")
        history.record("rust talks")
        history.record("lofi")
        #expect(history.load() == ["rust talks", "lofi"])
        let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("browse-searches").path)[.posixPermissions]
        #expect((mode as? Int) == 0o600)
        for index in 0..<(BrowserState.searchesKept + 5) { history.record("q\(index)") }
        #expect(history.load().count == BrowserState.searchesKept)
        #expect(history.load().last == "q\(BrowserState.searchesKept + 4)")
    }

    /// The queue reaches the player in one run: both videos, with sound only when asked.
    @Test func theMarkedQueuePlaysInOnePlayerRun() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-queue-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let mpv = try FakePlayer(in: root)
        var said = BrowserAssembly.play(["aaaaaaaaaaa", "bbbbbbbbbbb"], path: mpv.path, options: PlaybackOptions(audioOnly: true))
        // A test forking in parallel can hold the script just written open (ETXTBSY): asked again.
        for _ in 0..<40 where said != nil && (try? mpv.runs().isEmpty) == true {
            usleep(50_000)
            said = BrowserAssembly.play(["aaaaaaaaaaa", "bbbbbbbbbbb"], path: mpv.path, options: PlaybackOptions(audioOnly: true))
        }
        #expect(said == nil)
        let run = try #require(try mpv.runs().last)
        #expect(run.contains("--no-video"), "\(run)")
        #expect(run.contains(Video.watchURL(id: "aaaaaaaaaaa")) && run.contains(Video.watchURL(id: "bbbbbbbbbbb")), "\(run)")
        #expect(try mpv.runs().count == 1, "one player for the queue")
    }
}
