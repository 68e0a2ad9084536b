import Foundation
import Testing

/// Paging across runs: `--next-page` continues where the last run of the same listing stopped,
/// `--prev-page` comes back, `--first-page` starts over, and each listing keeps its own cursor.
@Suite struct PagingCommandTests {
    @Test func feedNextPageMovesOnAndPrevPageComesBack() async throws {
        let home = CommandHome.make()
        let arguments = ["feed", "--limit", "5", "--json"]
        let first = await home.run(arguments).ids
        let second = await home.run(arguments + ["--next-page"]).ids
        let third = await home.run(arguments + ["--next-page"]).ids
        #expect(first.count == 5 && second.count == 5 && third.count == 5)
        #expect(Set(first + second + third).count == 15)
        #expect(await home.run(arguments + ["--prev-page"]).ids == second)
        #expect(await home.run(arguments + ["--prev-page"]).ids == first)
        #expect(await home.run(arguments + ["--next-page"]).ids == second)
        #expect(await home.run(arguments + ["--first-page"]).ids == first)
        #expect(home.api.methods == ["videos", "videos", "videos"], "pages seen before come from the cache")
        let tokens = home.api.requests.map { $0.url.query?.contains("pageToken=") == true }
        #expect(tokens == [false, true, true])
    }

    @Test func searchNextPageMovesOnAndPrevPageComesBack() async throws {
        let home = CommandHome.make()
        let arguments = ["search", "swift", "--limit", "4", "--json"]
        let first = await home.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let second = await home.run(arguments + ["--next-page"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(first.ids.count == 4 && second.ids.count == 4)
        #expect(Set(first.ids).isDisjoint(with: second.ids))
        #expect(home.api.count("search") == 2)
        let back = await home.run(arguments + ["--prev-page"])
        #expect(back.ids == first.ids)
    }

    @Test func aTableSaysHowToGetTheNextPage() async {
        let home = CommandHome.make()
        home.terminal.stderr = true
        let result = await home.run(["search", "swift tutorial", "--limit", "2", "--order", "date"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("more: ytclone search 'swift tutorial' --order date --limit 2 --next-page"), "\(result.stderr)")
    }

    @Test func eachListingKeepsItsOwnCursor() async throws {
        let home = CommandHome.make()
        let gb = ["feed", "--limit", "3", "--region", "GB", "--json"]
        let jp = ["feed", "--limit", "3", "--region", "JP", "--json"]
        let firstGB = await home.run(gb).ids
        let secondGB = await home.run(gb + ["--next-page"]).ids
        let firstJP = await home.run(jp + ["--next-page"]).ids
        #expect(firstJP.count == 3)
        #expect(await home.run(jp).ids == firstJP, "the first --next-page of a listing shows its first page")
        #expect(await home.run(gb + ["--prev-page"]).ids == firstGB)
        #expect(Set(firstGB).isDisjoint(with: secondGB))
    }

    @Test func afterTheLastPageAnEmptyListAndANote() async throws {
        let home = CommandHome.make()
        #expect(await home.run(["feed", "--limit", "200", "--json"]).status == 0)
        let requests = home.api.requests.count
        home.terminal.stderr = true
        let after = await home.run(["feed", "--limit", "200", "--json", "--next-page"])
        #expect(after.status == 0)
        #expect(after.array?.isEmpty == true)
        #expect(after.stderr == "That was the last page.\nstart over: ytclone feed --limit 200 --first-page\n")
        #expect(home.api.requests.count == requests)
    }

    @Test func aPageTokenStartsThere() async throws {
        let home = CommandHome.make()
        _ = await home.run(["feed", "--limit", "3", "--json"])
        let second = await home.run(["feed", "--limit", "3", "--json", "--next-page"])
        let request = try #require(home.api.requests.last)
        let token = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false)?
            .queryItems?.first { $0.name == "pageToken" }?.value)
        let other = CommandHome.make()
        let result = await other.run(["feed", "--limit", "3", "--json", "--page-token", token])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.ids == second.ids && second.ids.count == 3)
        #expect(other.api.requests.count == 1)
        #expect(other.api.requests.first?.url == request.url)
    }
}

/// What needs a signed-in user ends in 77 without one, with a hint and nothing asked of the API.
@Suite struct SessionRequiredTests {
    /// A command line and its stdin (a file that would be read, so the run gets to the session).
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var stdin = ""
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let video = "ZIo-Tu5v33M"
    static let cases: [Case] = [
        Case(arguments: ["whoami"]), Case(arguments: ["profile", "show"]), Case(arguments: ["profile", "edit", "--name", "X"]),
        Case(arguments: ["account", "delete", "--yes"]), Case(arguments: ["comment", "add", video, "hello"]),
        Case(arguments: ["comment", "edit", "1", "hello"]), Case(arguments: ["comment", "delete", "1"]),
        Case(arguments: ["comment", "import", "-"], stdin: "{\"videoId\": \"\(video)\", \"text\": \"hi\"}\n"),
        Case(arguments: ["mentions"]), Case(arguments: ["fav", "add", video]), Case(arguments: ["fav", "rm", video]),
        Case(arguments: ["fav", "list"]), Case(arguments: ["history"]), Case(arguments: ["history", "--clear"]),
        Case(arguments: ["subscribe", "@anaobriencodes"]), Case(arguments: ["unsubscribe", "@anaobriencodes"]),
        Case(arguments: ["subscriptions", "list"]),
        Case(arguments: ["subscriptions", "import", "-"],
             stdin: "Channel Id,Channel Url,Channel Title\nUCVNSejzSma8y2jsdovMzSNg,http://www.youtube.com/channel/UCVNSejzSma8y2jsdovMzSNg,Ana\n"),
        Case(arguments: ["feed", "--subscriptions"]),
    ]

    @Test(arguments: cases) func needsASignedInUser(_ command: Case) async {
        // A home with no account yet: the way in is signing up.
        let home = CommandHome.make()
        let fresh = await home.run(command.arguments, stdin: command.stdin)
        #expect(fresh.status == 77, "stderr: \(fresh.stderr)")
        #expect(fresh.stderr.hasPrefix("error: this command needs a local account"), "stderr: \(fresh.stderr)")
        #expect(fresh.stderr.contains("hint: ytclone signup --name"))
        #expect(fresh.stdout.isEmpty)
        #expect(home.api.requests.isEmpty, "asked \(home.api.methods)")
        // With an account, signed out: the way in is signing in.
        #expect(await home.signUp("ada").status == 0)
        #expect(await home.run(["signout"]).status == 0)
        let result = await home.run(command.arguments, stdin: command.stdin)
        #expect(result.status == 77, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("error: this command needs a signed-in user"), "stderr: \(result.stderr)")
        #expect(result.stderr.contains("hint: ytclone signin --email"))
        #expect(result.stdout.isEmpty)
        #expect(home.api.requests.isEmpty, "asked \(home.api.methods)")
    }

    @Test func signingOutEndsAccessToTheLibrary() async {
        let home = CommandHome.make()
        #expect(await home.signUp().status == 0)
        #expect(await home.run(["fav", "list"]).status == 0)
        #expect(await home.run(["signout"]).status == 0)
        #expect(await home.run(["fav", "list"]).status == 77)
    }
}

/// Hints name the command that goes on, with the listing's own options, and only to a terminal.
@Suite struct HintTests {
    @Test(arguments: [
        (["feed", "--region", "gb", "--limit", "5"], "more: ytclone feed --region GB --limit 5 --next-page"),
        (["search", "", "--region", "gb", "--limit", "3"], "more: ytclone search '' --region GB --limit 3 --next-page"),
        (["search", "swift tutorial", "--limit", "2", "--order", "date"],
         "more: ytclone search 'swift tutorial' --order date --limit 2 --next-page"),
    ])
    func theHintRepeatsTheListing(arguments: [String], hint: String) async {
        let home = CommandHome.make()
        home.terminal.stderr = true
        let shown = await home.run(arguments)
        #expect(shown.status == 0)
        #expect(shown.stderr.contains(hint), "\(shown.stderr)")
        home.terminal.stderr = false
        let piped = await home.run(arguments)
        #expect(!piped.stderr.contains("more:"), "\(piped.stderr)")
        home.terminal.stderr = true
        #expect(await home.run(arguments + ["-q"]).stderr.isEmpty, "-q silences hints too")
    }
}
