import Foundation
import Testing
import YTStore

/// Library writes and cache writes from processes started together against one home lose
/// nothing, and none of them fails or sees "database is locked".
@Suite struct ParallelProcessesTests {
    static let key = "parallel-key-0123456789"

    private func setUp(signedIn: Bool = true) throws -> (EmulatorProcess, AccountFlowTests.Home) {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        if signedIn { #expect(try home.signUp().status == 0) }
        return (emulator, home)
    }

    @Test func favoritesAddedFromParallelProcessesAreAllKept() throws {
        let (emulator, home) = try setUp()
        defer { emulator.stop() }
        let videos = try home.ids(["feed", "--limit", "6"])
        try #require(Set(videos).count == 6)
        // The first video three times: exactly one of those runs adds it.
        let commands = (videos + [videos[0], videos[0]]).map { ["fav", "add", $0] }
        let runs = try BackgroundCommand.runTogether(commands, environment: home.environment)
        ParallelSignInsTests.expectSuccess(runs)
        let first = [runs[0], runs[6], runs[7]].map(\.stderr)
        #expect(first.filter { $0 == "Added \(videos[0]) to your favorites.\n" }.count == 1, "\(first)")
        #expect(first.filter { $0 == "\(videos[0]) already is a favorite.\n" }.count == 2, "\(first)")

        let favorites = try #require(try home.json(["fav", "list"]) as? [[String: Any]])
        #expect(favorites.count == 6)
        #expect(Set(favorites.compactMap { $0["videoId"] as? String }) == Set(videos))
    }

    @Test func commentsAddedFromParallelProcessesKeepTheirTags() throws {
        let home = AccountFlowTests.Home()
        #expect(try home.signUp().status == 0)
        let count = 8
        let commands = (0..<count).map { ["comment", "add", "dQw4w9WgXcQ", "parallel \($0) #p\($0) @user\($0)"] }
        ParallelSignInsTests.expectSuccess(try BackgroundCommand.runTogether(commands, environment: home.environment))

        let store = try SQLiteStore(path: home.databasePath)
        let comments = try store.comments(videoId: "dQw4w9WgXcQ")
        #expect(Set(comments.map(\.body)) == Set((0..<count).map { "parallel \($0) #p\($0) @user\($0)" }))
        for comment in comments {
            let number = comment.body.split(separator: " ")[1]
            #expect(comment.hashtags == ["p\(number)"] && comment.mentions == ["user\(number)"], "\(comment.body)")
        }
        #expect(try store.rowCount(of: "comment_tags") == 2 * count)
    }

    /// Several processes ask for the same answers and for different ones at once; each answer is
    /// stored whole once, and every run's quota reaches the ledger.
    @Test func cacheWritesFromParallelProcessesLeaveWholeEntriesThatAnswerOffline() throws {
        let (emulator, home) = try setUp()
        defer { emulator.stop() }
        let fixtures = try emulator.fixtures()
        let video = try #require(fixtures["videoId"]), other = try #require(fixtures["videoWithEmojiTitle"])
        let distinct = [
            ["video", video], ["video", other], ["feed", "--limit", "5"], ["feed", "--region", "JP", "--limit", "5"],
            ["categories"],
        ].map { $0 + ["--json"] }
        let repeats = [0, 0, 0, 1, 2, 2, 3, 4, 4]  // indices into `distinct`: 9 processes, 5 answers

        let reference = AccountFlowTests.Home(apiKey: Self.key)
        reference.apiBase = home.apiBase
        // Signed in as the runs are, so that the videos' watched marks are answered alike.
        #expect(try reference.signUp().status == 0)
        let expected = try distinct.map { try reference.run($0) }
        for run in expected { #expect(run.status == 0, "\(run.stderr)") }
        let expectedStats = try #require(try reference.json(["cache", "stats"]) as? [String: Any])

        let quotaBefore = try #require(try emulator.stats()["quotaUsed"] as? Int)
        let runs = try BackgroundCommand.runTogether(repeats.map { distinct[$0] }, environment: home.environment)
        ParallelSignInsTests.expectSuccess(runs)
        for (run, index) in zip(runs, repeats) {
            #expect(run.stdout == expected[index].stdout, "\(distinct[index])")
        }
        let quotaSpent = try #require(try emulator.stats()["quotaUsed"] as? Int) - quotaBefore
        let ledger = try #require(try home.json(["quota"]) as? [String: Any])
        #expect(ledger["used"] as? Int == quotaSpent)
        #expect(try SQLiteStore(path: home.databasePath).rowCount(of: "history") == 4)

        let entries = try CacheFiles.expectWhole(in: home.url)
        let stats = try #require(try home.json(["cache", "stats"]) as? [String: Any])
        #expect(stats["entries"] as? Int == entries)
        #expect(stats["entries"] as? Int == expectedStats["entries"] as? Int)
        #expect(stats["fresh"] as? Int == entries)
        #expect(Self.entriesByMethod(stats) == Self.entriesByMethod(expectedStats))

        let requests = try #require(try emulator.stats()["apiRequests"] as? Int)
        let offline = try BackgroundCommand.runTogether(distinct.map { $0 + ["--offline"] }, environment: home.environment)
        ParallelSignInsTests.expectSuccess(offline)
        #expect(offline.map(\.stdout) == expected.map(\.stdout))
        #expect(try emulator.stats()["apiRequests"] as? Int == requests)
    }

    private static func entriesByMethod(_ stats: [String: Any]) -> [String: Int] {
        let methods = stats["methods"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: methods.compactMap { method in
            (method["method"] as? String).map { ($0, method["entries"] as? Int ?? -1) }
        })
    }
}
