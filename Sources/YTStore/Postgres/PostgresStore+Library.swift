import Foundation
import YTCore

extension PostgresStore: LibraryStore {
    /// - Returns: true when the video was not a favorite yet; an existing one keeps its date and
    ///   takes the new title and channel title.
    @discardableResult
    public func addFavorite(_ favorite: Favorite, userId: Int64) throws -> Bool {
        // `xmax = 0` only for a row this statement inserted, not one it updated.
        try query("""
            INSERT INTO favorites (user_id, video_id, title, channel_title, added_at)
            VALUES ($1, $2, $3, $4, to_timestamp($5))
            ON CONFLICT (user_id, video_id) DO UPDATE SET title = excluded.title, channel_title = excluded.channel_title
            RETURNING xmax = 0
            """, [String(userId), favorite.videoId, favorite.title, favorite.channelTitle,
                  PostgresValue.date(favorite.addedAt)], Meaning(user: userId))[0].bool(0)
    }

    @discardableResult
    public func removeFavorite(videoId: String, userId: Int64) throws -> Bool {
        try !query("DELETE FROM favorites WHERE user_id = $1 AND video_id = $2 RETURNING video_id",
                   [String(userId), videoId]).isEmpty
    }

    public func favorites(userId: Int64) throws -> [Favorite] {
        try query("""
            SELECT video_id, title, channel_title, extract(epoch FROM added_at) FROM favorites WHERE user_id = $1
            ORDER BY added_at DESC, video_id
            """, [String(userId)]).map { row in
            Favorite(videoId: try row.text(0), title: try row.text(1), channelTitle: try row.text(2),
                     addedAt: try row.date(3))
        }
    }

    public func addHistory(videoId: String, title: String, channelTitle: String, userId: Int64, now: Date) throws {
        try query("""
            INSERT INTO history (user_id, video_id, title, channel_title, viewed_at) VALUES ($1, $2, $3, $4, to_timestamp($5))
            """, [String(userId), videoId, title, channelTitle, PostgresValue.date(now)], Meaning(user: userId))
    }

    public func history(userId: Int64, limit: Int) throws -> [HistoryEntry] {
        guard limit > 0 else { return [] }
        return try query("""
            SELECT id, video_id, title, channel_title, extract(epoch FROM viewed_at) FROM history WHERE user_id = $1
            ORDER BY viewed_at DESC, id DESC LIMIT $2
            """, [String(userId), String(limit)]).map { row in
            HistoryEntry(id: try row.int64(0), videoId: try row.text(1), title: try row.text(2),
                         channelTitle: try row.text(3), viewedAt: try row.date(4))
        }
    }

    @discardableResult
    public func clearHistory(userId: Int64) throws -> Int {
        try write { connection in
            let removed = try connection.query("DELETE FROM history WHERE user_id = $1 RETURNING id", [String(userId)]).count
            try connection.query("DELETE FROM watch_progress WHERE user_id = $1", [String(userId)])
            return removed
        }
    }

    public func saveProgress(_ progress: WatchProgress, userId: Int64) throws {
        try query("""
            INSERT INTO watch_progress (user_id, video_id, position_seconds, length_seconds, watched, updated_at)
            VALUES ($1, $2, $3, $4, $5, to_timestamp($6))
            ON CONFLICT (user_id, video_id) DO UPDATE SET position_seconds = excluded.position_seconds,
                length_seconds = coalesce(excluded.length_seconds, watch_progress.length_seconds),
                watched = greatest(watch_progress.watched, excluded.watched), updated_at = excluded.updated_at
            """, [String(userId), progress.videoId, String(progress.position), progress.length.map { String($0) },
                  progress.watched ? "1" : "0", PostgresValue.date(progress.updatedAt)], Meaning(user: userId))
    }

    public func progress(videoIds: [String], userId: Int64) throws -> [String: WatchProgress] {
        guard !videoIds.isEmpty else { return [:] }
        let rows = try query("""
            SELECT video_id, position_seconds, length_seconds, watched, extract(epoch FROM updated_at) FROM watch_progress
            WHERE user_id = $1 AND video_id = ANY($2::text[])
            """, [String(userId), PostgresValue.array(videoIds)])
        return Dictionary(uniqueKeysWithValues: try rows.map { row in
            let progress = WatchProgress(videoId: try row.text(0), position: try row.double(1) ?? 0, length: try row.double(2),
                                         watched: try row.int(3) == 1, updatedAt: try row.date(4))
            return (progress.videoId, progress)
        })
    }
}
