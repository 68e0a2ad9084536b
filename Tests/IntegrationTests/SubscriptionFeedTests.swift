import Foundation
import Synchronization
import Testing

/// `feed --subscriptions` through the built binary against the emulator process: libcurl's
/// connections in the fan-out and two runs at once (the rest runs in process in
/// `CommandTests/SubscriptionFeedTests`).
@Suite struct SubscriptionFeedTests {
    static let key = "subscriptions-key-0123456789"

    /// A signed-in home subscribed, through a Takeout CSV, to the emulator's first `count` channels.
    private func setUp(channels count: Int) throws -> (EmulatorProcess, AccountFlowTests.Home, [String]) {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let response = try RawHTTPConnection.fetch(port: emulator.port, "GET", "/emulator/channels")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: String]])
        let channels = Array(all.prefix(count))
        let csv = "\u{FEFF}Channel Id,Channel Url,Channel Title\r\n" + channels.map {
            "\($0["id"]!),http://www.youtube.com/channel/\($0["id"]!),\"\($0["title"]!.replacingOccurrences(of: "\"", with: "\"\""))\"\r\n"
        }.joined()
        let file = home.url.appendingPathComponent("subscriptions.csv")
        try Data(csv.utf8).write(to: file)
        let imported = try home.run(["subscriptions", "import", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("Imported \(count) channels: \(count) new"))
        return (emulator, home, channels.map { $0["id"]! })
    }

    @Test func jobsBoundsTheConnectionsOfTheFanOut() throws {
        let (emulator, home, _) = try setUp(channels: 60)
        defer { emulator.stop() }
        let before = try #require(try emulator.stats()["connections"] as? Int)
        for source in ["api", "rss"] {
            let result = try home.run(["feed", "--subscriptions", "--limit", "30", "--jobs", "4", "--source", source, "--refresh"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let opened = try #require(try emulator.stats()["connections"] as? Int) - before
        // 4 for the uploads and feeds, and 2 for the counts of 60 channels beside them; each run
        // opens its own.
        #expect(opened <= 2 * (4 + 2), "\(opened) connections")
        #expect(opened >= 2)
    }

    @Test func newPrintsEachPublishedVideoOnceEvenToTwoRunsAtOnce() throws {
        let (emulator, home, channels) = try setUp(channels: 3)
        defer { emulator.stop() }
        let environment = ["YTCLONE_HOME": home.url.path, "YOUTUBE_API_KEY": Self.key,
                           "YTCLONE_API_BASE": emulator.baseURL.absoluteString]
        // Warm the store, so both runs below race on claiming rather than on fetching.
        #expect(try home.run(["feed", "--subscriptions", "--limit", "5"]).status == 0)
        let published = try emulator.publishUploads(on: (0..<8).flatMap { _ in channels })

        let results = Mutex<[CommandResult]>([])
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            do {
                let result = try CommandRunner.ytclone(
                    ["feed", "--subscriptions", "--new", "--limit", "200", "--format", "ndjson"], environment: environment)
                results.withLock { $0.append(result) }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let runs = results.withLock { $0 }
        #expect(runs.count == 2 && runs.allSatisfy { $0.status == 0 })
        let printed = runs.flatMap { $0.stdout.split(separator: "\n") }.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
        }
        // Whichever run claimed a video printed it; the other skipped it.
        #expect(printed.count == published.count)
        #expect(Set(printed) == Set(published))

        let none = try home.run(["feed", "--subscriptions", "--new", "--limit", "200"])
        #expect(none.status == 0)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.isEmpty, "Nothing new is said only to a terminal")
    }
}
