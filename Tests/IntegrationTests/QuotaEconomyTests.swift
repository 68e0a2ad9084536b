import Foundation
import Testing

/// The response cache, the quota ledger and `--max-cost`, through the built binary.
@Suite struct QuotaEconomyTests {
    static let key = "economy-key-0123456789"

    private func setUp() throws -> (EmulatorProcess, AccountFlowTests.Home) {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        return (emulator, home)
    }

    private func apiRequests(_ emulator: EmulatorProcess) throws -> Int {
        try #require(try emulator.stats()["apiRequests"] as? Int)
    }

    @Test func aRepeatedCommandIsAnsweredFromTheCacheAndSpendsNothing() throws {
        let (emulator, home) = try setUp()
        defer { emulator.stop() }
        let first = try home.run(["feed", "--json", "--limit", "60"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try apiRequests(emulator) == 2)
        let second = try home.run(["feed", "--json", "--limit", "60", "-v"])
        #expect(second.stdout == first.stdout)
        #expect(second.stderr.contains("videos.list from the cache"))
        #expect(try apiRequests(emulator) == 2)
        #expect(try emulator.stats()["quotaUsed"] as? Int == 2)

        let stats = try #require(try home.json(["cache", "stats"]) as? [String: Any])
        #expect(stats["entries"] as? Int == 2)
        #expect(stats["fresh"] as? Int == 2)
        let cacheFiles = try FileManager.default.contentsOfDirectory(
            atPath: home.url.appendingPathComponent("cache/responses").path)
        for file in cacheFiles {
            let data = try Data(contentsOf: home.url.appendingPathComponent("cache/responses/\(file)"))
            #expect(data.range(of: Data(Self.key.utf8)) == nil, "the API key is in the cache file \(file)")
        }

        // --refresh asks again: the ETag still matches, so the answer is a 304.
        #expect(try home.run(["feed", "--json", "--limit", "60", "--refresh"]).stdout == first.stdout)
        #expect(try emulator.stats()["notModified"] as? Int == 2)

        #expect(try home.run(["cache", "clear"]).status == 0)
        let cleared = try #require(try home.json(["cache", "stats"]) as? [String: Any])
        #expect(cleared["entries"] as? Int == 0)
    }

    @Test func offlineAnswersFromTheCacheOrFailsClearly() throws {
        let (emulator, home) = try setUp()
        defer { emulator.stop() }
        let videoId = try #require(try emulator.fixtures()["videoId"])
        let miss = try home.run(["video", videoId, "--offline"])
        #expect(miss.status == 69)
        #expect(miss.stderr.hasPrefix("error: --offline, and the cache holds no answer to videos.list id=\(videoId)"))
        #expect(try apiRequests(emulator) == 0)

        let online = try home.run(["video", videoId, "--json"])
        #expect(online.status == 0)
        emulator.stop()
        let offline = try home.run(["video", videoId, "--json", "--offline"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout == online.stdout)
    }

    @Test func quotaShowsSearchAtOneHundredUnitsAndMaxCostRefusesUpFront() throws {
        let (emulator, home) = try setUp()
        defer { emulator.stop() }
        let verbose = try home.run(["search", "cats", "--limit", "5", "-v"])
        #expect(verbose.status == 0)
        #expect(verbose.stderr.contains("quota: search.list costs 100 units"))

        let quota = try #require(try home.json(["quota"]) as? [String: Any])
        #expect(quota["budget"] as? Int == 10_000)
        #expect(quota["used"] as? Int == 101)
        #expect(quota["left"] as? Int == 9_899)
        let methods = try #require(quota["methods"] as? [[String: Any]])
        #expect(methods.first?["method"] as? String == "search.list")
        #expect(methods.first?["units"] as? Int == 100)
        #expect(try home.run(["quota"]).stdout.contains("resets at midnight Pacific time"))

        let before = try apiRequests(emulator)
        let refused = try home.run(["search", "dogs", "--limit", "120", "--max-cost", "250"])
        #expect(refused.status == 75)
        #expect(refused.stderr.contains("may cost up to 303 quota units, more than --max-cost 250"))
        #expect(try apiRequests(emulator) == before)
        #expect(try home.run(["feed", "--limit", "5", "--max-cost", "1"]).status == 0)
    }

    /// Commands that never open the database before their request (`video`, `categories`) still
    /// get their spending into the ledger: the run waits for the ledger's write before it exits.
    @Test func everyCommandsSpendingReachesTheLedger() throws {
        let (emulator, home) = try setUp()
        defer { emulator.stop() }
        let videoId = try #require(try emulator.fixtures()["videoId"])
        let runs = [["categories"], ["video", videoId], ["categories", "--region", "JP"], ["feed", "--limit", "5"],
                    ["channel", "@AnaOBrienCodes", "--limit", "3"]]
        for arguments in runs {
            let result = try home.run(arguments + ["--json"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let spent = try #require(try emulator.stats()["quotaUsed"] as? Int)
            let quota = try #require(try home.json(["quota"]) as? [String: Any])
            #expect(quota["used"] as? Int == spent, "after \(arguments)")
        }
    }

    @Test func quotaExhaustionExitsWithTheResetTime() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--quota-budget", "150"])
        defer { emulator.stop() }
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.run(["search", "cats", "--limit", "5"]).status == 0)
        let exhausted = try home.run(["search", "dogs", "--limit", "5"])
        #expect(exhausted.status == 75)
        #expect(exhausted.stderr.contains("quota for today is used up; it resets at midnight Pacific time ("))
        // The refused request still counts: Google charges invalid requests too.
        let quota = try #require(try home.json(["quota"]) as? [String: Any])
        #expect(quota["used"] as? Int == 201)
    }
}
