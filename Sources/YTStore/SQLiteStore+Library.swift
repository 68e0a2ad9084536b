import Foundation
import GRDB
import YTCore

extension SQLiteStore: LibraryStore {
    /// Adds a favorite, or refreshes the title and channel of one already saved (which keeps its
    /// original `addedAt`, and so its place in the list).
    @discardableResult
    public func addFavorite(_ favorite: Favorite, userId: Int64) throws -> Bool {
        try write { db in
            let record = FavoriteRecord(favorite, userId: userId)
            if try record.exists(db) {
                try db.execute(
                    sql: "UPDATE favorites SET title = ?, channel_title = ? WHERE user_id = ? AND video_id = ?",
                    arguments: [record.title, record.channelTitle, userId, record.videoId])
                return false
            }
            do {
                try record.insert(db)
            } catch let error as DatabaseError where error.isForeignKeyViolation {
                throw StoreError.notFound(what: "user", id: String(userId))
            }
            return true
        }
    }

    @discardableResult
    public func removeFavorite(videoId: String, userId: Int64) throws -> Bool {
        try write { db in
            try db.execute(
                sql: "DELETE FROM favorites WHERE user_id = ? AND video_id = ?",
                arguments: [userId, videoId])
            return db.changesCount > 0
        }
    }

    public func favorites(userId: Int64) throws -> [Favorite] {
        try read { db in
            try FavoriteRecord.fetchAll(
                db,
                sql: "SELECT * FROM favorites WHERE user_id = ? ORDER BY added_at DESC, video_id",
                arguments: [userId]
            ).map(\.favorite)
        }
    }

    public func addHistory(
        videoId: String, title: String, channelTitle: String, userId: Int64,
        now: Date
    ) throws {
        try write { db in
            var record = HistoryRecord(
                id: nil, userId: userId, videoId: videoId, title: title,
                channelTitle: channelTitle, viewedAt: now)
            do {
                try record.insert(db)
            } catch let error as DatabaseError where error.isForeignKeyViolation {
                throw StoreError.notFound(what: "user", id: String(userId))
            }
        }
    }

    public func history(userId: Int64, limit: Int) throws -> [HistoryEntry] {
        guard limit > 0 else { return [] }
        return try read { db in
            try HistoryRecord.fetchAll(
                db,
                sql: "SELECT * FROM history WHERE user_id = ? ORDER BY viewed_at DESC, id DESC LIMIT ?",
                arguments: [userId, limit]
            ).map(\.entry)
        }
    }

    @discardableResult
    public func clearHistory(userId: Int64) throws -> Int {
        try write { db in
            try db.execute(sql: "DELETE FROM history WHERE user_id = ?", arguments: [userId])
            let removed = db.changesCount
            try db.execute(sql: "DELETE FROM watch_progress WHERE user_id = ?", arguments: [userId])
            return removed
        }
    }

    public func saveProgress(_ progress: WatchProgress, userId: Int64) throws {
        try write { db in
            do {
                try db.execute(
                    sql: """
                        INSERT INTO watch_progress (user_id, video_id, position_seconds, length_seconds, watched, updated_at)
                        VALUES (?, ?, ?, ?, ?, ?)
                        ON CONFLICT (user_id, video_id) DO UPDATE SET position_seconds = excluded.position_seconds,
                            length_seconds = coalesce(excluded.length_seconds, length_seconds), watched = watched OR excluded.watched,
                            updated_at = excluded.updated_at
                        """,
                    arguments: [userId, progress.videoId, progress.position, progress.length, progress.watched,
                                StoredDate(progress.updatedAt)])
            } catch let error as DatabaseError where error.isForeignKeyViolation {
                throw StoreError.notFound(what: "user", id: String(userId))
            }
        }
    }

    public func progress(videoIds: [String], userId: Int64) throws -> [String: WatchProgress] {
        guard !videoIds.isEmpty else { return [:] }
        return try read { db in
            let rows = try SQLRequest<Row>(
                literal: """
                    SELECT video_id, position_seconds, length_seconds, watched, updated_at FROM watch_progress
                    WHERE user_id = \(userId) AND video_id IN \(anyOf: videoIds)
                    """
            ).fetchAll(db)
            return Dictionary(uniqueKeysWithValues: rows.map { row in
                let progress = WatchProgress(videoId: row["video_id"], position: row["position_seconds"], length: row["length_seconds"],
                                             watched: row["watched"], updatedAt: row.date("updated_at"))
                return (progress.videoId, progress)
            })
        }
    }
}
