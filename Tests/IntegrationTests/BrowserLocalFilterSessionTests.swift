import Foundation
import Testing

/// Issue 29, item 5, in tmux against the emulator: with 500 search results loaded, `\` filters
/// them as words are typed, and the emulator's stats show that nothing was asked of the API
/// meanwhile.
@Suite(.serialized) struct BrowserLocalFilterSessionTests {
    /// What the emulator counted of the API, thumbnails aside (the filter may show rows whose
    /// pictures were not fetched yet; those are not API requests and cost no quota).
    func apiCounts(_ setup: BrowserSessionTests.Setup) throws -> [String: Int] {
        let stats = try setup.emulator.stats()
        var counts = (stats["byMethod"] as? [String: Int] ?? [:]).filter { $0.key != "images" }
        counts["quotaUsed"] = stats["quotaUsed"] as? Int ?? -1
        return counts
    }

    @Test func typingNarrows500LoadedRowsWithoutARequest() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try BrowserSessionTests.Setup()
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        session.send("/")
        session.send("a", literal: true)
        session.send("Enter")
        try #require(session.waitFor("50 videos"), "\(session.screen)")
        // Search loads its next page on the last row: G walks to it, page after page.
        for loaded in stride(from: 100, through: 500, by: 50) {
            // Each page settled (its lookup done, the list idle) before the key that walks on.
            try #require(session.waitFor("\(loaded - 50) videos · the last row loads more"), "\(session.screen)")
            session.send("G")
            try #require(session.waitFor("  \(loaded) videos"), "\(session.screen)")
        }
        // A word of the selected (last) row's title, which the filter must keep.
        let last = try #require(session.screen.split(separator: "\n").last { $0.hasPrefix("›") })
        let words = String(last.dropFirst(2)).split(separator: " ").map(String.init)
        let word = try #require(words.first { $0.count >= 4 && $0.allSatisfy(\.isLetter) })
        let before = try apiCounts(setup)

        session.send("\\", literal: true)
        #expect(session.waitFor("Filter: "), "\(session.screen)")
        session.send(word, literal: true)
        #expect(session.waitFor("of 500 videos loaded hold “\(word)”"), "\(session.screen)")
        let first = session.screen.split(separator: "\n").first { $0.hasPrefix("›") }.map(String.init) ?? ""
        #expect(first.localizedCaseInsensitiveContains(word), "the first row kept holds the word: \(session.screen)")
        session.send("Enter")
        #expect(session.waitFor("Esc shows all"), "Enter keeps the narrowed list: \(session.screen)")
        session.send("G")
        session.send("Escape")
        #expect(session.waitFor("500 videos · the last row loads more"), "Esc shows every row again: \(session.screen)")
        #expect(try apiCounts(setup) == before, "no API request while filtering")

        session.send("q")
        try setup.expectTerminalRestored()
    }
}
