import Foundation
import YTCore

extension PostgresStore: CursorStore {
    public func cursor(userId: Int64?, listing: String) throws -> PageCursor? {
        guard let row = try query("""
            SELECT path, next_page_token FROM paging_cursors WHERE coalesce(user_id, 0) = coalesce($1::bigint, 0) AND listing = $2
            """, [PostgresValue.int(userId), listing]).first
        else { return nil }
        guard let path = try? JSONDecoder().decode([String?].self, from: Data(utf8: try row.text(0))) else {
            throw StoreError.unavailable(detail: "unreadable paging cursor for \(listing)")
        }
        return PageCursor(path: path, nextPageToken: row[1])
    }

    public func saveCursor(_ cursor: PageCursor, userId: Int64?, listing: String, now: Date) throws {
        let path = String(decoding: (try? JSONEncoder().encode(cursor.path)) ?? Data(utf8: "[]"), as: UTF8.self)
        try query("""
            INSERT INTO paging_cursors (user_id, listing, path, next_page_token, updated_at)
            VALUES ($1, $2, $3, $4, to_timestamp($5))
            ON CONFLICT (coalesce(user_id, 0), listing)
            DO UPDATE SET path = excluded.path, next_page_token = excluded.next_page_token, updated_at = excluded.updated_at
            """, [PostgresValue.int(userId), listing, path, cursor.nextPageToken, PostgresValue.date(now)], Meaning(user: userId))
    }
}

extension PostgresStore: ShownRowsStore {
    public func shownRows(userId: Int64?, session: TerminalSession) throws -> ShownRows? {
        guard let row = try query("""
            SELECT kind, listing, first_row, ids FROM shown_rows
            WHERE coalesce(user_id, 0) = coalesce($1::bigint, 0) AND machine = $2 AND terminal_session = $3
            """, [PostgresValue.int(userId), session.machine, String(session.id)]).first
        else { return nil }
        guard let ids = try? JSONDecoder().decode([String].self, from: Data(utf8: try row.text(3))) else {
            throw StoreError.unavailable(detail: "unreadable shown rows")
        }
        return ShownRows(kind: try row.text(0), listing: try row.text(1), firstRow: try row.int(2), ids: ids)
    }

    public func saveShownRows(_ rows: ShownRows, userId: Int64?, session: TerminalSession, now: Date) throws {
        let ids = String(decoding: (try? JSONEncoder().encode(rows.ids)) ?? Data(utf8: "[]"), as: UTF8.self)
        try query("""
            INSERT INTO shown_rows (user_id, machine, terminal_session, kind, listing, first_row, ids, updated_at)
            VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8))
            ON CONFLICT (coalesce(user_id, 0), machine, terminal_session)
            DO UPDATE SET kind = excluded.kind, listing = excluded.listing, first_row = excluded.first_row,
                          ids = excluded.ids, updated_at = excluded.updated_at
            """, [PostgresValue.int(userId), session.machine, String(session.id), rows.kind, rows.listing, String(rows.firstRow), ids,
                  PostgresValue.date(now)], Meaning(user: userId))
    }
}
