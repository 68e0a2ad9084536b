import Foundation
import YTCore

/// The shared store on a PostgreSQL server, for several machines that want one set of state.
///
/// Opening it connects, then brings the schema up to date under an advisory lock (see
/// `PostgresMigrations`). One connection per run, like `SQLiteStore`. Each write is one statement
/// or one transaction, so processes on different machines writing at once lose nothing.
public final class PostgresStore: Sendable {
    let connection: PostgresConnection
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

    /// The migrations applied, oldest first, and whether the database is at this binary's schema.
    public func schema() throws -> (applied: [String], current: Bool) {
        try run {
            let (schema, applied) = try PostgresMigrations.schema(of: connection)
            return (applied, schema == .current)
        }
    }

    /// Runs `body`, turning a failed statement into `StoreError.unavailable` with the server's words.
    func run<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as PostgresConnection.Failure {
            throw StoreError.unavailable(detail: "\(failure.message) (SQLSTATE \(failure.state))")
        }
    }

    func query(_ sql: String, _ parameters: [String?] = []) throws -> [[String?]] {
        try run { try connection.query(sql, parameters) }
    }

    /// A date as the parameter `to_timestamp($n)` reads: seconds since 1970.
    static func seconds(_ date: Date) -> String { String(date.timeIntervalSince1970) }

    static func text(_ user: Int64?) -> String? { user.map { String($0) } }
}

extension PostgresStore: QuotaLedgerStore {
    public func recordQuota(day: String, _ usage: [QuotaUsage]) throws {
        guard !usage.isEmpty else { return }
        try run { try connection.transaction { try usage.forEach(add) } }
        func add(_ item: QuotaUsage) throws {
            try connection.query("""
                INSERT INTO quota_ledger (ledger, day, method, calls, units) VALUES ($1, $2, $3, $4, $5)
                ON CONFLICT (ledger, day, method)
                DO UPDATE SET calls = quota_ledger.calls + excluded.calls, units = quota_ledger.units + excluded.units
                """, [ledger, day, item.method, String(item.calls), String(item.units)])
        }
    }

    public func quotaUsage(day: String) throws -> [QuotaUsage] {
        try query("""
            SELECT method, calls, units FROM quota_ledger WHERE ledger = $1 AND day = $2 ORDER BY units DESC, method
            """, [ledger, day]).map { row in
            QuotaUsage(method: row[0] ?? "", calls: Int(row[1] ?? "") ?? 0, units: Int(row[2] ?? "") ?? 0)
        }
    }
}

extension PostgresStore: CursorStore {
    public func cursor(userId: Int64?, listing: String) throws -> PageCursor? {
        guard let row = try query("""
            SELECT path, next_page_token FROM paging_cursors WHERE coalesce(user_id, 0) = coalesce($1::bigint, 0) AND listing = $2
            """, [Self.text(userId), listing]).first
        else { return nil }
        guard let path = try? JSONDecoder().decode([String?].self, from: Data((row[0] ?? "").utf8)) else {
            throw StoreError.unavailable(detail: "unreadable paging cursor for \(listing)")
        }
        return PageCursor(path: path, nextPageToken: row[1])
    }

    public func saveCursor(_ cursor: PageCursor, userId: Int64?, listing: String, now: Date) throws {
        let path = String(decoding: (try? JSONEncoder().encode(cursor.path)) ?? Data("[]".utf8), as: UTF8.self)
        try query("""
            INSERT INTO paging_cursors (user_id, listing, path, next_page_token, updated_at)
            VALUES ($1, $2, $3, $4, to_timestamp($5))
            ON CONFLICT (coalesce(user_id, 0), listing)
            DO UPDATE SET path = excluded.path, next_page_token = excluded.next_page_token, updated_at = excluded.updated_at
            """, [Self.text(userId), listing, path, cursor.nextPageToken, Self.seconds(now)])
    }
}

extension PostgresStore: ShownRowsStore {
    public func shownRows(userId: Int64?, session: Int64) throws -> ShownRows? {
        guard let row = try query("""
            SELECT kind, listing, first_row, ids FROM shown_rows
            WHERE coalesce(user_id, 0) = coalesce($1::bigint, 0) AND terminal_session = $2
            """, [Self.text(userId), String(session)]).first
        else { return nil }
        guard let ids = try? JSONDecoder().decode([String].self, from: Data((row[3] ?? "").utf8)),
              let firstRow = Int(row[2] ?? "")
        else { throw StoreError.unavailable(detail: "unreadable shown rows") }
        return ShownRows(kind: row[0] ?? "", listing: row[1] ?? "", firstRow: firstRow, ids: ids)
    }

    public func saveShownRows(_ rows: ShownRows, userId: Int64?, session: Int64, now: Date) throws {
        let ids = String(decoding: (try? JSONEncoder().encode(rows.ids)) ?? Data("[]".utf8), as: UTF8.self)
        try query("""
            INSERT INTO shown_rows (user_id, terminal_session, kind, listing, first_row, ids, updated_at)
            VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7))
            ON CONFLICT (coalesce(user_id, 0), terminal_session)
            DO UPDATE SET kind = excluded.kind, listing = excluded.listing, first_row = excluded.first_row,
                          ids = excluded.ids, updated_at = excluded.updated_at
            """, [Self.text(userId), String(session), rows.kind, rows.listing, String(rows.firstRow), ids,
                  Self.seconds(now)])
    }
}
