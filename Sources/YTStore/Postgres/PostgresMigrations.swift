import Foundation
import YTCore

/// The PostgreSQL schema, as named migrations each applied once.
///
/// Every process that opens the store takes one advisory lock for the whole check, so machines
/// starting at the same moment on an empty database do not race to create the same tables. A
/// database that lists a migration this binary does not know was brought up by a newer ytclone:
/// it is refused, nothing changed.
enum PostgresMigrations {
    /// The advisory lock's key: "ytclone" in ASCII (0x7974636c6f6e65), so other users of the
    /// database are unlikely to take the same one.
    static let lockKey = "34186442551815781"

    static let all: [(name: String, sql: String)] = [
        ("v1-shared-state", """
            CREATE TABLE quota_ledger (
                ledger TEXT NOT NULL,
                day TEXT NOT NULL,
                method TEXT NOT NULL,
                calls BIGINT NOT NULL CHECK (calls >= 0),
                units BIGINT NOT NULL CHECK (units >= 0),
                PRIMARY KEY (ledger, day, method)
            );
            CREATE TABLE paging_cursors (
                user_id BIGINT,
                listing TEXT NOT NULL,
                path TEXT NOT NULL,
                next_page_token TEXT,
                updated_at TIMESTAMPTZ NOT NULL
            );
            CREATE UNIQUE INDEX paging_cursors_on_user_listing ON paging_cursors (coalesce(user_id, 0), listing);
            CREATE TABLE shown_rows (
                user_id BIGINT,
                terminal_session BIGINT NOT NULL,
                kind TEXT NOT NULL,
                listing TEXT NOT NULL,
                first_row BIGINT NOT NULL,
                ids TEXT NOT NULL,
                updated_at TIMESTAMPTZ NOT NULL
            );
            CREATE UNIQUE INDEX shown_rows_on_user_session ON shown_rows (coalesce(user_id, 0), terminal_session);
            """),
    ]

    /// Where the database stands against this binary's migrations.
    enum Schema: Equatable {
        case current
        case older(missing: [String])
        case newer(unknown: [String])
    }

    static func schema(of connection: PostgresConnection) throws -> (schema: Schema, applied: [String]) {
        try connection.query("""
            CREATE TABLE IF NOT EXISTS ytclone_migrations (
                name TEXT PRIMARY KEY,
                applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
            )
            """)
        let applied = try connection.query("SELECT name FROM ytclone_migrations ORDER BY applied_at, name")
            .compactMap { $0.first ?? nil }
        let known = Set(all.map(\.name))
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { return (.newer(unknown: unknown), applied) }
        let missing = all.map(\.name).filter { !applied.contains($0) }
        return (missing.isEmpty ? .current : .older(missing: missing), applied)
    }

    /// Brings the schema up to date under the advisory lock.
    /// - Throws: `StoreError.unavailable` naming the unknown migrations when a newer ytclone
    ///   set the database up.
    static func migrate(_ connection: PostgresConnection) throws {
        try connection.query("SELECT pg_advisory_lock(\(lockKey))")
        defer { _ = try? connection.query("SELECT pg_advisory_unlock(\(lockKey))") }
        let (schema, _) = try schema(of: connection)
        switch schema {
        case .current:
            return
        case .newer(let unknown):
            throw StoreError.unavailable(detail: "the database at \(connection.url.server) was set up by a newer ytclone "
                + "(migrations \(unknown.joined(separator: ", ")) are unknown to this one); it is left as it is")
        case .older(let missing):
            for migration in all where missing.contains(migration.name) {
                try connection.transaction {
                    try connection.script(migration.sql)
                    try connection.query("INSERT INTO ytclone_migrations (name) VALUES ($1)", [migration.name])
                }
            }
        }
    }
}
