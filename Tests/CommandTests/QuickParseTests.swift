import ArgumentParser
import Foundation
import Testing
@testable import YTCLI

/// `feed`'s lines read without argument-parser (`YTClone.Feed.quickParse`, `OptionWords`): what
/// it reads is what argument-parser reads, option by option, and every line it does not read the
/// same way is left to argument-parser.
@Suite struct QuickParseTests {
    /// Lines that together name every option of `feed`, with a value each accepts.
    static let read: [[String]] = [
        ["feed"],
        ["feed", "--region", "gb", "--category", "10", "--limit", "50"],
        ["feed", "--limit=7", "--json"],
        ["feed", "--subscriptions", "--new", "--jobs", "8", "--source", "rss", "--format", "tsv"],
        ["feed", "--subscriptions", "--min-duration", "5m", "--max-duration", "1h", "--hide-shorts", "--live", "hide",
         "--unwatched", "--sort", "views"],
        ["feed", "--next-page"],
        ["feed", "--prev-page", "--format=ndjson"],
        ["feed", "--first-page", "--json", "--format", "json"],
        ["feed", "--page-token", "CBkQAA"],
        ["feed", "--api-base", "http://127.0.0.1:9", "--refresh", "--max-cost", "5", "--timeout", "2.5"],
        ["feed", "--offline", "--color", "never", "-q", "--safe-cells", "--progress", "always"],
        ["feed", "--verbose", "--quiet"],
        ["feed", "-v", "--region=JP"],
    ]

    /// Every value of the command, wrappers and all (an option left unset would show as a
    /// definition), but the option groups' help titles, which argument-parser does not keep in
    /// what it decodes.
    static func described(_ feed: YTClone.Feed) -> String {
        var text = ""
        dump(feed, to: &text)
        return text.split(separator: "\n").filter { !$0.hasPrefix("    - title: ") }.joined(separator: "\n")
    }

    @Test(arguments: read) func aLineIsReadAsArgumentParserReadsIt(_ line: [String]) throws {
        let quick = try #require(YTClone.Feed.quickParse(line))
        let parsed = try #require(try YTClone.parseAsRoot(line) as? YTClone.Feed)
        #expect(Self.described(quick) == Self.described(parsed))
        #expect(!Self.described(quick).contains("definition"))
    }

    @Test func theLinesNameEveryOptionArgumentParserKnows() async throws {
        // argument-parser's own list of feed's options, from its machine-readable help.
        let result = await CommandHome().run(["feed", "--experimental-dump-help"])
        let info = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let arguments = try #require((info["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        let names = arguments.flatMap { ($0["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
            guard let kind = name["kind"] as? String, let text = name["name"] as? String else { return nil }
            return kind == "short" ? "-" + text : "--" + text
        } }
        #expect(names.count > 25)
        let used = Set(Self.read.joined().map { String($0.split(separator: "=", maxSplits: 1)[0]) })
        // Help and version are argument-parser's to answer.
        for name in names where !["--help", "-h", "--version"].contains(name) {
            #expect(used.contains(name), "no line of QuickParseTests.read names \(name)")
        }
    }

    @Test(arguments: [
        // Not feed, or not this reader's to answer.
        [], ["fee"], ["search", "swift"], ["feed", "--help"], ["feed", "-h"], ["feed", "--version"],
        ["feed", "--experimental-dump-help"], ["feed", "--generate-completion-script", "bash"],
        // Words it does not read alone.
        ["feed", "extra"], ["feed", "--"], ["feed", "-"], ["feed", "-qv"], ["feed", "--jsn"], ["feed", "--json=yes"],
        ["feed", "--limit", "5", "--limit", "6"], ["feed", "--limit"], ["feed", "--limit", "--json"],
        ["feed", "--max-cost", "-1"],
        // Values refused, and options that do not go together.
        ["feed", "--limit", "0"], ["feed", "--limit=x"], ["feed", "--region", "USA"], ["feed", "--format", "csv"],
        ["feed", "--new"], ["feed", "--subscriptions", "--region", "GB"], ["feed", "--json", "--format", "tsv"],
        ["feed", "--refresh", "--offline"], ["feed", "--next-page", "--first-page"], ["feed", "--timeout", "0"],
        ["feed", "--min-duration", "10m", "--max-duration", "5m"], ["feed", "--category", "music"],
    ] as [[String]])
    func everyOtherLineIsLeftToArgumentParser(_ line: [String]) {
        #expect(YTClone.Feed.quickParse(line) == nil)
    }

    @Test func aLineLeftToArgumentParserIsAnsweredAsBefore() async throws {
        // Read by argument-parser, which takes the last of a repeated option and a cluster of flags.
        let home = CommandHome()
        let repeated = await home.run(["feed", "--limit", "9", "--limit", "2", "--json", "-qv"])
        #expect(repeated.status == 0, "\(repeated.stderr)")
        #expect(try (repeated.json as? [Any])?.count == 2)
        // Refused in argument-parser's words, with the hint that names the whole command.
        let refused = await home.run(["feed", "--json=yes"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("see ytclone feed --help"))
    }
}
