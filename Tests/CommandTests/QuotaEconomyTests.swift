import Foundation
import Testing
import YouTubeAPI

/// The response cache, the quota ledger and `--max-cost`, in process: each test against a catalog of
/// its own, which counts the requests it answered and the units it charged.
@Suite struct QuotaEconomyTests {
    /// Refuses every request, as the stopped emulator did: an offline run must not ask.
    struct Unreachable: HTTPTransport {
        struct Refused: Error {}

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            throw Refused()
        }
    }

    @Test func aRepeatedCommandIsAnsweredFromTheCacheAndSpendsNothing() async throws {
        let home = CommandHome.ownCatalog()
        let first = await home.run(["feed", "--json", "--limit", "60"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(home.api.requests.count == 2)
        let second = await home.run(["feed", "--json", "--limit", "60", "-v"])
        #expect(second.stdout == first.stdout)
        #expect(second.stderr.contains("videos.list from the cache"))
        #expect(home.api.requests.count == 2)
        #expect(home.api.emulator.quotaUsed == 2)

        let stats = try #require(try await home.json(["cache", "stats"]) as? [String: Any])
        #expect(stats["entries"] as? Int == 2)
        #expect(stats["fresh"] as? Int == 2)
        let cacheFiles = try FileManager.default.contentsOfDirectory(
            atPath: home.root.appendingPathComponent("home/cache/responses").path)
        for file in cacheFiles {
            let data = try Data(contentsOf: home.root.appendingPathComponent("home/cache/responses/\(file)"))
            #expect(data.range(of: Data(InMemoryAPI.key.utf8)) == nil, "the API key is in the cache file \(file)")
        }

        // --refresh asks again: the ETag still matches, so the answer is a 304.
        #expect(await home.run(["feed", "--json", "--limit", "60", "--refresh"]).stdout == first.stdout)
        #expect(home.api.answers(status: 304) == 2)

        #expect(await home.run(["cache", "clear"]).status == 0)
        let cleared = try #require(try await home.json(["cache", "stats"]) as? [String: Any])
        #expect(cleared["entries"] as? Int == 0)
    }

    @Test func offlineAnswersFromTheCacheOrFailsClearly() async throws {
        let home = CommandHome.ownCatalog()
        let videoId = home.api.fixture("videoId")
        let miss = await home.run(["video", videoId, "--offline"])
        #expect(miss.status == 69)
        #expect(miss.stderr.hasPrefix("error: --offline, and the cache holds no answer to videos.list id=\(videoId)"))
        #expect(home.api.requests.count == 0)

        let online = await home.run(["video", videoId, "--json"])
        #expect(online.status == 0)
        home.transport = Unreachable()
        let offline = await home.run(["video", videoId, "--json", "--offline"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout == online.stdout)
    }

    @Test func quotaShowsSearchAtOneHundredUnitsAndMaxCostRefusesUpFront() async throws {
        let home = CommandHome.ownCatalog()
        let verbose = await home.run(["search", "cats", "--limit", "5", "-v"])
        #expect(verbose.status == 0)
        #expect(verbose.stderr.contains("quota: search.list costs 100 units"))

        let quota = try #require(try await home.json(["quota"]) as? [String: Any])
        #expect(quota["budget"] as? Int == 10_000)
        #expect(quota["used"] as? Int == 101)
        #expect(quota["left"] as? Int == 9_899)
        let methods = try #require(quota["methods"] as? [[String: Any]])
        #expect(methods.first?["method"] as? String == "search.list")
        #expect(methods.first?["units"] as? Int == 100)
        #expect(await home.run(["quota"]).stdout.contains("resets at midnight Pacific time"))

        let before = home.api.requests.count
        let refused = await home.run(["search", "dogs", "--limit", "120", "--max-cost", "250"])
        #expect(refused.status == 75)
        #expect(refused.stderr.contains("may cost up to 303 quota units, more than --max-cost 250"))
        #expect(home.api.requests.count == before)
        #expect(await home.run(["feed", "--limit", "5", "--max-cost", "1"]).status == 0)
    }

    /// Commands that never open the database before their request (`video`, `categories`) still
    /// get their spending into the ledger: the run waits for the ledger's write before it exits.
    @Test func everyCommandsSpendingReachesTheLedger() async throws {
        let home = CommandHome.ownCatalog()
        let videoId = home.api.fixture("videoId")
        let runs = [["categories"], ["video", videoId], ["categories", "--region", "JP"], ["feed", "--limit", "5"],
                    ["channel", "@AnaOBrienCodes", "--limit", "3"]]
        for arguments in runs {
            let result = await home.run(arguments + ["--json"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let spent = home.api.emulator.quotaUsed
            let quota = try #require(try await home.json(["quota"]) as? [String: Any])
            #expect(quota["used"] as? Int == spent, "after \(arguments)")
        }
    }

    @Test func quotaExhaustionExitsWithTheResetTime() async throws {
        let home = CommandHome.ownCatalog(quotaBudget: 150)
        #expect(await home.run(["search", "cats", "--limit", "5"]).status == 0)
        let exhausted = await home.run(["search", "dogs", "--limit", "5"])
        #expect(exhausted.status == 75)
        #expect(exhausted.stderr.contains("quota for today is used up; it resets at midnight Pacific time ("))
        // The refused request still counts: Google charges invalid requests too.
        let quota = try #require(try await home.json(["quota"]) as? [String: Any])
        #expect(quota["used"] as? Int == 201)
    }
}
