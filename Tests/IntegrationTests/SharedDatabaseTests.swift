import Foundation
import Testing
@testable import YTStore

/// The server `scripts/test.sh` starts, when it could.
private let sharedServerURL = ProcessInfo.processInfo.environment["YTCLONE_TEST_POSTGRES_URL"]

/// Two machines on one PostgreSQL database: two homes (each its own config, session, cache), the
/// same `YTCLONE_DATABASE_URL`, the built binary. Needs the server `scripts/test.sh` starts.
@Suite(.enabled(if: sharedServerURL != nil || ProcessInfo.processInfo.environment["CI"] == "true"))
struct SharedDatabaseTests {
    static let serverURL = sharedServerURL
    static let key = "shared-database-key-0123456789"

    /// Two homes on a fresh database, Ada signed up on the first and signed in on the second.
    private func withTwoMachines(_ body: (AccountFlowTests.Home, AccountFlowTests.Home, PostgresURL) throws -> Void) throws {
        let server = try PostgresURL(try #require(Self.serverURL, "CI=true needs the PostgreSQL server scripts/test.sh starts"))
        try PostgresScratch.withDatabase(on: server) { url in
            let laptop = AccountFlowTests.Home(apiKey: Self.key), server = AccountFlowTests.Home(apiKey: Self.key)
            for home in [laptop, server] { home.variables["YTCLONE_DATABASE_URL"] = url.text }
            #expect(try laptop.signUp().status == 0)
            let signIn = try server.run(["signin", "--email", "ada@example.com", "--password-stdin"],
                                        stdin: AccountFlowTests.password + "\n")
            #expect(signIn.status == 0, "\(signIn.stderr)")
            try body(laptop, server, url)
        }
    }

    private func count(_ sql: String, in url: PostgresURL) throws -> Int {
        try PostgresConnection(url: url).query(sql)[0].int(0)
    }

    @Test("8 processes × 500 comments from two machines leave 4,000; signing in on one signs no one out")
    func concurrentImports() throws {
        try withTwoMachines { laptop, server, url in
            var commands: [(arguments: [String], environment: [String: String])] = []
            for process in 0..<8 {
                let home = process.isMultiple(of: 2) ? laptop : server
                let lines = (0..<500).map { #"{"videoId":"dQw4w9WgXcQ","text":"comment \#($0) of process \#(process) #shared"}"# }
                let file = home.url.appendingPathComponent("import-\(process).ndjson")
                try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
                commands.append((["comment", "import", file.path], home.environment.merging(home.variables) { $1 }))
            }
            let results = try BackgroundCommand.runTogether(commands)
            for result in results { #expect(result.status == 0, "\(result.stderr)") }
            #expect(try count("SELECT count(*) FROM comments", in: url) == 4_000)
            #expect(try count("SELECT count(DISTINCT body) FROM comments", in: url) == 4_000)
            #expect(try count("SELECT count(*) FROM comment_tags WHERE value = 'shared'", in: url) == 4_000)
            #expect(try laptop.run(["whoami"]).stdout == "@ada (ada@example.com)\n")
            #expect(try server.run(["whoami"]).stdout == "@ada (ada@example.com)\n")
        }
    }

    @Test("--new on two machines whose claims meet prints disjoint sets whose union is every new video; quota is the same on both")
    func newAcrossMachines() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        try withTwoMachines { laptop, server, url in
            for home in [laptop, server] { home.apiBase = emulator.baseURL.absoluteString }
            let response = try RawHTTPConnection.fetch(port: emulator.port, "GET", "/emulator/channels")
            let channels = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: String]])
            let ids = channels.prefix(5).map { $0["id"]! }
            let subscribed = try laptop.run(["subscribe"] + ids)
            #expect(subscribed.status == 0, "\(subscribed.stderr)")
            let published = try emulator.publishUploads(on: (0..<8).flatMap { _ in ids })

            // Both runs fetch, then wait at their claim until the other does too: the claims overlap.
            let arguments = ["feed", "--subscriptions", "--new", "--limit", "200", "--json"]
            var runs: [BackgroundCommand] = []
            do {
                try PostgresScratch.releaseWritesTogether(to: "seen_videos", writers: 2, on: url) {
                    runs = try [laptop, server].map {
                        try BackgroundCommand(arguments, environment: $0.environment.merging($0.variables) { $1 })
                    }
                }
            } catch {
                // What each run printed says why it never came to its claim.
                let printed = runs.map { run in run.wait() }.map { "status \($0.status): \($0.stderr)" }
                Issue.record(error, "the runs: \(printed.joined(separator: " / "))")
                return
            }
            let both = runs.map { $0.wait() }
            for result in both { #expect(result.status == 0, "\(result.stderr)") }
            let (first, second) = (Set(both[0].ids), Set(both[1].ids))
            #expect(first.isDisjoint(with: second))
            #expect(first.union(second) == Set(published))
            let again = try laptop.run(arguments)
            #expect(again.status == 0)
            #expect(again.stdout.isEmpty)

            let quotas = try [laptop, server].map { try #require(try $0.json(["quota"]) as? [String: Any])["used"] as? Int }
            #expect(quotas[0] == quotas[1])
            #expect(quotas[0] == (try emulator.stats()["quotaUsed"] as? Int))
        }
    }

    @Test("kill -9 in the middle of an import leaves every comment whole")
    func killedImport() throws {
        try withTwoMachines { laptop, _, url in
            let lines = (0..<5_000).map { #"{"videoId":"dQw4w9WgXcQ","text":"comment \#($0) #whole @ada"}"# }
            let file = laptop.url.appendingPathComponent("big.ndjson")
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
            let run = try BackgroundCommand(["comment", "import", file.path],
                                            environment: laptop.environment.merging(laptop.variables) { $1 })
            let deadline = Date().addingTimeInterval(30)
            while try count("SELECT count(*) FROM comments", in: url) < 200, run.isRunning, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
            run.kill()
            #expect(run.wasKilled)
            let comments = try count("SELECT count(*) FROM comments", in: url)
            #expect(comments >= 200 && comments < 5_000)
            #expect(try count("SELECT count(*) FROM comment_tags WHERE value = 'whole'", in: url) == comments)
            #expect(try count("SELECT count(*) FROM comment_tags WHERE value = 'ada'", in: url) == comments)
            #expect(try laptop.run(["db", "check"]).status == 0)
            #expect(try laptop.run(["comment", "add", "dQw4w9WgXcQ", "after the crash"]).status == 0)
        }
    }
}
