import Foundation
import Testing
import YTCore
@testable import YTStore

/// The stores the contract suite runs against: SQLite always, PostgreSQL when `scripts/test.sh`
/// started a server (`YTCLONE_TEST_POSTGRES_URL`). Under `CI=true` the server is required.
/// What the contract tests reach: the store protocols, and the bulk filling of benchmarks.
typealias ContractStore = StateStore & BulkFilling

enum StoreBackend: String, CustomStringConvertible, Sendable, CaseIterable {
    case sqlite, postgres

    var description: String { rawValue }

    static var serverURL: String? { ProcessInfo.processInfo.environment["YTCLONE_TEST_POSTGRES_URL"] }

    static var available: [StoreBackend] {
        serverURL == nil && ProcessInfo.processInfo.environment["CI"] != "true" ? [.sqlite] : allCases
    }

    /// Opens one store on a fresh database, runs `body`, and removes the database.
    func withStore(_ body: (any ContractStore) throws -> Void) throws {
        try withStores(1) { try body($0[0]) }
    }

    /// Opens `count` stores on one fresh database (so they stand for processes or machines that
    /// share it), runs `body`, and removes the database.
    func withStores(_ count: Int = 1, ledger: String = "team", _ body: ([any ContractStore]) throws -> Void) throws {
        switch self {
        case .sqlite:
            try withTemporaryDirectory { directory in
                let path = databasePath(in: directory)
                try body((0..<count).map { _ in try SQLiteStore(path: path) })
            }
        case .postgres:
            try TestServer.withDatabase { url in
                try body((0..<count).map { _ in try PostgresStore(url: url, ledger: ledger) })
            }
        }
    }
}

/// The test server (`YTCLONE_TEST_POSTGRES_URL`), and a throwaway database on it per test.
enum TestServer {
    static func url() throws -> PostgresURL {
        let text = try #require(StoreBackend.serverURL, "CI=true needs a PostgreSQL server (scripts/test.sh starts one)")
        return try PostgresURL(text)
    }

    static func withDatabase(_ body: (PostgresURL) throws -> Void) throws {
        try PostgresScratch.withDatabase(on: try url(), body)
    }
}

/// Errors collected from threads running at once.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []
    func add(_ error: any Error) { lock.withLock { errors.append(error) } }
    var all: [any Error] { lock.withLock { errors } }
}

/// Runs `write` with each of `stores` on a thread of its own, all at once: they meet at a
/// barrier, and on PostgreSQL each also waits at its write to `table` until all of them do
/// (`PostgresScratch.releaseWritesTogether`), so the writes overlap for certain.
///
/// - Returns: the errors the writes threw.
func writeTogether(_ stores: [any ContractStore], to table: String,
                   _ write: @escaping @Sendable (any ContractStore) throws -> Void) throws -> [any Error]
{
    let barrier = ThreadBarrier(count: stores.count)
    let failures = Failures()
    let done = DispatchGroup()
    let start = {
        for store in stores {
            done.enter()
            Thread {
                defer { done.leave() }
                barrier.arriveAndWait()
                do { try write(store) } catch { failures.add(error) }
            }.start()
        }
    }
    if let url = (stores[0] as? PostgresStore)?.connection.url {
        try PostgresScratch.releaseWritesTogether(to: table, writers: stores.count, on: url, start: start)
    } else {
        start()
    }
    done.wait()
    return failures.all
}
