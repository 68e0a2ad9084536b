import Foundation
import YTCore

extension PostgresStore: BulkFilling {
    /// Generated on the server (`generate_series`) in one transaction; see `BulkFilling`.
    @discardableResult
    package func insertComments(
        _ count: Int, on videoId: String, by userId: Int64, from start: Date, hashtagEvery: Int = 0
    ) throws -> ClosedRange<Int64>? {
        guard count > 0 else { return nil }
        return try write(Meaning(user: userId)) { connection in
            let range = try connection.query("""
                WITH inserted AS (
                    INSERT INTO comments (video_id, user_id, body, created_at, updated_at)
                    SELECT $1, $2, 'comment ' || i, to_timestamp($3::float8 + i), to_timestamp($3::float8 + i)
                    FROM generate_series(0, $4::bigint - 1) AS i
                    ORDER BY i
                    RETURNING id
                )
                SELECT min(id), max(id) FROM inserted
                """, [videoId, String(userId), PostgresValue.date(start), String(count)])[0]
            let (first, last) = (try range.int64(0), try range.int64(1))
            if hashtagEvery > 0 {
                try connection.query("""
                    INSERT INTO comment_tags (comment_id, kind, value, position)
                    SELECT id, 'hashtag', 'bench', 0 FROM comments
                    WHERE id BETWEEN $1 AND $2 AND (id - $1) % $3 = 0
                    """, [String(first), String(last), String(hashtagEvery)])
            }
            return first...last
        }
    }
}
