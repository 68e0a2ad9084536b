import Foundation
import Testing

/// The quota ledger and the response cache in process: `quota` shows what earlier runs spent,
/// a repeated run is answered from the cache, `--refresh` and `--offline` bypass or require it,
/// `cache stats` and `cache clear` show and empty it, `--max-cost` and the budget refuse early.
@Suite struct QuotaAndCacheCommandTests {
    // MARK: quota

    @Test func quotaShowsWhatTheFirstRunSpent() async throws {
        let home = CommandHome.make()
        #expect(await home.run(["search", "swift", "--limit", "3"]).status == 0)
        #expect(home.api.methods == ["search", "videos"])
        let result = await home.run(["quota", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let quota = try #require(result.object)
        #expect(Set(quota.keys) == (try JSONDocs.keys(of: "Quota")))
        #expect(quota["kind"] as? String == "quota")
        #expect(quota["budget"] as? Int == 10_000)
        #expect(quota["used"] as? Int == 101)
        #expect(quota["left"] as? Int == 9_899)
        let methods = try #require(quota["methods"] as? [[String: Any]])
        #expect(methods.map { $0["method"] as? String } == ["search.list", "videos.list"])
        #expect(methods.map { $0["calls"] as? Int } == [1, 1])
        #expect(methods.map { $0["units"] as? Int } == [100, 1])
        #expect(home.api.requests.count == 2, "quota itself asks the API nothing")
    }

    @Test func quotaTableAndTSVSumTheMethods() async throws {
        let home = CommandHome.make()
        #expect(await home.run(["feed", "--limit", "2"]).status == 0)
        #expect(await home.run(["categories"]).status == 0)
        let table = await home.run(["quota"])
        #expect(table.status == 0)
        #expect(table.lines.first?.hasPrefix("Quota day ") == true)
        #expect(table.lines.first?.hasSuffix("(Pacific time), budget 10,000 units") == true)
        #expect(table.lines.contains { $0.hasPrefix("used 2, left 9,998; resets ") })
        let tsv = await home.run(["quota", "--format", "tsv"])
        #expect(tsv.cells.first == ["method", "calls", "units"])
        #expect(Set(tsv.cells.dropFirst()) == [["videos.list", "1", "1"], ["videoCategories.list", "1", "1"]])
    }

    @Test func quotaOfAFreshHomeIsUntouched() async throws {
        let home = CommandHome.make()
        home.environment["YTCLONE_QUOTA_BUDGET"] = "500"
        let quota = try #require(try await home.json(["quota"]) as? [String: Any])
        #expect(quota["used"] as? Int == 0)
        #expect(quota["budget"] as? Int == 500)
        #expect(quota["left"] as? Int == 500)
        #expect((quota["methods"] as? [Any])?.isEmpty == true)
        #expect(home.api.requests.isEmpty)
    }

    @Test func theBudgetStopsARunBeforeItSendsAnything() async throws {
        let home = CommandHome.make()
        home.environment["YTCLONE_QUOTA_BUDGET"] = "150"
        #expect(await home.run(["search", "swift", "--limit", "3"]).status == 0)
        let sent = home.api.requests.count
        let refused = await home.run(["search", "kotlin", "--limit", "3"])
        #expect(refused.status == 75, "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(home.api.requests.count == sent)
        let quota = try #require(try await home.json(["quota"]) as? [String: Any])
        #expect(quota["used"] as? Int == 101)
        #expect(quota["left"] as? Int == 49)
    }

    @Test func maxCostRefusesAnExpensiveRunBeforeAnyRequest() async {
        let home = CommandHome.make()
        let refused = await home.run(["search", "swift", "--max-cost", "50"])
        #expect(refused.status == 75)
        #expect(refused.stderr.contains("more than --max-cost 50; nothing was sent"))
        #expect(home.api.requests.isEmpty)
        let allowed = await home.run(["search", "swift", "--limit", "3", "--max-cost", "101"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(home.api.methods == ["search", "videos"])
    }

    @Test func verboseTracesEachRequestAndItsCostWithTheKeyRedacted() async {
        let home = CommandHome.make()
        let result = await home.run(["feed", "--limit", "1", "-v", "--format", "tsv"])
        #expect(result.status == 0)
        #expect(result.lines.count == 2, "the trace stays off stdout")
        #expect(result.stderr.contains("> videos.list GET "))
        #expect(result.stderr.contains("key=REDACTED"))
        #expect(!result.stderr.contains(InMemoryAPI.key))
        #expect(result.stderr.contains("quota: videos.list costs 1 unit"))
    }

    // MARK: the response cache

    @Test func aRepeatedRunIsAnsweredFromTheCache() async throws {
        let home = CommandHome.make()
        let id = home.api.fixture("videoId")
        let first = await home.run(["video", id, "--json"])
        #expect(first.status == 0)
        #expect(home.api.requests.count == 1)
        let second = await home.run(["video", id, "--json"])
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout)
        #expect(home.api.requests.count == 1, "the second run asked \(home.api.methods)")
        let quota = try #require(try await home.json(["quota"]) as? [String: Any])
        #expect(quota["used"] as? Int == 1, "a cached answer costs nothing")
    }

    @Test func aRepeatedSearchCostsNothing() async throws {
        let home = CommandHome.make()
        let first = await home.run(["search", "swift", "--limit", "5", "--json"])
        let second = await home.run(["search", "swift", "--limit", "5", "--json"])
        #expect(second.ids == first.ids && first.ids.count == 5)
        #expect(home.api.methods == ["search", "videos"])
    }

    @Test func refreshAsksTheAPIAgain() async {
        let home = CommandHome.make()
        let first = await home.run(["feed", "--limit", "3", "--json"])
        let refreshed = await home.run(["feed", "--limit", "3", "--json", "--refresh"])
        #expect(refreshed.status == 0)
        #expect(refreshed.ids == first.ids)
        #expect(home.api.methods == ["videos", "videos"])
        #expect(home.api.requests.last?.headers.keys.contains { $0.lowercased() == "if-none-match" } == true,
                "a refresh revalidates with the cached ETag")
    }

    @Test func offlineWithAnEmptyCacheFailsWithoutARequest() async {
        let home = CommandHome.make(key: nil)
        let result = await home.run(["feed", "--offline", "--limit", "3"])
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: --offline, and the cache holds no answer to videos.list"))
        #expect(result.stderr.contains("hint: run the same command once without --offline"))
        #expect(home.api.requests.isEmpty)
    }

    @Test func offlineAnswersFromTheCacheWithoutAKey() async {
        let home = CommandHome.make()
        let id = home.api.fixture("videoId")
        let online = await home.run(["video", id, "--json"])
        home.environment["YOUTUBE_API_KEY"] = nil
        let offline = await home.run(["video", id, "--json", "--offline"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout == online.stdout)
        #expect(home.api.requests.count == 1)
        let other = await home.run(["video", home.api.fixture("liveVideo"), "--offline"])
        #expect(other.status == 69)
        #expect(home.api.requests.count == 1)
    }

    @Test func offlineIgnoresMaxCost() async {
        let home = CommandHome.make()
        #expect(await home.run(["search", "swift", "--limit", "3"]).status == 0)
        let offline = await home.run(["search", "swift", "--limit", "3", "--offline", "--max-cost", "0"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(home.api.requests.count == 2)
    }

    // MARK: cache stats, cache clear

    @Test func cacheStatsCountsTheCachedAnswersPerMethod() async throws {
        let home = CommandHome.make()
        #expect(await home.run(["feed", "--limit", "2"]).status == 0)
        #expect(await home.run(["channel", home.api.fixture("channelId"), "--limit", "2"]).status == 0)
        let stats = try #require(try await home.json(["cache", "stats"]) as? [String: Any])
        #expect(Set(stats.keys) == (try JSONDocs.keys(of: "Cache stats")))
        #expect(stats["kind"] as? String == "cacheStats")
        #expect(stats["entries"] as? Int == home.api.requests.count)
        #expect(stats["fresh"] as? Int == home.api.requests.count)
        #expect((stats["bytes"] as? Int ?? 0) > 0)
        #expect((stats["directory"] as? String)?.hasPrefix(home.root.path) == true)
        let methods = try #require(stats["methods"] as? [[String: Any]])
        let entries = Dictionary(uniqueKeysWithValues: methods.compactMap { method in
            (method["method"] as? String).map { ($0, method["entries"] as? Int ?? -1) }
        })
        #expect(entries == ["videos.list": 2, "channels.list": 1, "playlistItems.list": 1])
        let tsv = await home.run(["cache", "stats", "--format", "tsv"])
        #expect(tsv.cells.first == ["method", "entries", "fresh", "bytes"])
        #expect(tsv.cells.count == 4)
    }

    @Test func cacheStatsOfAnEmptyCache() async {
        let home = CommandHome.make()
        let result = await home.run(["cache"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.last?.hasPrefix("0 answers, 0 fresh, ") == true, "\(result.stdout)")
        #expect(home.api.requests.isEmpty)
    }

    @Test func cacheClearMakesTheNextRunAskAgain() async throws {
        let home = CommandHome.make()
        #expect(await home.run(["feed", "--limit", "2"]).status == 0)
        #expect(await home.run(["categories"]).status == 0)
        let cleared = await home.run(["cache", "clear"])
        #expect(cleared.status == 0)
        #expect(cleared.stderr == "removed 2 cached answers and 0 cached pictures\n")
        #expect((try await home.json(["cache", "stats"]) as? [String: Any])?["entries"] as? Int == 0)
        #expect(await home.run(["feed", "--limit", "2"]).status == 0)
        #expect(home.api.methods == ["videos", "videoCategories", "videos"])
        let none = await home.run(["cache", "clear"])
        #expect(none.stderr == "removed 1 cached answer and 0 cached pictures\n")
    }
}
