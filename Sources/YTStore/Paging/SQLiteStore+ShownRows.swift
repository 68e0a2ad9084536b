import Foundation
import GRDB
import YTCore

extension SQLiteStore: ShownRowsStore {
    public func shownRows(userId: Int64?, session: TerminalSession) throws -> ShownRows? {
        let row = try read { db in
            try Row.fetchOne(
                db, sql: """
                    SELECT kind, listing, first_row, ids FROM shown_rows
                    WHERE user_id IS ? AND machine = ? AND terminal_session = ?
                    """, arguments: [userId, session.machine, session.id])
        }
        guard let row else { return nil }
        let idsText: String = try row.decode(atIndex: 3)
        guard let ids = try? JSONDecoder().decode([String].self, from: Data(utf8: idsText)) else {
            throw StoreError.unavailable(detail: "unreadable shown rows")
        }
        return ShownRows(kind: try row.decode(atIndex: 0), listing: try row.decode(atIndex: 1),
                         firstRow: try row.decode(atIndex: 2), ids: ids)
    }

    public func saveShownRows(_ rows: ShownRows, userId: Int64?, session: TerminalSession, now: Date) throws {
        let ids = String(decoding: (try? JSONEncoder().encode(rows.ids)) ?? Data(utf8: "[]"), as: UTF8.self)
        try write { db in
            try db.execute(
                sql: """
                    UPDATE shown_rows SET kind = ?, listing = ?, first_row = ?, ids = ?, updated_at = ?
                    WHERE user_id IS ? AND machine = ? AND terminal_session = ?
                    """, arguments: [rows.kind, rows.listing, rows.firstRow, ids, StoredDate(now), userId, session.machine, session.id])
            guard db.changesCount == 0 else { return }
            try db.execute(
                sql: """
                    INSERT INTO shown_rows (user_id, machine, terminal_session, kind, listing, first_row, ids, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [userId, session.machine, session.id, rows.kind, rows.listing, rows.firstRow, ids, StoredDate(now)])
        }
    }
}
