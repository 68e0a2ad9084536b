import Foundation
import GRDB
import YTCore

extension SQLiteStore: SubscriptionStore {
    @discardableResult
    public func addSubscriptions(_ subscriptions: [Subscription], userId: Int64) throws -> Int {
        try write { db in
            var added = 0
            for subscription in subscriptions {
                do {
                    try db.execute(
                        literal: """
                            INSERT INTO subscriptions (user_id, channel_id, title, handle, added_at)
                            VALUES (\(userId), \(subscription.channelId), \(subscription.title), \(subscription.handle),
                                    \(StoredDate(subscription.addedAt)))
                            ON CONFLICT (user_id, channel_id) DO NOTHING
                            """)
                } catch let error as DatabaseError where error.isForeignKeyViolation {
                    throw StoreError.notFound(what: "user", id: String(userId))
                }
                added += db.changesCount
            }
            return added
        }
    }

    @discardableResult
    public func removeSubscription(channelId: String, userId: Int64) throws -> Bool {
        try write { db in
            try db.execute(literal: "DELETE FROM subscriptions WHERE user_id = \(userId) AND channel_id = \(channelId)")
            return db.changesCount > 0
        }
    }

    public func subscriptions(userId: Int64) throws -> [Subscription] {
        try read { db in
            // A cursor's rows are read in place, not copied; by position, as `uploads` reads.
            try Array(SQLRequest<Row>(
                literal: """
                    SELECT channel_id, title, handle, added_at FROM subscriptions WHERE user_id = \(userId)
                    ORDER BY title COLLATE NOCASE, channel_id
                    """
            ).fetchCursor(db).map {
                Subscription(channelId: $0[0], title: $0[1], handle: $0[2], addedAt: $0.date(atIndex: 3))
            })
        }
    }

    public func uploadCounts(channelIds: [String], of origin: FeedOrigin) throws -> [String: Int] {
        try read { db in
            let counts = try SQLRequest<Row>(
                literal: """
                    SELECT channel_id, video_count FROM channel_uploads
                    WHERE user_id = \(origin.userId) AND api_root = \(origin.apiRoot) AND channel_id IN \(anyOf: channelIds)
                    """
            ).fetchCursor(db).map { (channelId: $0[0] as String, count: $0[1] as Int) }
            return Dictionary(try Array(counts)) { first, _ in first }
        }
    }

    public func saveUploads(_ uploads: [ChannelUploads], of origin: FeedOrigin, now: Date) throws {
        guard !uploads.isEmpty else { return }
        try writeOwned(by: origin) { db in
            let delete = try db.cachedStatement(
                sql: "DELETE FROM channel_videos WHERE user_id = ? AND api_root = ? AND channel_id = ?")
            let insert = try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO channel_videos (user_id, api_root, channel_id, video_id, published_at)
                    VALUES (?, ?, ?, ?, ?)
                    """)
            let count = try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO channel_uploads (user_id, api_root, channel_id, video_count, checked_at)
                    VALUES (?, ?, ?, ?, ?)
                    """)
            for channel in uploads {
                try delete.execute(arguments: [origin.userId, origin.apiRoot, channel.channelId])
                for upload in channel.uploads {
                    try insert.execute(arguments: [origin.userId, origin.apiRoot, channel.channelId, upload.videoId,
                                                   StoredDate(upload.publishedAt)])
                }
                try count.execute(arguments: [origin.userId, origin.apiRoot, channel.channelId, channel.videoCount, StoredDate(now)])
            }
        }
    }

    public func uploads(channelIds: [String], of origin: FeedOrigin) throws -> [Upload] {
        try read { db in
            try Array(SQLRequest<Row>(
                literal: """
                    SELECT channel_id, video_id, published_at FROM channel_videos
                    WHERE user_id = \(origin.userId) AND api_root = \(origin.apiRoot) AND channel_id IN \(anyOf: channelIds)
                    ORDER BY published_at DESC, video_id
                    """
            ).fetchCursor(db).map {
                // By position: a name is looked up case-insensitively, on each of a refresh's thousands of rows.
                Upload(videoId: $0[1], channelId: $0[0], publishedAt: $0.date(atIndex: 2))
            })
        }
    }

    public func videoDetails(ids: [String], of origin: FeedOrigin, fetchedAfter since: Date) throws -> [String: Video] {
        try read { db in
            let rows = try SQLRequest<Row>(
                literal: """
                    SELECT json FROM video_details
                    WHERE user_id = \(origin.userId) AND api_root = \(origin.apiRoot) AND video_id IN \(anyOf: ids)
                        AND fetched_at > \(StoredDate(since))
                    """
            ).fetchAll(db)
            let videos = rows.compactMap { row -> Video? in
                let json: String = row["json"]
                return try? JSONDecoder().decode(Video.self, from: Data(utf8: json))
            }
            return Dictionary(videos.map { ($0.id, $0) }) { first, _ in first }
        }
    }

    public func saveVideoDetails(_ videos: [Video], of origin: FeedOrigin, now: Date) throws {
        guard !videos.isEmpty else { return }
        let encoder = JSONEncoder()
        try writeOwned(by: origin) { db in
            // One statement compiled for the fifty rows of a lookup, as `saveUploads` does.
            let insert = try db.cachedStatement(
                sql: """
                    INSERT OR REPLACE INTO video_details (user_id, api_root, video_id, json, fetched_at)
                    VALUES (?, ?, ?, ?, ?)
                    """)
            for video in videos {
                let json = String(decoding: try encoder.encode(video), as: UTF8.self)
                try insert.execute(arguments: [origin.userId, origin.apiRoot, video.id, json, StoredDate(now)])
            }
        }
    }

    /// A write of rows `origin`'s user owns: a user deleted meanwhile is `StoreError.notFound`.
    private func writeOwned(by origin: FeedOrigin, _ body: (Database) throws -> Void) throws {
        try write { db in
            do {
                try body(db)
            } catch let error as DatabaseError where error.isForeignKeyViolation {
                throw StoreError.notFound(what: "user", id: String(origin.userId))
            }
        }
    }

    public func seenVideos(_ videoIds: [String], userId: Int64) throws -> Set<String> {
        try read { db in
            Set(try SQLRequest<String>(
                literal: "SELECT video_id FROM seen_videos WHERE user_id = \(userId) AND video_id IN \(anyOf: videoIds)"
            ).fetchAll(db))
        }
    }

    public func claimUnseen(_ videoIds: [String], userId: Int64, now: Date) throws -> Set<String> {
        try write { db in
            var claimed = Set<String>()
            // Compiled once: a cron run of `feed --new` may claim every upload of a thousand channels.
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO seen_videos (user_id, video_id, seen_at) VALUES (?, ?, ?)
                    ON CONFLICT (user_id, video_id) DO NOTHING
                    """)
            for videoId in videoIds {
                try insert.execute(arguments: [userId, videoId, StoredDate(now)])
                if db.changesCount > 0 { claimed.insert(videoId) }
            }
            return claimed
        }
    }
}
