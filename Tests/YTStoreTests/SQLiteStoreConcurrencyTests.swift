import Foundation
import Testing
import YTCore
import YTStore

@Suite struct SQLiteStoreConcurrencyTests {
    static let writers = 8
    static let commentsPerWriter = 500

    /// Each writer, on a thread of its own, opens its own `SQLiteStore` (its own connections, as
    /// a separate process would) on the same fresh file, signs up, waits for the others, then
    /// adds its comments one transaction at a time.
    @Test func eightWritersAddingFiveHundredCommentsEachLeaveExactlyFourThousand() async throws {
        try await withTemporaryDirectoryAsync { directory in
            let path = databasePath(in: directory)
            let barrier = ThreadBarrier(count: Self.writers)
            let added = try await withThrowingTaskGroup(of: [(id: Int64, writer: Int)].self) { group in
                for writer in 0..<Self.writers {
                    group.addTask {
                        try await onDedicatedThread { try Self.write(writer: writer, path: path, barrier: barrier) }
                    }
                }
                var all: [(id: Int64, writer: Int)] = []
                for try await comments in group { all += comments }
                return all.sorted { $0.id < $1.id }
            }

            let total = Self.writers * Self.commentsPerWriter
            #expect(added.count == total)
            #expect(Set(added.map(\.id)).count == total)
            // Had the writers taken turns, the ids would form one block per writer.
            let switches = zip(added, added.dropFirst()).filter { $0.writer != $1.writer }.count
            #expect(switches > Self.writers - 1, "the writers did not interleave")

            let store = try SQLiteStore(path: path)
            #expect(try store.rowCount(of: "comments") == total)
            #expect(try store.rowCount(of: "comment_tags") == total)
            #expect(try store.rowCount(of: "users") == Self.writers)
            #expect(try store.comments(videoId: "shared").count == total)
            #expect(try store.appliedMigrations() == MigrationsTests.allMigrations)
            #expect(try store.integrityCheck() == ["ok"])
            #expect(try store.foreignKeyViolationCount() == 0)
        }
    }

    /// Processes started together on a new file all migrate it, or find it migrated.
    @Test(arguments: 0..<10)
    func eightConnectionsOpeningAFreshFileAtOnceAllSucceed(_ round: Int) async throws {
        try await withTemporaryDirectoryAsync { directory in
            let path = databasePath(in: directory)
            let barrier = ThreadBarrier(count: Self.writers)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<Self.writers {
                    group.addTask {
                        try await onDedicatedThread {
                            barrier.arriveAndWait()
                            _ = try SQLiteStore(path: path)
                        }
                    }
                }
                try await group.waitForAll()
            }
            let store = try SQLiteStore(path: path)
            #expect(try store.appliedMigrations() == MigrationsTests.allMigrations)
            #expect(try store.integrityCheck() == ["ok"])
        }
    }

    private static func write(writer: Int, path: String, barrier: ThreadBarrier) throws
        -> [(id: Int64, writer: Int)]
    {
        let store: SQLiteStore
        let user: User
        do {
            // Reach the barrier even on failure, or the other writers would wait for ever.
            defer { barrier.arriveAndWait() }
            store = try SQLiteStore(path: path)
            user = try store.insert(.fixture("writer\(writer)"), now: epoch)
        }
        return try (0..<commentsPerWriter).map { n in
            let comment = try store.addComment(
                videoId: "shared", userId: user.id, body: "writer \(writer) says \(n) #load", hashtags: ["load"],
                mentions: [], now: at(Double(n)))
            return (comment.id, writer)
        }
    }
}
