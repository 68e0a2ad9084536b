import Foundation
import GRDB
import YTCore

extension SQLiteStore: BulkFilling {
    /// One prepared INSERT run `count` times in one transaction; see `BulkFilling`.
    @discardableResult
    package func insertComments(
        _ count: Int, on videoId: String, by userId: Int64, from start: Date, hashtagEvery: Int = 0
    ) throws -> ClosedRange<Int64>? {
        guard count > 0 else { return nil }
        return try write { db in
            // Timestamps as every write of the store stamps them (`StoredDate`).
            let comment = try db.makeStatement(
                sql: "INSERT INTO comments (video_id, user_id, body, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)")
            let tag = try db.makeStatement(
                sql: "INSERT INTO comment_tags (comment_id, kind, value, position) VALUES (?, 'hashtag', 'bench', 0)")
            var ids: (first: Int64, last: Int64) = (0, 0)
            for index in 0..<count {
                let stamp = StoredDate(start.addingTimeInterval(TimeInterval(index)))
                try comment.execute(arguments: [videoId, userId, "comment \(index)", stamp])
                ids.last = db.lastInsertedRowID
                if index == 0 { ids.first = ids.last }
                if hashtagEvery > 0 && index % hashtagEvery == 0 {
                    try tag.execute(arguments: [ids.last])
                }
            }
            return ids.first...ids.last
        }
    }
}
