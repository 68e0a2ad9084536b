import Foundation
import GRDB
import YTCore

extension SQLiteStore: CommentStore {
    public func addComment(
        videoId: String, userId: Int64, body: String, hashtags: [String], mentions: [String],
        now: Date
    ) throws -> LocalComment {
        try write { db in
            var record = CommentRecord(
                id: nil, videoId: videoId, userId: userId, body: body,
                createdAt: now, updatedAt: now)
            do {
                try record.insert(db)
            } catch let error as DatabaseError where error.isForeignKeyViolation {
                throw StoreError.notFound(what: "user", id: String(userId))
            }
            let id = record.id ?? db.lastInsertedRowID
            try Self.insertTags(commentId: id, hashtags: hashtags, mentions: mentions, in: db)
            return try Self.comment(id: id, in: db)
        }
    }

    public func comment(id: Int64) throws -> LocalComment? {
        try read { db in try Self.comments(where: "comments.id = \(id)", in: db).first }
    }

    public func updateComment(
        id: Int64, userId: Int64, body: String, hashtags: [String], mentions: [String],
        now: Date
    ) throws -> LocalComment {
        try write { db in
            try db.execute(
                sql: "UPDATE comments SET body = ?, updated_at = ? WHERE id = ? AND user_id = ?",
                arguments: [body, StoredDate(now), id, userId])
            guard db.changesCount > 0 else { throw StoreError.notFound(what: "comment", id: String(id)) }
            try db.execute(sql: "DELETE FROM comment_tags WHERE comment_id = ?", arguments: [id])
            try Self.insertTags(commentId: id, hashtags: hashtags, mentions: mentions, in: db)
            return try Self.comment(id: id, in: db)
        }
    }

    public func deleteComment(id: Int64, userId: Int64) throws {
        try write { db in
            // The comment's tags go with it (ON DELETE CASCADE).
            try db.execute(sql: "DELETE FROM comments WHERE id = ? AND user_id = ?", arguments: [id, userId])
            guard db.changesCount > 0 else { throw StoreError.notFound(what: "comment", id: String(id)) }
        }
    }

    public func comments(videoId: String) throws -> [LocalComment] {
        try read { db in
            try Self.comments(
                where: "comments.video_id = \(videoId)",
                order: "comments.created_at, comments.id", in: db)
        }
    }

    public func latestComments(videoId: String, limit: Int) throws -> [LocalComment] {
        guard limit > 0 else { return [] }
        return try read { db in
            let query = Self.latestCommentsQuery(videoId: videoId, limit: limit)
            // Cached: prepared once per reader connection rather than on every call.
            let rows = try SQLRequest<Row>(literal: query, cached: true).fetchAll(db)
            let ids = rows.map { $0["id"] as Int64 }
            // The tags of these few comments only, not of every comment on the video.
            return try Self.localComments(rows, tags: Self.tagsByComment(where: "comment_id IN \(ids)", in: db))
        }
    }

    /// `EXPLAIN QUERY PLAN` of `latestComments(videoId:limit:)`'s query, one detail line per step.
    ///
    /// Tests check it walks `comments_on_video_id` backwards and stops after `limit` rows, rather
    /// than sorting all of the video's comments in a temporary B-tree.
    package func latestCommentsQueryPlan(videoId: String, limit: Int) throws -> [String] {
        let query: SQL = "EXPLAIN QUERY PLAN " + Self.latestCommentsQuery(videoId: videoId, limit: limit)
        return try read { db in try SQLRequest<Row>(literal: query).fetchAll(db).map { $0["detail"] } }
    }

    /// A video's newest comments. `comments_on_video_id` holds `(video_id, created_at, id)`, so
    /// SQLite reads it backwards from the video's newest entry; CROSS JOIN keeps `comments` the
    /// outer loop whatever `ANALYZE` says, or the order would need a sort of every matching row.
    private static func latestCommentsQuery(videoId: String, limit: Int) -> SQL {
        """
        SELECT comments.*, users.handle AS author_handle
        FROM comments CROSS JOIN users ON users.id = comments.user_id
        WHERE comments.video_id = \(videoId)
        ORDER BY comments.created_at DESC, comments.id DESC
        LIMIT \(limit)
        """
    }

    public func comments(hashtag: String) throws -> [LocalComment] {
        try comments(tagged: .hashtag, CommentTagList.normalized(hashtag, sigil: "#"))
    }

    public func comments(mentioning handle: String) throws -> [LocalComment] {
        try comments(tagged: .mention, CommentTagList.normalized(handle, sigil: "@"))
    }

    /// Comments carrying one tag, newest first.
    private func comments(tagged kind: CommentTagRecord.Kind, _ value: String) throws -> [LocalComment] {
        try read { db in
            try Self.comments(
                where: """
                    comments.id IN (SELECT comment_id FROM comment_tags
                                    WHERE kind = \(kind.rawValue) AND value = \(value))
                    """,
                order: "comments.created_at DESC, comments.id DESC", in: db)
        }
    }

    /// Tags are stored lower-cased, without their sigil, each once, in order of first appearance.
    private static func insertTags(
        commentId: Int64, hashtags: [String], mentions: [String],
        in db: Database
    ) throws {
        for (kind, values) in [(CommentTagRecord.Kind.hashtag, hashtags), (.mention, mentions)] {
            let sigil: Character = kind == .hashtag ? "#" : "@"
            for (position, value) in CommentTagList.distinct(values, sigil: sigil).enumerated() {
                try CommentTagRecord(commentId: commentId, kind: kind, value: value, position: position).insert(db)
            }
        }
    }

    private static func comment(id: Int64, in db: Database) throws -> LocalComment {
        guard let comment = try comments(where: "comments.id = \(id)", in: db).first else {
            throw StoreError.notFound(what: "comment", id: String(id))
        }
        return comment
    }

    /// Comments matching `condition`, with their author's current handle and their tags.
    private static func comments(
        where condition: SQL, order: SQL = "comments.id",
        in db: Database
    ) throws -> [LocalComment] {
        let rows = try SQLRequest<Row>(
            literal: """
                SELECT comments.*, users.handle AS author_handle
                FROM comments JOIN users ON users.id = comments.user_id
                WHERE \(condition)
                ORDER BY \(order)
                """
        ).fetchAll(db)
        let tags = try tagsByComment(
            where: "comment_id IN (SELECT comments.id FROM comments WHERE \(condition))", in: db)
        return try localComments(rows, tags: tags)
    }

    /// Comments from rows of `comments` with an `author_handle` column, and their tags by comment id.
    private static func localComments(_ rows: [Row], tags: [Int64: [CommentTagRecord]]) throws -> [LocalComment] {
        try rows.map { row in
            let record = try CommentRecord(row: row)
            let id = record.id ?? 0
            let commentTags = tags[id] ?? []
            return LocalComment(
                id: id, videoId: record.videoId, userId: record.userId, authorHandle: row["author_handle"],
                body: record.body,
                hashtags: commentTags.filter { $0.kind == .hashtag }.map(\.value),
                mentions: commentTags.filter { $0.kind == .mention }.map(\.value),
                createdAt: record.createdAt, updatedAt: record.updatedAt)
        }
    }

    private static func tagsByComment(where condition: SQL, in db: Database) throws -> [Int64: [CommentTagRecord]] {
        let tags = try SQLRequest<CommentTagRecord>(
            literal: """
                SELECT * FROM comment_tags WHERE \(condition) ORDER BY comment_id, kind, position
                """
        ).fetchAll(db)
        return Dictionary(grouping: tags, by: \.commentId)
    }
}
