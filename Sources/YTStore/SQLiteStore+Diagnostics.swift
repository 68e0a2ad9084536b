import Foundation
import GRDB
import YTCore

/// Checks of the file itself, for tests and for a future `ytclone doctor`.
extension SQLiteStore: StateStore {
    /// The number of rows in one of `StateTable.names`.
    public func rowCount(of table: String) throws -> Int {
        try StateTable.check(table)
        return try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
    }

    /// `PRAGMA integrity_check`: `["ok"]` for a sound file, otherwise one line per problem.
    package func integrityCheck() throws -> [String] {
        try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    /// How many rows `PRAGMA foreign_key_check` reports: rows whose parent row is missing.
    package func foreignKeyViolationCount() throws -> Int {
        try read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count }
    }

    /// Identifiers of the migrations applied to this file, in the order they ran.
    package func appliedMigrations() throws -> [String] {
        try read { db in try Migrations.migrator.appliedMigrations(db) }
    }

    /// The value of one of the connection settings the store relies on, read on the writer
    /// connection: `journal_mode` or `foreign_keys`.
    package func setting(_ pragma: String) throws -> String? {
        guard ["journal_mode", "foreign_keys"].contains(pragma) else {
            throw StoreError.notFound(what: "pragma", id: pragma)
        }
        var value: String?
        try writeWithoutTransaction { db in value = try String.fetchOne(db, sql: "PRAGMA \(pragma)") }
        return value
    }

    /// Copies the write-ahead log into the database file and empties it (`wal_checkpoint(TRUNCATE)`).
    package func checkpoint() throws {
        try writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }

    /// Runs literal SQL outside the store's API, for tests that need a row no API writes yet.
    package func executeForTesting(_ sql: String) throws {
        try write { db in try db.execute(sql: sql) }
    }

    /// Reads literal SQL outside the store's API, for tests that look at the schema itself
    /// (`sqlite_master`, `pragma_index_xinfo`): each row's values as text, NULL as nil.
    package func rowsForTesting(_ sql: String, _ arguments: [String] = []) throws -> [[String?]] {
        try read { db in
            try Row.fetchAll(db, sql: sql, arguments: StatementArguments(arguments)).map { row in
                row.databaseValues.map { value in
                    switch value.storage {
                    case .null: nil
                    case .int64(let number): String(number)
                    case .double(let number): String(number)
                    case .string(let text): text
                    case .blob(let bytes): bytes.map { String(format: "%02x", $0) }.joined()
                    }
                }
            }
        }
    }

    private func writeWithoutTransaction(_ updates: (Database) throws -> Void) throws {
        do {
            try database.writeWithoutTransaction(updates)
        } catch {
            throw StoreError(error, path: database.path)
        }
    }
}
