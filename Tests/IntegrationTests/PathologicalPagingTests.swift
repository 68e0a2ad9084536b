import Foundation
import Testing

/// `search --limit N` against an API that answers page walks badly: the command ends, says why on
/// stderr, shows each video once, and its requests and quota are counted.
@Suite struct PathologicalPagingTests {
    /// Units the quota ledger of `home` recorded for `method` today.
    static func units(_ method: String, _ home: AccountFlowTests.Home) throws -> Int {
        let methods = (try home.json(["quota"]) as? [String: Any])?["methods"] as? [[String: Any]] ?? []
        return methods.first { $0["method"] as? String == method }?["units"] as? Int ?? 0
    }

    /// Answers search pages from `pages` (by the pageToken sent) and looks every id up.
    static func server(_ pages: @escaping @Sendable (_ token: String?) -> (videos: [Int], next: String?)) throws
        -> FakeAPIServer
    {
        try FakeAPIServer { request in
            switch request.path {
            case "/youtube/v3/search":
                let (videos, next) = pages(request.value("pageToken"))
                return .init(body: CraftedAnswers.searchPage(videos, next: next))
            case "/youtube/v3/videos":
                let ids = (request.value("id") ?? "").split(separator: ",").map(String.init)
                return .init(body: CraftedAnswers.videos(ids))
            default:
                return .init(status: 404, body: #"{"error":{"code":404,"message":"Not Found","errors":[]}}"#)
            }
        }
    }

    static func searches(_ server: FakeAPIServer) -> [String?] {
        server.requests.filter { $0.path == "/youtube/v3/search" }.map { $0.value("pageToken") }
    }

    @Test func aNextPageTokenThatRepeatsEndsTheWalk() throws {
        // Every page names the same token: before, the second page came from the cache and the
        // walk spun forever at 100% CPU.
        let server = try Self.server { token in token == nil ? ([1, 2], "LOOP") : ([2, 3], "LOOP") }
        let home = AccountFlowTests.Home(server: server)
        let result = try home.run(["search", "cooking", "--limit", "500", "--json"])
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.ids == [1, 2, 3].map(CraftedAnswers.videoId))
        #expect(Self.searches(server) == [nil, "LOOP"])
        #expect(result.stderr.contains("warning: the API sent a page token it had already sent"))
        #expect(try Self.units("search.list", home) == 200)
        // The listing ended: --next-page starts over with the note, and asks nothing.
        let next = try home.run(["search", "cooking", "--limit", "500", "--next-page"])
        #expect(next.status == 0)
        #expect(next.stderr.contains("That was the last page"))
        #expect(Self.searches(server).count == 2)
    }

    @Test func aTokenThatPointsBackAcrossRunsEndsTheListing() throws {
        // Page 1 → A; page A → back to A's own start. The first run (limit 2) stops at A,
        // the second follows A and must not record A as next again.
        let server = try Self.server { token in token == nil ? ([1, 2], "A") : ([3, 4], "A") }
        let home = AccountFlowTests.Home(server: server)
        let first = try home.run(["search", "soup", "--limit", "2", "--json"])
        #expect(first.status == 0)
        let second = try home.run(["search", "soup", "--limit", "2", "--json", "--next-page"])
        #expect(second.status == 0)
        #expect(second.ids == [3, 4].map(CraftedAnswers.videoId))
        let third = try home.run(["search", "soup", "--limit", "2", "--next-page"])
        #expect(third.stderr.contains("That was the last page"))
        #expect(Self.searches(server) == [nil, "A"])
    }

    @Test func anEmptyPageWithATokenStopsTheWalkAndTheNextRunGoesOn() throws {
        let server = try Self.server { token in
            switch token {
            case nil: ([1, 2], "T1")
            case "T1": ([], "T2")
            default: ([5, 6], nil)
            }
        }
        let home = AccountFlowTests.Home(server: server)
        let result = try home.run(["search", "tea", "--limit", "100", "--json"])
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.ids == [1, 2].map(CraftedAnswers.videoId))
        #expect(result.stderr.contains("warning: the API sent an empty page that still pointed to another"))
        #expect(result.stderr.contains("--next-page"))
        #expect(Self.searches(server) == [nil, "T1"])
        #expect(try Self.units("search.list", home) == 200)
        let next = try home.run(["search", "tea", "--limit", "100", "--json", "--next-page"])
        #expect(next.status == 0)
        #expect(next.ids == [5, 6].map(CraftedAnswers.videoId))
        #expect(Self.searches(server) == [nil, "T1", "T2"])
    }

    @Test func endlessShortPagesStopAtTheBound() throws {
        // One new video and a fresh token on every page: --limit 60 would take 60 searches
        // (6,000 units); the walk stops after twice the pages 60 needs at 50 a page, plus two.
        let server = try Self.server { token in
            let index = token.flatMap { Int($0.dropFirst()) } ?? 0
            return ([index], "T\(index + 1)")
        }
        let home = AccountFlowTests.Home(server: server)
        let result = try home.run(["search", "rain", "--limit", "60", "--json"])
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.ids == (0..<6).map(CraftedAnswers.videoId))
        #expect(Self.searches(server).count == 6)
        #expect(result.stderr.contains("warning: stopped after 6 items from 6 pages"))
        #expect(try Self.units("search.list", home) == 600)
        #expect(try Self.units("videos.list", home) == 6)
    }
}
