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
}
