import Foundation
import YTCore

/// The shared store on a PostgreSQL server, for several machines that want one set of state.
///
/// Opening it connects, then brings the schema up to date under an advisory lock (see
/// `PostgresMigrations`). One connection per run, like `SQLiteStore`. Each write is one statement
/// or one transaction, so processes on different machines writing at once lose nothing.
public final class PostgresStore: StateStore, Sendable {
    package let connection: PostgresConnection
    /// Whose quota ledger this store keeps: a keyed hash of the API key (never the key), so every
    /// machine with the same key adds to, and reads, the same rows.
    let ledger: String

    /// - Throws: `StoreError.unreachable` when the server cannot be reached; `StoreError.unavailable`
    ///   when a newer ytclone set the database up, or a statement fails.
    public init(url: PostgresURL, ledger: String) throws {
        connection = try PostgresConnection(url: url)
        self.ledger = ledger
        try run { try PostgresMigrations.migrate(connection) }
    }

    /// The number of rows in one of `StateTable.names`.
    public func rowCount(of table: String) throws -> Int {
        try StateTable.check(table)
        return try query("SELECT count(*) FROM \(table)")[0].int(0)
    }

    /// What a broken constraint means in the store's terms: a foreign key to `users` is the user
    /// not found; a unique index named in `unique` is its error.
    struct Meaning {
        var user: Int64?
        var unique: [String: StoreError] = [:]
    }

    /// Runs `body`, turning a failed statement into the store's error: what `meaning` says, or else
    /// `StoreError.unavailable` with the server's words.
    ///
    /// A statement or transaction PostgreSQL ended to break a deadlock (SQLSTATE 40P01) was undone
    /// whole, and is run again, as PostgreSQL advises, up to `deadlockRetries` times.
    func run<T>(_ meaning: Meaning = Meaning(), _ body: () throws -> T) throws -> T {
        do {
            var attempt = 1
            while true {
                do {
                    return try body()
                } catch let failure as PostgresConnection.Failure where failure.state == "40P01" && attempt < Self.deadlockRetries {
                    attempt += 1
                }
            }
        } catch let failure as PostgresConnection.Failure {
            if failure.isForeignKeyViolation, let user = meaning.user {
                throw StoreError.notFound(what: "user", id: String(user))
            }
            if failure.isUniqueViolation, let error = meaning.unique[failure.constraint] { throw error }
            throw StoreError.unavailable(detail: "\(failure.message) (SQLSTATE \(failure.state))")
        }
    }

    /// How many times a statement or transaction broken by a deadlock is tried in all.
    static let deadlockRetries = 3

    /// One statement on its own.
    @discardableResult
    func query(_ sql: String, _ parameters: [String?] = [], _ meaning: Meaning = Meaning()) throws -> [PostgresRow] {
        try run(meaning) { try connection.query(sql, parameters) }
    }

    /// Several statements in one transaction.
    func write<T>(_ meaning: Meaning = Meaning(), _ body: (PostgresConnection) throws -> T) throws -> T {
        try run(meaning) { try connection.transaction { try body(connection) } }
    }
}

