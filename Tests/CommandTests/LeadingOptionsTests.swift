import ArgumentParser
import Foundation
import Testing

@testable import YTCLI

/// Global options typed before the command are the command's own, as in git and gh; a word
/// that names no command is an error whatever follows it.
@Suite struct LeadingOptionsTests {
    @Test(arguments: [
        (["-v", "feed"], ["feed", "-v"]),
        (["--json", "feed", "--limit", "3"], ["feed", "--json", "--limit", "3"]),
        (["--format", "tsv", "-q", "fav", "list"], ["fav", "list", "--format", "tsv", "-q"]),
        (["--color=never", "-qv", "search", "swift"], ["search", "--color=never", "-qv", "swift"]),
        (["--api-base", "http://127.0.0.1:9", "cache", "clear"], ["cache", "clear", "--api-base", "http://127.0.0.1:9"]),
        (["-v", "fed"], ["fed", "-v"]),
        (["--json", "fav", "lst"], ["fav", "lst", "--json"]),
        (["--json", "fav"], ["fav", "--json"]),
        // Left for argument-parser as they are.
        (["feed", "-v"], ["feed", "-v"]),
        (["--help"], ["--help"]),
        (["--version"], ["--version"]),
        (["-v"], ["-v"]),
        (["--format"], ["--format"]),
        (["--generate-completion-script", "bash"], ["--generate-completion-script", "bash"]),
        (["--bogus", "feed"], ["--bogus", "feed"]),
    ])
    func globalOptionsMoveAfterTheCommand(typed: [String], parsed: [String]) {
        #expect(LeadingOptions.hoisted(typed) == parsed)
    }

    /// Each name the table moves is one that a listing command takes.
    @Test func everyMovedOptionIsAnOptionOfACommand() throws {
        for flag in LeadingOptions.flags where flag != "--password-stdin" && flag != "--no-input" {
            #expect((try? YTClone.Search.parse(["q", flag])) != nil, "search refuses \(flag)")
        }
        for (option, value) in [("--format", "json"), ("--color", "never"), ("--progress", "never"),
                                ("--api-base", "http://127.0.0.1:9"), ("--max-cost", "10"), ("--timeout", "5")] {
            #expect(LeadingOptions.valued.contains(option))
            #expect((try? YTClone.Search.parse(["q", option, value])) != nil, "search refuses \(option)")
        }
        for flag in ["--password-stdin", "--no-input"] {
            #expect((try? YTClone.SignIn.parse(["--email", "a@example.com", flag])) != nil, "signin refuses \(flag)")
        }
        #expect(LeadingOptions.valued.count == 6)
    }

    @Test func verboseAndJSONBeforeTheCommandWork() async throws {
        let home = CommandHome.make()
        let result = await home.run(["--json", "-v", "feed", "--limit", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try result.json as? [Any])?.count == 2)
        #expect(result.stderr.contains("videos.list"), "the -v trace: \(result.stderr)")
    }

    @Test func aLeadingOptionACommandDoesNotTakeIsRefused() async {
        let result = await CommandHome.make().run(["--offline", "signout"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--offline"), "\(result.stderr)")
    }

    @Test(arguments: [["fed", "--help"], ["fed", "-h"], ["-v", "fed"], ["help", "fed"], ["fav", "lst", "--help"],
                      ["--json", "fav", "lst"]])
    func anUnknownCommandIsAnErrorWhateverFollows(_ line: [String]) async {
        let result = await CommandHome.make().run(line)
        #expect(result.status == 64, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: '\(line.contains("lst") ? "lst" : "fed")' is not a"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean"), "\(result.stderr)")
    }

    @Test func helpAndVersionStillAnswer() async {
        let help = await CommandHome.make().run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: ytclone"))
        let version = await CommandHome.make().run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix(YTClone.configuration.version))
        let feedHelp = await CommandHome.make().run(["-v", "feed", "--help"])
        #expect(feedHelp.status == 0 && feedHelp.stdout.contains("USAGE: ytclone feed"), "\(feedHelp.stderr)")
    }
}
