import Foundation
import Testing
import YTCore

@testable import YTCLI

/// Every listing's lines, heading first, fit the terminal at 80 and 120 columns: nothing wraps.
@Suite struct ListingWidthTests {
    static func lines(_ arguments: [String], columns: Int, signedIn: Bool = false) async -> [String] {
        let home = CommandHome.make()
        home.columns = columns
        home.terminal.stdout = true
        if signedIn { await home.signUp() }
        let resolved = arguments.map { $0.hasPrefix("fixture:") ? home.api.fixture(String($0.dropFirst(8))) : $0 }
        let result = await home.run(resolved)
        #expect(result.status == 0, "\(result.stderr)")
        return result.lines
    }

    @Test(arguments: [80, 120], [
        ["search", "music", "--type", "channel", "--limit", "10"],
        ["search", "music", "--type", "playlist", "--limit", "10"],
        ["search", "music", "--limit", "10"],
        ["comments", "fixture:videoWithManyComments", "--limit", "20"],
        ["feed", "--limit", "10"],
        ["categories"],
    ])
    func noLineIsWiderThanTheTerminal(columns: Int, arguments: [String]) async {
        for line in await Self.lines(arguments, columns: columns) {
            #expect(TerminalText.width(TerminalText.sanitize(line)) <= columns, "\(arguments): \(line)")
        }
    }

    /// The listings of what a signed-in user keeps, each with a few rows in it.
    @Test(arguments: [80, 120], [
        ["fav", "list"], ["history"], ["subscriptions"], ["comments", "fixture:videoId", "--source", "local"],
        ["mentions"], ["tag", "lists", "--local"], ["channel", "fixture:channelId", "--limit", "5"],
        ["playlist", "fixture:playlistId", "--limit", "5"],
    ])
    func noHeadingOfWhatYouKeepWraps(columns: Int, arguments: [String]) async {
        let home = CommandHome.make()
        await home.signUp()
        let video = home.api.fixture("videoId"), channel = home.api.fixture("channelId")
        for setup in [["fav", "add", video], ["video", video], ["subscribe", channel],
                      ["comment", "add", video, "Two #lists for @ada, with a long enough line of text to be cut"]] {
            let result = await home.run(setup)
            #expect(result.status == 0, "\(setup): \(result.stderr)")
        }
        home.columns = columns
        home.terminal.stdout = true
        let resolved = arguments.map { $0.hasPrefix("fixture:") ? home.api.fixture(String($0.dropFirst(8))) : $0 }
        let result = await home.run(resolved)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(!result.lines.isEmpty)
        // A detail block above a table (a description, a URL) and a comment's text are prose and
        // wrap as the terminal wraps them; the table from its bold heading on, and comment
        // headings, must not.
        let table = result.lines.lastIndex { $0.hasPrefix("\u{1B}[1m") } ?? 0
        for line in result.lines[table...] where !line.hasPrefix("  ") {
            #expect(TerminalText.width(TerminalText.sanitize(line)) <= columns, "\(arguments): \(line)")
        }
    }
}
