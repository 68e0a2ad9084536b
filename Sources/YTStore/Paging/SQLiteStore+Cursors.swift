import Foundation
import GRDB
import YTCore

extension SQLiteStore: CursorStore {
    public func cursor(userId: Int64?, listing: String) throws -> PageCursor? {
        let record = try read { db in
            // `IS` matches NULL to NULL: a signed-out user's cursors have no user_id.
            try PagingCursorRecord.fetchOne(
                db, sql: "SELECT * FROM paging_cursors WHERE user_id IS ? AND listing = ?",
                arguments: [userId, listing])
        }
        guard let record else { return nil }
        do {
            let path = try JSONDecoder().decode([String?].self, from: Data(record.path.utf8))
            return PageCursor(path: path, nextPageToken: record.nextPageToken)
        } catch {
            throw StoreError.unavailable(detail: "unreadable paging cursor for \(listing): \(error)")
        }
    }

    public func saveCursor(_ cursor: PageCursor, userId: Int64?, listing: String, now: Date) throws {
        let path: String
        do {
            path = String(decoding: try JSONEncoder().encode(cursor.path), as: UTF8.self)
        } catch {
            throw StoreError.unavailable(detail: "cannot encode paging cursor for \(listing): \(error)")
        }
        try write { db in
            try db.execute(
                sql: """
                    UPDATE paging_cursors SET path = ?, next_page_token = ?, updated_at = ?
                    WHERE user_id IS ? AND listing = ?
                    """,
                arguments: [path, cursor.nextPageToken, now, userId, listing])
            guard db.changesCount == 0 else { return }
            var record = PagingCursorRecord(
                id: nil, userId: userId, listing: listing, path: path,
                nextPageToken: cursor.nextPageToken, updatedAt: now)
            do {
                try record.insert(db)
            } catch let error as DatabaseError where error.isForeignKeyViolation {
                throw StoreError.notFound(what: "user", id: userId.map { String($0) } ?? "")
            }
        }
    }
}
