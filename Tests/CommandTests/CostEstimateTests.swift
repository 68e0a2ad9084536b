import Foundation
import Testing

/// Each service's own cost estimate, as `--max-cost` shows it, against what the catalog charged
/// for the same command in process: never less, and exact when the API answers full pages.
@Suite struct CostEstimateTests {
    /// The estimate the command states when `--max-cost 0` refuses it.
    static func estimate(_ arguments: [String], _ home: CommandHome) async throws -> Int {
        let refused = await home.run(arguments + ["--max-cost", "0"])
        #expect(refused.status == 75, "\(arguments): \(refused.stderr)")
        let words = refused.stderr.split(separator: " ")
        let index = try #require(words.firstIndex(of: "to"), "\(refused.stderr)")
        return try #require(Int(words[words.index(after: index)]))
    }

    @Test func estimatesCoverWhatTheEmulatorCharges() async throws {
        let catalog = CommandHome.ownCatalog().api
        let emulator = catalog.emulator
        let channel = try #require(catalog.catalogChannels.first?.id)
        let uploads = "UU" + channel.dropFirst(2)
        let commands: [(arguments: [String], exact: Bool)] = [
            (["feed", "--limit", "60"], true), (["search", "music", "--limit", "60"], true),
            (["playlist", uploads, "--limit", "60"], false), (["channel", channel, "--limit", "30"], false),
            (["channel", channel, "--playlists", "--limit", "10"], false), (["categories"], true),
            (["video", "x", "--comments"], false),
        ]
        for (arguments, exact) in commands {
            let home = CommandHome(api: InMemoryAPI(emulator: emulator))
            var arguments = arguments
            if arguments == ["video", "x", "--comments"] {
                let feed = await home.run(["feed", "--limit", "1", "--json"])
                arguments[1] = try #require(feed.ids.first)
            }
            let estimate = try await Self.estimate(arguments, home)
            let before = emulator.quotaUsed
            let result = await home.run(arguments + ["--json", "--refresh"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let spent = emulator.quotaUsed - before
            #expect(spent <= estimate, "\(arguments): spent \(spent), estimated \(estimate)")
            if exact { #expect(spent == estimate, "\(arguments): spent \(spent), estimated \(estimate)") }
        }
    }
}
