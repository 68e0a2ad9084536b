import Foundation
import Testing
import YTCore
import YTStore

/// `kill -9` of ytclone in the middle of a burst of writes leaves a sound database and cache,
/// and the next run on the same home carries on.
@Suite struct CrashSafetyTests {
    /// How many comments of its own round each import has committed when it is killed: right
    /// after the first, early, and well into the burst.
    static let killPoints = [1, 200, 800]
    /// Far more than any kill point, so every import is still writing when it is killed.
    static let linesPerRound = 4_000

    /// `comment import` stores each comment with its tags in a transaction of its own, in file
    /// order, so whatever survives a kill must be exactly the first lines of the file, each
    /// with its whole body and all three of its tag rows.
    @Test func importsKilledMidBurstLeaveOnlyWholeCommentsAndTheNextRunWorks() throws {
        let home = AccountFlowTests.Home()
        #expect(try home.signUp().status == 0)
        let database = home.databasePath
        var committed = 0
        var firstRound = 0
        for (round, killPoint) in Self.killPoints.enumerated() {
            let video = "crashRound\(round)"
            let bodies = (0..<Self.linesPerRound).map { Self.body(round: round, index: $0) }
            let input = try Self.writeImport(bodies, on: video, in: home.url)
            let run = try BackgroundCommand(["comment", "import", input.path], environment: home.environment)
            try Self.waitForComments(committed + killPoint, in: database, while: run)
            run.kill()
            #expect(run.wasKilled, "round \(round): the import ended on its own: \(run.wait().stderr)")

            let store = try SQLiteStore(path: database)
            #expect(try store.integrityCheck() == ["ok"], "round \(round)")
            #expect(try store.foreignKeyViolationCount() == 0, "round \(round)")
            let comments = try store.comments(videoId: video).sorted { $0.id < $1.id }
            #expect(comments.count >= killPoint && comments.count < bodies.count, "round \(round)")
            #expect(comments.map(\.body) == Array(bodies.prefix(comments.count)), "round \(round): not a prefix")
            for (index, comment) in comments.enumerated() {
                #expect(comment.hashtags == ["load", "k\(index % 7)"], "round \(round), comment \(index)")
                #expect(comment.mentions == ["user\(index % 5)"], "round \(round), comment \(index)")
            }
            committed += comments.count
            if round == 0 { firstRound = comments.count }
            #expect(try store.rowCount(of: "comments") == committed, "round \(round)")
            #expect(try store.rowCount(of: "comment_tags") == 3 * committed, "round \(round)")
        }

        let last = try Self.writeImport((0..<50).map { "after the crashes \($0) #calm" }, on: "crashRound9", in: home.url)
        let finished = try home.run(["comment", "import", last.path])
        #expect(finished.status == 0)
        #expect(finished.stderr == "Imported 50 comments.\n")
        let listed = try home.run(["comments", "crashRound0", "--source", "local", "--limit", "10000", "--json"])
        #expect(listed.status == 0 && !listed.reportsTrouble, "\(listed.stderr)")
        #expect((try listed.json() as? [Any])?.count == firstRound)
        let store = try SQLiteStore(path: database)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try store.rowCount(of: "comments") == committed + 50)
    }

    /// Killed while it fetches uploads (one channel at a time, each answer delayed a little so
    /// the burst lasts), `feed --subscriptions` may leave cache entries and quota records but
    /// no broken file; the next run shows what a run that was never interrupted shows.
    @Test func aSubscriptionRefreshKilledMidBurstIsFinishedByTheNextRun() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--latency-ms", "5"])
        defer { emulator.stop() }
        let channels = 40
        let crashed = try Self.subscribedHome(emulator, channels: channels)
        let feed = ["feed", "--subscriptions", "--limit", "30", "--json", "--source", "api"]
        let run = try BackgroundCommand(feed + ["--jobs", "1"], environment: crashed.environment)
        let deadline = Date().addingTimeInterval(60)
        while try Self.calls(emulator, "playlistItems.list") < channels / 2 {
            try #require(run.isRunning, "the refresh ended before it was killed: \(run.wait().stderr)")
            try #require(Date() < deadline, "the refresh fetched too few uploads in a minute")
            usleep(1_000)
        }
        run.kill()
        #expect(run.wasKilled, "the refresh ended on its own: \(run.wait().stderr)")

        let store = try SQLiteStore(path: crashed.databasePath)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try store.foreignKeyViolationCount() == 0)
        try CacheFiles.expectWhole(in: crashed.url, allowingLeftovers: true)

        let resumed = try crashed.run(feed)
        #expect(resumed.status == 0 && !resumed.reportsTrouble, "\(resumed.stderr)")
        let reference = try Self.subscribedHome(emulator, channels: channels).run(feed)
        #expect(reference.status == 0, "\(reference.stderr)")
        #expect(resumed.stdout == reference.stdout)
        try CacheFiles.expectWhole(in: crashed.url, allowingLeftovers: true)
    }

    static let key = "crash-key-0123456789"

    /// A body with two hashtags and a mention; every 25th is longer than a database page.
    static func body(round: Int, index: Int) -> String {
        let padding = String(repeating: "xyz", count: index % 25 == 0 ? 2_000 : 20 + (index * 37) % 300)
        return "crash \(round)-\(index) #load #k\(index % 7) @user\(index % 5) \(padding)"
    }

    static func writeImport(_ bodies: [String], on video: String, in directory: URL) throws -> URL {
        let lines = try bodies.map { body in
            String(decoding: try JSONSerialization.data(withJSONObject: ["videoId": video, "text": body]), as: UTF8.self)
        }
        let file = directory.appendingPathComponent("\(video).ndjson")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        return file
    }

    /// Polls until the database holds `count` comments; fails when the run ends first or after a minute.
    static func waitForComments(_ count: Int, in database: String, while run: BackgroundCommand) throws {
        let store = try SQLiteStore(path: database)
        let deadline = Date().addingTimeInterval(60)
        while try store.rowCount(of: "comments") < count {
            try #require(run.isRunning, "the import ended before writing \(count) comments: \(run.wait().stderr)")
            try #require(Date() < deadline, "fewer than \(count) comments after a minute")
            usleep(1_000)
        }
    }

    static func calls(_ emulator: EmulatorProcess, _ method: String) throws -> Int {
        (try emulator.stats()["byMethod"] as? [String: Any])?[method] as? Int ?? 0
    }

    /// A signed-in home subscribed, through a Takeout CSV, to the emulator's first `count` channels.
    static func subscribedHome(_ emulator: EmulatorProcess, channels count: Int) throws -> AccountFlowTests.Home {
        let home = AccountFlowTests.Home(apiKey: key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let response = try RawHTTPConnection.fetch(port: emulator.port, "GET", "/emulator/channels")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: String]])
        let csv = "Channel Id,Channel Url,Channel Title\r\n" + all.prefix(count).map { channel in
            let id = channel["id"] ?? ""
            return "\(id),http://www.youtube.com/channel/\(id),channel\r\n"
        }.joined()
        let file = home.url.appendingPathComponent("subscriptions.csv")
        try Data(csv.utf8).write(to: file)
        let imported = try home.run(["subscriptions", "import", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        return home
    }
}
