import ArgumentParser
import Foundation
import YTCore
import YTStore

extension YTBench {
    /// `yt-bench comments`: how long `latestComments(videoId:limit:)` takes on a video with many comments.
    struct Comments: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Time reading the 20 newest local comments of a video with many comments.",
            discussion: """
                Creates a database with one user and --rows comments on one video (plus a few hundred on \
                other videos), then times --queries calls of the store's latestComments, each on its own. \
                Prints one JSON line:
                  {"rows":…,"queries":…,"p50_ms":…,"p99_ms":…,"max_ms":…,"insert_s":…}

                Examples:
                  yt-bench comments
                  yt-bench comments --rows 10000 --queries 500 --database /tmp/comments.sqlite3
                """)

        /// The video that gets `rows` comments.
        static let videoId = "bEnChViDeO1"
        static let pageSize = 20

        @Option(help: "How many comments the measured video gets.")
        var rows = 1_000_000

        @Option(help: "How many timed queries to run.")
        var queries = 2_000

        @Option(help: ArgumentHelp("Create the database here instead of in a temporary directory.", valueName: "path"))
        var database: String?

        @Flag(help: "Run ANALYZE before querying. ytclone never does, so the default measures what users get.")
        var analyze = false

        @Option(help: ArgumentHelp(
            "Measure PostgreSQL instead: a server URL; a scratch database is created on it and dropped after.",
            valueName: "url"))
        var postgres: String?

        func validate() throws {
            guard rows > 0 else { throw ValidationError("--rows must be at least 1.") }
            guard queries > 0 else { throw ValidationError("--queries must be at least 1.") }
            if let database, FileManager.default.fileExists(atPath: database) {
                throw ValidationError("\(database) already exists; give a path for a new database.")
            }
        }

        func run() throws {
            if let postgres {
                try PostgresScratch.withDatabase(on: try PostgresURL(postgres)) { url in
                    let store = try PostgresStore(url: url, ledger: "bench")
                    try measure(store) { if analyze { try store.connection.query("ANALYZE") } }
                }
                return
            }
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("yt-bench-\(UUID().uuidString)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let store = try SQLiteStore(path: database ?? directory.appendingPathComponent("bench.sqlite3").path)
            try measure(store) { if analyze { try store.executeForTesting("ANALYZE") } }
        }

        /// Fills `store`, runs `prepare` (ANALYZE when asked), times the queries and prints the line.
        private func measure(_ store: some StateStore & BulkFilling, prepare: () throws -> Void) throws {
            let insertTime = try ContinuousClock().measure { try fill(store) }
            try prepare()
            let latency = try LatencySummary(timedQueries(store))
            print(
                #"{"rows":\#(rows),"queries":\#(queries),"p50_ms":\#(Self.rounded(latency.p50)),"#
                    + #""p99_ms":\#(Self.rounded(latency.p99)),"max_ms":\#(Self.rounded(latency.max)),"#
                    + #""insert_s":\#(Self.rounded(LatencySummary.milliseconds(insertTime) / 1e3))}"#)
        }

        /// One user, `rows` comments on `videoId` one second apart, every tenth tagged, and 300 on
        /// other videos spread over the same period so that the index holds other videos' entries too.
        private func fill(_ store: some StateStore & BulkFilling) throws {
            let user = try store.insert(
                NewUser(
                    name: "Bench", email: "bench@example.com", handle: "bench", avatar: nil,
                    passwordHash: "$argon2id$v=19$m=65536,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g"),
                now: Date())
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            try store.insertComments(rows, on: Self.videoId, by: user.id, from: start, hashtagEvery: 10)
            for index in 0..<100 {
                let spread = start.addingTimeInterval(Double(rows) * Double(index) / 100)
                try store.insertComments(3, on: "oThErViDe\(index)", by: user.id, from: spread, hashtagEvery: 0)
            }
        }

        /// Times each query on its own after one untimed query, which opens the reader connection.
        private func timedQueries(_ store: any CommentStore) throws -> [Duration] {
            let expected = min(rows, Self.pageSize)
            let clock = ContinuousClock()
            var durations: [Duration] = []
            durations.reserveCapacity(queries)
            for index in 0...queries {
                var count = 0
                let duration = try clock.measure {
                    count = try store.latestComments(videoId: Self.videoId, limit: Self.pageSize).count
                }
                guard count == expected else {
                    throw BenchError("latestComments returned \(count) comments instead of \(expected).")
                }
                if index > 0 {
                    durations.append(duration)
                }
            }
            return durations
        }

        /// Four decimals: 0.1 µs for milliseconds, 0.1 ms for seconds.
        private static func rounded(_ value: Double) -> Double {
            (value * 10_000).rounded() / 10_000
        }
    }
}
