import Foundation
import YTCore

extension PostgresStore: SubscriptionStore {
    @discardableResult
    public func addSubscriptions(_ subscriptions: [Subscription], userId: Int64) throws -> Int {
        try write(Meaning(user: userId)) { connection in
            try subscriptions.reduce(0) { added, subscription in
                added + (try connection.query("""
                    INSERT INTO subscriptions (user_id, channel_id, title, handle, added_at)
                    VALUES ($1, $2, $3, $4, to_timestamp($5))
                    ON CONFLICT (user_id, channel_id) DO NOTHING RETURNING channel_id
                    """, [String(userId), subscription.channelId, subscription.title, subscription.handle,
                          PostgresValue.date(subscription.addedAt)]).count)
            }
        }
    }

    @discardableResult
    public func removeSubscription(channelId: String, userId: Int64) throws -> Bool {
        try !query("DELETE FROM subscriptions WHERE user_id = $1 AND channel_id = $2 RETURNING channel_id",
                   [String(userId), channelId]).isEmpty
    }

    public func subscriptions(userId: Int64) throws -> [Subscription] {
        try query("""
            SELECT channel_id, title, handle, extract(epoch FROM added_at) FROM subscriptions WHERE user_id = $1
            ORDER BY lower(title), channel_id
            """, [String(userId)]).map { row in
            Subscription(channelId: try row.text(0), title: try row.text(1), handle: row[2], addedAt: try row.date(3))
        }
    }

    public func uploadCounts(channelIds: [String], of origin: FeedOrigin) throws -> [String: Int] {
        let rows = try query("""
            SELECT channel_id, video_count FROM channel_uploads
            WHERE user_id = $1 AND api_root = $2 AND channel_id = ANY($3::text[])
            """, [String(origin.userId), origin.apiRoot, PostgresValue.array(channelIds)])
        return Dictionary(try rows.map { (try $0.text(0), try $0.int(1)) }) { first, _ in first }
    }

    /// Each channel's uploads replace what was stored of it from `origin`, in one transaction.
    public func saveUploads(_ uploads: [ChannelUploads], of origin: FeedOrigin, now: Date) throws {
        guard !uploads.isEmpty else { return }
        let user = String(origin.userId)
        // Channels and videos in one order, by id, whatever order they came in: two machines
        // refreshing the same feed at once then take their rows' locks in the same order, and one
        // waits for the other instead of each for the other (PostgreSQL: "deadlock detected").
        try write(Meaning(user: origin.userId)) { connection in
            for channel in uploads.sorted(by: { $0.channelId < $1.channelId }) {
                // One row per video, the last listed winning, as one INSERT cannot touch a row twice.
                let videos = Dictionary(channel.uploads.map { ($0.videoId, $0.publishedAt) }) { _, last in last }
                    .sorted { $0.key < $1.key }
                try connection.query("DELETE FROM channel_videos WHERE user_id = $1 AND api_root = $2 AND channel_id = $3",
                                     [user, origin.apiRoot, channel.channelId])
                try connection.query("""
                    INSERT INTO channel_videos (user_id, api_root, channel_id, video_id, published_at)
                    SELECT $1, $2, $3, video, to_timestamp(published)
                    FROM unnest($4::text[], $5::float8[]) AS t(video, published) ORDER BY video
                    ON CONFLICT (user_id, api_root, channel_id, video_id) DO UPDATE SET published_at = excluded.published_at
                    """, [user, origin.apiRoot, channel.channelId, PostgresValue.array(videos.map(\.key)),
                          "{" + videos.map { PostgresValue.date($0.value) }.joined(separator: ",") + "}"])
                try connection.query("""
                    INSERT INTO channel_uploads (user_id, api_root, channel_id, video_count, checked_at)
                    VALUES ($1, $2, $3, $4, to_timestamp($5))
                    ON CONFLICT (user_id, api_root, channel_id)
                    DO UPDATE SET video_count = excluded.video_count, checked_at = excluded.checked_at
                    """, [user, origin.apiRoot, channel.channelId, String(channel.videoCount), PostgresValue.date(now)])
            }
        }
    }

    public func uploads(channelIds: [String], of origin: FeedOrigin) throws -> [Upload] {
        try query("""
            SELECT channel_id, video_id, extract(epoch FROM published_at) FROM channel_videos
            WHERE user_id = $1 AND api_root = $2 AND channel_id = ANY($3::text[]) ORDER BY published_at DESC, video_id
            """, [String(origin.userId), origin.apiRoot, PostgresValue.array(channelIds)]).map { row in
            Upload(videoId: try row.text(1), channelId: try row.text(0), publishedAt: try row.date(2))
        }
    }

    public func videoDetails(ids: [String], of origin: FeedOrigin, fetchedAfter since: Date) throws -> [String: Video] {
        let rows = try query("""
            SELECT json FROM video_details
            WHERE user_id = $1 AND api_root = $2 AND video_id = ANY($3::text[]) AND fetched_at > to_timestamp($4)
            """, [String(origin.userId), origin.apiRoot, PostgresValue.array(ids), PostgresValue.date(since)])
        let videos = rows.compactMap { row in
            row[0].flatMap { try? JSONDecoder().decode(Video.self, from: Data(utf8: $0)) }
        }
        return Dictionary(videos.map { ($0.id, $0) }) { first, _ in first }
    }

    public func saveVideoDetails(_ videos: [Video], of origin: FeedOrigin, now: Date) throws {
        guard !videos.isEmpty else { return }
        let encoder = JSONEncoder()
        // By id, as `saveUploads`: two machines saving the same details lock them in one order.
        let videos = Dictionary(videos.map { ($0.id, $0) }) { _, last in last }.values.sorted { $0.id < $1.id }
        let json = try videos.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        try query("""
            INSERT INTO video_details (user_id, api_root, video_id, json, fetched_at)
            SELECT $1, $2, id, json, to_timestamp($5) FROM unnest($3::text[], $4::text[]) AS t(id, json) ORDER BY id
            ON CONFLICT (user_id, api_root, video_id) DO UPDATE SET json = excluded.json, fetched_at = excluded.fetched_at
            """, [String(origin.userId), origin.apiRoot, PostgresValue.array(videos.map(\.id)), PostgresValue.array(json),
                  PostgresValue.date(now)], Meaning(user: origin.userId))
    }

    public func seenVideos(_ videoIds: [String], userId: Int64) throws -> Set<String> {
        Set(try query("SELECT video_id FROM seen_videos WHERE user_id = $1 AND video_id = ANY($2::text[])",
                      [String(userId), PostgresValue.array(videoIds)]).map { try $0.text(0) })
    }

    /// Marks the videos seen and returns those no one had marked before: one statement, so two
    /// machines claiming the same videos at once each get a share and never the same one.
    ///
    /// The rows go in sorted by id: a claim that meets another's uncommitted row waits for it,
    /// and two claims taking the same ids in different orders would each wait for the other
    /// (PostgreSQL ends one with "deadlock detected").
    public func claimUnseen(_ videoIds: [String], userId: Int64, now: Date) throws -> Set<String> {
        Set(try query("""
            INSERT INTO seen_videos (user_id, video_id, seen_at)
            SELECT $1, video, to_timestamp($3) FROM unnest($2::text[]) AS t(video) ORDER BY video
            ON CONFLICT (user_id, video_id) DO NOTHING RETURNING video_id
            """, [String(userId), PostgresValue.array(videoIds), PostgresValue.date(now)], Meaning(user: userId))
            .map { try $0.text(0) })
    }
}
