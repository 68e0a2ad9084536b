import Foundation
import Testing

/// Mistakes get guidance: a mistyped command is answered with the closest names, `help WORD` for
/// an unknown WORD is a usage error, every parser error has ytclone's `error:`/`hint:` form and
/// exit 64, and the verbs people reach for are aliases.
@Suite struct GuidanceTests {
    @Test func aMistypedCommandSuggestsTheClosestOne() async {
        let result = await CommandHome().run(["serch", "cooking"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: 'serch' is not a ytclone command\nhint: did you mean 'ytclone search'?\n")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [
        (["fav", "remov", "x"], "'ytclone fav remove'"), (["subscribtions"], "'ytclone subscriptions'"),
        (["comment", "ad", "x", "y"], "'ytclone comment add'"), (["whomai"], "'ytclone whoami'"),
        (["prfile"], "'ytclone profile'"), (["chanel", "@x"], "'ytclone channel'"),
    ])
    func suggestionsAtEveryLevel(arguments: [String], suggestion: String) async {
        let result = await CommandHome().run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("did you mean") && result.stderr.contains(suggestion), "\(result.stderr)")
    }

    @Test func aWordNothingLikeACommandPointsAtTheList() async {
        let result = await CommandHome().run(["xyzzy"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: 'xyzzy' is not a ytclone command\nhint: see 'ytclone --help' for the commands\n")
    }

    @Test func helpForAnUnknownCommandIsAUsageError() async {
        let home = CommandHome()
        let unknown = await home.run(["help", "fed"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("did you mean 'ytclone feed'?"))
        let known = await home.run(["help", "fav", "add"])
        #expect(known.status == 0)
        #expect(known.stdout.contains("USAGE: ytclone fav add"))
    }

    @Test(arguments: [
        (["feed", "--limit", "0"], "error: the value '0' is invalid for '--limit <limit>'", "ytclone feed --help"),
        (["search"], "error: missing expected argument '<query>'", "ytclone search --help"),
        (["search", "x", "--bogus"], "error: unknown option '--bogus'", "ytclone search --help"),
        (["feed", "--subscriptions", "--region", "GB"], "error: --region and --category apply to the chart",
         "ytclone feed --help"),
    ])
    func parserErrorsHaveTheErrorAndHintForm(arguments: [String], error: String, help: String) async {
        let result = await CommandHome().run(arguments)
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first?.hasPrefix(error) == true, "\(result.stderr)")
        #expect(lines.last?.hasPrefix("hint: ") == true && lines.last?.contains(help) == true, "\(result.stderr)")
        #expect(!result.stderr.contains("Usage:") && !result.stderr.contains("Error:"))
    }

    @Test func removalVerbsAreAliases() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let video = home.api.fixture("videoId")
        for verb in ["remove", "rm", "delete"] {
            #expect(await home.run(["fav", "add", video]).status == 0)
            let removed = await home.run(["fav", verb, video])
            #expect(removed.status == 0, "fav \(verb): \(removed.stderr)")
        }
        for verb in ["delete", "rm", "remove"] {
            let added = await home.run(["comment", "add", video, "to go", "--json"])
            let comments = try? JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [[String: Any]]
            let id = comments?.first?["id"] as? String
            let removed = await home.run(["comment", verb, id ?? "0", "--yes"])
            #expect(removed.status == 0, "comment \(verb): \(removed.stderr)")
        }
    }

    @Test func historyClearIsAVerbAndTheOldFlagStillWorks() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let video = home.api.fixture("videoId")
        #expect(await home.run(["video", video]).status == 0)
        #expect(await home.run(["history", "ls", "--format", "tsv"]).lines.count == 2)
        let cleared = await home.run(["history", "clear", "--yes"])
        #expect(cleared.status == 0 && cleared.stderr.contains("Cleared 1 entry."), "\(cleared.stderr)")
        #expect(await home.run(["video", video]).status == 0)
        let old = await home.run(["history", "--clear", "--yes"])
        #expect(old.status == 0 && old.stderr.contains("Cleared 1 entry."), "\(old.stderr)")
        #expect(await home.run(["history", "--format", "tsv"]).lines.count == 1, "only the header is left")
    }
}
