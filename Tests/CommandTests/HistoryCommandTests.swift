import Foundation
import Testing

/// `history` in process: what it lists, once a day a video, numbered; clearing it; and nothing
/// kept without an account.
@Suite struct HistoryCommandTests {
    @Test func historyListsViewedVideosNewestFirst() async throws {
        let home = await CommandHome.signedIn()
        let first = home.api.fixture("videoId"), second = home.api.fixture("liveVideo")
        #expect(await home.run(["video", first]).status == 0)
        #expect(await home.run(["video", second]).status == 0)
        let history = try #require(try await home.json(["history"]) as? [[String: Any]])
        #expect(history.map { $0["videoId"] as? String } == [second, first])
        #expect(history.allSatisfy { Set($0.keys) == (try? JSONDocs.keys(of: "History entry")) })
        let limited = await home.run(["history", "--limit", "1", "--format", "tsv"])
        #expect(limited.cells.first == ["videoId", "title", "channelTitle", "viewedAt"])
        #expect(limited.cells.count == 2)
        #expect(limited.cells.last?.first == second)
    }

    /// Looked at three times today, a video is one row; the rows are numbered and a row number
    /// names its video in the next command.
    @Test func historyListsAVideoOnceADayWithRowNumbers() async throws {
        let home = await CommandHome.signedIn()
        let first = home.api.fixture("videoId"), second = home.api.fixture("liveVideo")
        for video in [first, second, first, first] {
            #expect(await home.run(["video", video]).status == 0)
        }
        let history = try #require(try await home.json(["history"]) as? [[String: Any]])
        #expect(history.map { $0["videoId"] as? String } == [first, second])
        home.columns = 100
        home.terminal.stdout = true
        let table = await home.run(["history"])
        #expect(table.lines.count == 3, "\(table.stdout)")
        #expect(table.lines.first?.contains("#  ID") == true, "\(table.stdout)")
        #expect(table.lines.dropFirst().first?.hasPrefix("1  \(first)") == true, "\(table.stdout)")
        let shown = await home.run(["video", "2", "--json"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect((try shown.json as? [String: Any])?["id"] as? String == second)
    }

    @Test func historyClearForgetsEverything() async throws {
        let home = await CommandHome.signedIn()
        #expect(await home.run(["video", home.api.fixture("videoId")]).status == 0)
        let cleared = await home.run(["history", "--clear", "--yes"])
        #expect(cleared.status == 0)
        #expect(cleared.stderr == "Cleared 1 entry.\n")
        #expect((try await home.json(["history"]) as? [Any])?.isEmpty == true)
        #expect(home.api.methods == ["videos"])
    }

    @Test func browsingSignedOutKeepsNoHistory() async throws {
        let home = CommandHome.make()
        #expect(await home.run(["video", home.api.fixture("videoId")]).status == 0)
        #expect(await home.signUp("ada").status == 0)
        #expect((try await home.json(["history"]) as? [Any])?.isEmpty == true)
    }
}
