import Foundation
import Testing

/// The local ledger is a circuit breaker: once it shows the day's budget spent, a run sends no
/// further request and ends with 75, whatever loop asks for more.
@Suite struct QuotaBreakerTests {
    /// Every search page is full (50 new videos) and names a fresh next page: a walk that only
    /// the budget can stop.
    static func endlessServer() throws -> FakeAPIServer {
        try FakeAPIServer { request in
            switch request.path {
            case "/youtube/v3/search":
                let index = request.value("pageToken").flatMap { Int($0.dropFirst()) } ?? 0
                return .init(body: CraftedAnswers.searchPage(Array(index * 50..<(index + 1) * 50), next: "T\(index + 1)"))
            default:
                return .init(body: CraftedAnswers.videos((request.value("id") ?? "").split(separator: ",").map(String.init)))
            }
        }
    }

    @Test func aRunStopsRequestingWhenTheBudgetIsSpent() throws {
        let server = try Self.endlessServer(), home = AccountFlowTests.Home(server: server, variables: ["YTCLONE_QUOTA_BUDGET": "350"])
        // 350 units allow three searches with their lookups (3 × 101); the fourth would pass it.
        let result = try home.run(["search", "x", "--limit", "500", "--refresh"])
        #expect(result.status == 75, "\(result.stderr)")
        #expect(result.stderr.contains("error: the quota ledger shows 303 of today's 350 units spent"), "\(result.stderr)")
        #expect(server.requests.filter { $0.path == "/youtube/v3/search" }.count == 3)
        let quota = try home.run(["quota", "--json"])
        #expect((try quota.json() as? [String: Any])?["used"] as? Int == 303)
        // The next run sends nothing at all.
        let before = server.requests.count
        let next = try home.run(["search", "y", "--limit", "5"])
        #expect(next.status == 75)
        #expect(server.requests.count == before)
        // A cheaper request that still fits goes through.
        let lookup = try home.run(["video", CraftedAnswers.videoId(7), "--json"])
        #expect(lookup.status == 0, "\(lookup.stderr)")
    }

    @Test func offlineAnswersNeedNoBudget() throws {
        let server = try Self.endlessServer(), home = AccountFlowTests.Home(server: server, variables: ["YTCLONE_QUOTA_BUDGET": "1"])
        #expect(try home.run(["video", CraftedAnswers.videoId(7), "--json"]).status == 0)
        let offline = try home.run(["video", CraftedAnswers.videoId(7), "--json", "--offline"])
        #expect(offline.status == 0, "\(offline.stderr)")
        let refused = try home.run(["video", CraftedAnswers.videoId(8), "--json"])
        #expect(refused.status == 75)
    }
}
