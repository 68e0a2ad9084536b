import Foundation
import Testing

/// Each service's own cost estimate, as `--max-cost` shows it, against what the emulator charged
/// for the same command: never less, and exact when the API answers full pages.
@Suite struct CostEstimateTests {
    static let key = "estimate-key"

    /// The estimate the command states when `--max-cost 0` refuses it.
    static func estimate(_ arguments: [String], _ environment: [String: String]) throws -> Int {
        let refused = try CommandRunner.ytclone(arguments + ["--max-cost", "0"], environment: environment)
        #expect(refused.status == 75, "\(arguments): \(refused.stderr)")
        let words = refused.stderr.split(separator: " ")
        let index = try #require(words.firstIndex(of: "to"), "\(refused.stderr)")
        return try #require(Int(words[words.index(after: index)]))
    }

    @Test func estimatesCoverWhatTheEmulatorCharges() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let channels = try #require(try JSONSerialization.jsonObject(
            with: Data(RawHTTPConnection.fetch(port: emulator.port, "GET", "/emulator/channels").body)) as? [[String: Any]])
        let channel = try #require(channels.first?["id"] as? String)
        let uploads = "UU" + channel.dropFirst(2)
        let commands: [(arguments: [String], exact: Bool)] = [
            (["feed", "--limit", "60"], true), (["search", "music", "--limit", "60"], true),
            (["playlist", uploads, "--limit", "60"], false), (["channel", channel, "--limit", "30"], false),
            (["channel", channel, "--playlists", "--limit", "10"], false), (["categories"], true),
            (["video", "x", "--comments"], false),
        ]
        for (arguments, exact) in commands {
            let home = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-cost-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: home) }
            let environment = ["YOUTUBE_API_KEY": Self.key, "YTCLONE_API_BASE": emulator.baseURL.absoluteString,
                               "YTCLONE_HOME": home.path]
            var arguments = arguments
            if arguments == ["video", "x", "--comments"] {
                let feed = try CommandRunner.ytclone(["feed", "--limit", "1", "--json"], environment: environment)
                arguments[1] = try #require(feed.ids.first)
            }
            let estimate = try Self.estimate(arguments, environment)
            let before = try #require(try emulator.stats()["quotaUsed"] as? Int)
            let result = try CommandRunner.ytclone(arguments + ["--json", "--refresh"], environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let spent = try #require(try emulator.stats()["quotaUsed"] as? Int) - before
            #expect(spent <= estimate, "\(arguments): spent \(spent), estimated \(estimate)")
            if exact { #expect(spent == estimate, "\(arguments): spent \(spent), estimated \(estimate)") }
        }
    }
}
