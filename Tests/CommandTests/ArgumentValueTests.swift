import Foundation
import Testing

/// Typed option values (Sources/YTCLI/Options/ArgumentValues.swift): one rule per kind of value,
/// applied the same way by every command that takes it.
@Suite struct ArgumentValueTests {
    /// Runs ytclone in process with no API key and a fresh home: a value that passes parsing ends
    /// in the failure that comes after it (78 no key, 77 not signed in, …), never in 64.
    static func run(_ arguments: [String]) async -> CommandHome.Result {
        await CommandHome.make(key: nil).run(arguments)
    }

    static let regionCommands: [[String]] = [["feed"], ["search", "swift"], ["categories"]]

    @Test(arguments: ["ÄÖ", "USA", "U", "U1", "", "ü", "G B"])
    func everyCommandRefusesABadRegionTheSameWay(_ region: String) async throws {
        var results: [CommandHome.Result] = []
        for command in Self.regionCommands { results.append(await Self.run(command + ["--region", region])) }
        for (command, result) in zip(Self.regionCommands, results) {
            #expect(result.status == 64, "\(command): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("two-letter ISO 3166-1 country code"), "\(command): \(result.stderr)")
        }
        // The same error line, and a hint with the same help, up to the command's own --help.
        let messages = results.map { $0.stderr.components(separatedBy: "; see ")[0] }
        #expect(Set(messages).count == 1, "\(messages)")
        #expect(messages[0].hasPrefix("error: the value '\(region)' is invalid for '--region <code>'\nhint: --region <code>"),
                "\(messages[0])")
    }

    @Test func lowerCaseRegionsAreAcceptedAndSentInUpperCase() async throws {
        let session = CommandHome.today(columns: 100)
        let feed = await session.run(["feed", "--region", "gb", "--limit", "5"])
        #expect(feed.status == 0, "\(feed.stderr)")
        #expect(feed.stdout.split(separator: "\n").count == 6, "\(feed.stdout)")
        let search = await session.run(["search", "", "--region", "gb", "--limit", "3"])
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.split(separator: "\n").count == 4, "\(search.stdout)")
        let categories = await session.run(["categories", "--region", "gb", "--json"])
        #expect(categories.status == 0, "\(categories.stderr)")
        // Mixed case is the same code; nothing else is needed before the key check.
        for command in Self.regionCommands {
            #expect(await Self.run(command + ["--region", "Gb"]).status == 78)
        }
    }

    struct Bound: Sendable, CustomTestStringConvertible {
        /// The command line up to the option, and the option.
        var command: [String]
        var option = "--limit"
        var max: Int
        /// How a run with an accepted value ends without an API key or a signed-in user.
        var accepted: Int32
        var testDescription: String { (command + [option]).joined(separator: " ") }
    }

    static let bounds: [Bound] = [
        Bound(command: ["feed"], max: 200, accepted: 78),
        Bound(command: ["feed", "--subscriptions"], option: "--jobs", max: 100, accepted: 77),
        Bound(command: ["search", "swift"], max: 500, accepted: 78),
        Bound(command: ["channel", "@googledevelopers"], max: 500, accepted: 78),
        Bound(command: ["playlist", "PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal"], max: 500, accepted: 78),
        // With --comments: without a key the details come from oEmbed, but the comments need the API (78).
        Bound(command: ["video", "dQw4w9WgXcQ", "--comments"], option: "--comment-limit", max: 500, accepted: 78),
        Bound(command: ["comments", "dQw4w9WgXcQ", "--source", "local"], max: 10_000, accepted: 0),
        Bound(command: ["tag", "swift"], max: 50, accepted: 78),
        Bound(command: ["history"], max: 10_000, accepted: 77),
    ]

    @Test(arguments: bounds)
    func boundsAreEnforcedAtTheEdges(_ bound: Bound) async throws {
        for value in [1, bound.max] {
            let result = await Self.run(bound.command + [bound.option, String(value)])
            #expect(result.status == bound.accepted, "\(bound.option) \(value): \(result.stderr)")
        }
        for value in ["0", String(bound.max + 1), "-1", "1.5", "ten", "99999999999999999999"] {
            // `--limit=-1`: as one word, so a leading '-' is read as the value and not as a flag.
            let result = await Self.run(bound.command + ["\(bound.option)=\(value)"])
            #expect(result.status == 64, "\(bound.option) \(value): \(result.stderr)")
            #expect(result.stderr.contains("error: the value '\(value)' is invalid for '\(bound.option) <"),
                    "\(bound.option) \(value): \(result.stderr)")
            #expect(result.stderr.contains("between 1 and \(bound.max)"), "\(bound.option) \(value): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func youtubeCommentsAreHeldTo500WhileLocalOnesGoTo10000() async throws {
        #expect(await Self.run(["comments", "dQw4w9WgXcQ", "--limit", "500"]).status == 0)
        let over = await Self.run(["comments", "dQw4w9WgXcQ", "--limit", "501"])
        #expect(over.status == 64)
        #expect(over.stderr.contains("between 1 and 500 for YouTube's comments"), "\(over.stderr)")
        #expect(await Self.run(["comments", "dQw4w9WgXcQ", "--source", "local", "--limit", "501"]).status == 0)
    }

    @Test(arguments: [
        (["search", "swift", "--after"], "yesterday"), (["search", "swift", "--before"], "2023-02-29"),
        (["search", "swift", "--after"], "7x"), (["feed", "--subscriptions", "--min-duration"], "soon"),
        (["feed", "--subscriptions", "--min-duration"], "169h"),
    ])
    func badAgesAndDurationsAreUsageErrorsNamingTheForms(_ command: [String], _ value: String) async throws {
        let result = await Self.run(command + [value])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("error: the value '\(value)' is invalid for '\(command.last!) <"), "\(result.stderr)")
        #expect(result.stderr.contains("1h") || result.stderr.contains("1y"), "\(result.stderr)")
    }

    @Test func goodAgesAndDurationsPassParsing() async throws {
        #expect(await Self.run(["search", "swift", "--after", "2w"]).status == 78)
        #expect(await Self.run(["search", "swift", "--before", "2024-01-31T12:00:00Z"]).status == 78)
        #expect(await Self.run(["search", "swift", "--after", "2024-01-31"]).status == 78)
        #expect(await Self.run(["feed", "--subscriptions", "--min-duration", "168h"]).status == 77)
    }

    /// Numbers a hostile or careless caller types, at and past the ends of their types.
    @Test(arguments: [
        ["feed", "--subscriptions", "--min-duration", "2562047788015216h"],
        ["feed", "--subscriptions", "--min-duration", "9223372036854775807"],
        ["feed", "--subscriptions", "--min-duration", "-5m"],
        ["feed", "--timeout", "0.0001"], ["feed", "--timeout", "0"], ["feed", "--timeout", "nan"],
        ["feed", "--timeout", "inf"], ["feed", "--timeout", "601"],
        ["history", "--limit", "-1"], ["history", "--limit", "9223372036854775807"],
        ["video", "x", "--comment-limit", "0"], ["feed", "--limit", "99999999999999999999"],
    ])
    func userNumbersOutOfRangeAreUsageErrors(_ arguments: [String]) async {
        let result = await CommandHome.make().run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }
}
