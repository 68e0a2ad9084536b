import Foundation
import Testing

/// Listings show what the next command needs, and an empty one says so in one line with the
/// next step, the same way in every command.
@Suite struct LeadOnTests {
    @Test func aThreadWithRepliesShowsTheIdThatRepliesTakes() async {
        let home = CommandHome.make()
        let video = home.api.fixture("videoWithManyComments")
        let thread = home.api.fixture("commentThreadWithReplies")
        let result = await home.run(["comments", video, "--source", "youtube", "--order", "time", "--limit", "100"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(thread \(thread))"), "\(result.stdout)")
        #expect(await home.run(["comments", video, "--replies", thread, "--json"]).status == 0)
    }

    @Test func mentionsAndTagsNameTheVideo() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let video = home.api.fixture("videoId")
        #expect(await home.run(["comment", "add", video, "ask @ada about #sourdough"]).status == 0)
        let mentions = await home.run(["mentions"])
        #expect(mentions.stdout.contains("on \(video)"), "\(mentions.stdout)")
        let tag = await home.run(["tag", "sourdough", "--local"])
        #expect(tag.stdout.contains("on \(video)"), "\(tag.stdout)")
    }

    @Test(arguments: [
        (["fav", "list"], "No favorites yet: ytclone fav add VIDEO"),
        (["history"], "No history yet: ytclone video VIDEO"),
        (["subscriptions"], "No subscriptions yet: ytclone subscribe @handle"),
        (["mentions"], "Nobody has mentioned @ada in a local comment yet."),
        (["feed", "--subscriptions"], "No subscriptions yet: ytclone subscribe @handle"),
    ])
    func anEmptyListingSaysSoInOneLine(arguments: [String], line: String) async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let table = await home.run(arguments)
        #expect(table.status == 0)
        #expect(table.stdout.isEmpty, "no bare heading: \(table.stdout)")
        #expect(table.stderr.hasPrefix(line) && table.stderr.split(separator: "\n").count == 1, "\(table.stderr)")
        let json = await home.run(arguments + ["--json"])
        #expect(json.stdout == "[\n\n]\n" || json.stdout == "[]\n", "\(json.stdout)")
        #expect(json.stderr.isEmpty)
    }

    @Test func aSearchWithNoResultsSaysSo() async {
        let result = await CommandHome.make().run(["search", "zzqqxxnothingmatches", "--limit", "5"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("No results: try other words"), "\(result.stderr)")
    }

    @Test func aVideoEndsWithTheCommandsThatGoOnAtATerminal() async {
        let home = CommandHome.make()
        home.terminal.stderr = true
        let video = home.api.fixture("videoId")
        let result = await home.run(["video", video])
        #expect(result.status == 0)
        #expect(result.stderr.contains("next: ytclone comments \(video) · ytclone watch \(video) · ytclone channel UC"),
                "\(result.stderr)")
    }
}
