import Foundation
import Testing

/// Command-line conventions, in process: completions, grouped help with examples, NO_COLOR, and no
/// prompt without a terminal.
@Suite struct ConventionsTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowTheSubcommands(_ shell: String) async throws {
        let result = await CommandHome.make().run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        for subcommand in ["feed", "search", "signin"] {
            #expect(result.stdout.contains(subcommand), "\(shell) completion lacks \(subcommand)")
        }
    }

    @Test func rootHelpGroupsTheSubcommands() async throws {
        let result = await CommandHome.make().run(["--help"])
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        for group in ["BROWSE", "ACCOUNT", "LIBRARY"] {
            #expect(lines.contains("\(group) SUBCOMMANDS:"), "no \(group) group in\n\(result.stdout)")
        }
        let browse = try #require(lines.firstIndex(of: "BROWSE SUBCOMMANDS:"))
        let account = try #require(lines.firstIndex(of: "ACCOUNT SUBCOMMANDS:"))
        let library = try #require(lines.firstIndex(of: "LIBRARY SUBCOMMANDS:"))
        func group(of subcommand: String) -> Int? {
            lines.firstIndex { $0.hasPrefix("  \(subcommand) ") }
        }
        #expect(group(of: "feed").map { $0 > browse && $0 < account } == true)
        #expect(group(of: "signin").map { $0 > account && $0 < library } == true)
        #expect(group(of: "fav").map { $0 > library } == true)
    }

    @Test(arguments: [["feed", "--help"], ["help", "feed"]])
    func feedHelpHasExamples(_ arguments: [String]) async throws {
        let result = await CommandHome.make().run(arguments)
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        let examples = try #require(lines.firstIndex { $0.hasPrefix("Examples") }, "\(result.stdout)")
        #expect(lines.indices.contains(examples + 1) && lines[examples + 1].contains("ytclone feed"))
    }

    @Test(arguments: [("auto", false), ("never", false), ("always", true)])
    func noColorSilencesAllButColorAlways(_ color: String, colours: Bool) async throws {
        let session = CommandHome.today(columns: 80)
        session.environment["NO_COLOR"] = "1"
        let result = await session.run(["categories", "--color", color])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Film & Animation"), "a table to colour")
        #expect(result.stdout.contains("\u{1B}") == colours)
        #expect(!result.stderr.contains("\u{1B}"))
    }

    @Test(.timeLimit(.minutes(1)), arguments: [
        ["signin", "--email", "ada@example.com"],
        ["signup", "--name", "Ada", "--email", "ada@example.com"],
        ["profile", "edit", "--password"],
    ])
    func passwordsAreNotPromptedForWithoutATerminal(_ arguments: [String]) async throws {
        let home = CommandHome.today()
        #expect(await home.signUp(email: "someone@example.com", handle: "someone").status == 0)
        let result = await home.run(arguments)  // stdin is empty and not a terminal
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("--password-stdin"), "the hint names the way out")
    }
}
