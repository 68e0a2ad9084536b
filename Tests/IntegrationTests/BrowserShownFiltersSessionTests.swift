import Foundation
import Testing

/// Issue 29, item 4, in tmux against the emulator: the Show sheet (`S`) filters the rows a tab
/// loaded, and the `:` line gives the same filter as options of the command.
@Suite(.serialized) struct BrowserShownFiltersSessionTests {
    /// The lengths (`12:34`, `1:02:03`) on the rows of `screen`, in seconds.
    static func lengths(_ screen: String) -> [Int] {
        let pattern = try! NSRegularExpression(pattern: #"(?<![\d:])(\d{1,2}:)?\d{1,2}:\d\d(?![\d:])"#)
        return screen.split(separator: "\n").flatMap { line -> [Int] in
            let text = String(line)
            return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range, in: text).map { text[$0].split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? 0) } }
            }
        }
    }

    @Test func aLengthChosenOnTheSheetChangesTheRowsShown() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let setup = try BrowserSessionTests.Setup()
        let session = setup.session
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")
        let before = session.screen
        try #require(Self.lengths(before).contains { $0 < 20 * 60 }, "Popular shows videos under 20 minutes: \(before)")
        let listed = try setup.videosListed()

        session.send("S")
        #expect(session.waitFor("Show on Popular"), "\(session.screen)")
        session.send("Right", "Right", "Right", "Right")
        #expect(session.waitFor("‹ 20m ›"), "\(session.screen)")
        session.send("Enter")
        #expect(session.waitFor { !$0.contains("Show on Popular") && !Self.lengths($0).isEmpty }, "\(session.screen)")
        let after = session.screen
        #expect(Self.lengths(after).allSatisfy { $0 >= 20 * 60 }, "only rows of 20 minutes or more: \(after)")
        #expect(try setup.videosListed() == listed, "the rows loaded are filtered: no request")

        session.send(":")
        #expect(session.waitFor("ytclone feed --limit 50 --min-duration 20m"), "\(session.screen)")
        // Any key closes the box (Escape then q could read as one Alt-q).
        session.send("x")
        #expect(session.waitFor { !$0.contains("The same from a shell") }, "\(session.screen)")
        session.send("q")
        try setup.expectTerminalRestored()
    }
}
