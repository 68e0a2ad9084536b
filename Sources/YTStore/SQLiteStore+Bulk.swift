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
            // SQLite writes the timestamps in GRDB's own `Date` format (`yyyy-MM-dd HH:mm:ss.SSS`, UTC)
            // several times faster than a DateFormatter would.
            let comment = try db.makeStatement(
                sql: """
                    INSERT INTO comments (video_id, user_id, body, created_at, updated_at)
                    VALUES (?1, ?2, ?3, strftime('%Y-%m-%d %H:%M:%f', ?4, 'unixepoch'),
                            strftime('%Y-%m-%d %H:%M:%f', ?4, 'unixepoch'))
                    """)
            let tag = try db.makeStatement(
                sql: "INSERT INTO comment_tags (comment_id, kind, value, position) VALUES (?, 'hashtag', 'bench', 0)")
            var ids: (first: Int64, last: Int64) = (0, 0)
            for index in 0..<count {
                let seconds = start.timeIntervalSince1970 + TimeInterval(index)
                try comment.execute(arguments: [videoId, userId, "comment \(index)", seconds])
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
