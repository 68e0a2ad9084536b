import Foundation
import Testing
import YTCore
import YTStore
@testable import YTBrowser

/// Issue 29, item 2: the browser dims the rows of videos the signed-in user watched, in Home's
/// lists and on a channel's or a playlist's page; the selected row keeps its fill.
@Suite struct BrowserWatchedRowsTests {
    let size = Frame.Size(width: 100, height: 24)

    @Test func watchedRowsOfHomeAreDimmedButTheSelectedOne() throws {
        var data = BrowserFixtures.data(items: 6)
        data.watched = ["video000000", "video000002"]
        let frame = BrowserRenderer.render(BrowserState(), data, size: size)
        let selected = try #require(frame.lines.first { $0.text.hasPrefix("›") })
        #expect(selected.spans.allSatisfy { $0.style != .dim }, "the selected row is watched but keeps its look")
        let third = try #require(frame.lines.first { $0.text.contains("قناة") })
        #expect(third.spans.contains { $0.style == .dim }, "a watched row is dimmed: \(third)")
        let second = try #require(frame.lines.first { $0.text.contains("東京の夜景") })
        #expect(!second.spans.contains { $0.style == .dim }, "a row not watched is not: \(second)")
    }

    @Test func watchedRowsOfAChannelsPageAreDimmed() throws {
        var data = BrowserFixtures.data()
        data.watched = ["video000001"]
        var state = BrowserState()
        state.stack = [.home, .channel("UCuAXFkgsw1L7xaCfnd5JJOw")]
        let frame = BrowserRenderer.render(state, data, size: size)
        let watched = try #require(frame.lines.first { $0.text.contains("東京の夜景") })
        #expect(watched.spans.contains { $0.style == .dim }, "\(watched)")
    }

    /// The library is asked again only for other rows, another user, or after a player ran.
    @Test @MainActor func theStoreIsAskedOncePerSetOfRowsAndAgainAfterPlaying() async throws {
        let home = await CommandHome.signedIn()
        let store = try SQLiteStore(path: home.root.appendingPathComponent("home/data/ytclone.sqlite3").path)
        let user = try #require(try store.user(id: 1))
        let library = LibraryService(library: store)
        let bus = EventBus()
        let rows = WatchedRows(library: library)
        rows.listen(on: bus)
        let shown: Set<String> = ["a", "b", "c"]
        #expect(rows.watched(among: shown, user: user).isEmpty)
        try library.saveProgress(videoId: "b", position: 95, length: 100, for: user)
        #expect(rows.watched(among: shown, user: user).isEmpty, "the same rows: the answer kept, no query per frame")
        #expect(rows.watched(among: shown.union(["d"]), user: user) == ["b"], "other rows are asked about")
        try library.saveProgress(videoId: "c", position: 99, length: 100, for: user)
        bus.emit(WatchRequested(videoIds: ["c"]))
        #expect(rows.watched(among: shown.union(["d"]), user: user) == ["b", "c"], "after a player ran, asked again")
        #expect(rows.watched(among: shown, user: nil).isEmpty, "signed out nothing is dimmed")
    }
}
