import Foundation
import GRDB
import YTCore

extension SQLiteStore: CursorStore {
    public func cursor(userId: Int64?, listing: String) throws -> PageCursor? {
        // Only the two columns a cursor needs: decoding `updated_at` as a Date would load the
        // calendar and time-zone tables, for every paged run.
        let row = try read { db in
            // `IS` matches NULL to NULL: a signed-out user's cursors have no user_id.
            try Row.fetchOne(
                db, sql: "SELECT path, next_page_token FROM paging_cursors WHERE user_id IS ? AND listing = ?",
                arguments: [userId, listing])
        }
        guard let row else { return nil }
        do {
            let pathText: String = try row.decode(atIndex: 0)
            let path = try JSONDecoder().decode([String?].self, from: Data(utf8: pathText))
            return PageCursor(path: path, nextPageToken: try row.decode(atIndex: 1))
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
                arguments: [path, cursor.nextPageToken, StoredDate(now), userId, listing])
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
