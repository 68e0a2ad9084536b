import Foundation
import YTCore

extension PostgresStore: CommentStore {
    public func addComment(videoId: String, userId: Int64, body: String, hashtags: [String], mentions: [String],
                           now: Date) throws -> LocalComment {
        try write(Meaning(user: userId)) { connection in
            let id = try connection.query("""
                INSERT INTO comments (video_id, user_id, body, created_at, updated_at)
                VALUES ($1, $2, $3, to_timestamp($4), to_timestamp($4)) RETURNING id
                """, [videoId, String(userId), body, PostgresValue.date(now)])[0].int64(0)
            try Self.insertTags(commentId: id, hashtags: hashtags, mentions: mentions, on: connection)
            return try Self.comment(id: id, on: connection)
        }
    }

    public func comment(id: Int64) throws -> LocalComment? {
        try run { try Self.comments(where: "comments.id = $1", [String(id)], on: connection).first }
    }

    public func updateComment(id: Int64, userId: Int64, body: String, hashtags: [String], mentions: [String],
                              now: Date) throws -> LocalComment {
        try write { connection in
            let updated = try connection.query("""
                UPDATE comments SET body = $1, updated_at = to_timestamp($2) WHERE id = $3 AND user_id = $4 RETURNING id
                """, [body, PostgresValue.date(now), String(id), String(userId)])
            guard !updated.isEmpty else { throw StoreError.notFound(what: "comment", id: String(id)) }
            try connection.query("DELETE FROM comment_tags WHERE comment_id = $1", [String(id)])
            try Self.insertTags(commentId: id, hashtags: hashtags, mentions: mentions, on: connection)
            return try Self.comment(id: id, on: connection)
        }
    }

    public func deleteComment(id: Int64, userId: Int64) throws {
        // The comment's tags go with it (ON DELETE CASCADE).
        let deleted = try query("DELETE FROM comments WHERE id = $1 AND user_id = $2 RETURNING id",
                                [String(id), String(userId)])
        guard !deleted.isEmpty else { throw StoreError.notFound(what: "comment", id: String(id)) }
    }

    public func comments(videoId: String) throws -> [LocalComment] {
        try run {
            try Self.comments(where: "comments.video_id = $1", [videoId], order: "comments.created_at, comments.id",
                              on: connection)
        }
    }

    /// A video's newest comments: `comments_on_video_id` holds `(video_id, created_at, id)`, so
    /// the server reads it backwards from the video's newest entry and stops after `limit`.
    public func latestComments(videoId: String, limit: Int) throws -> [LocalComment] {
        guard limit > 0 else { return [] }
        return try run {
            try Self.comments(where: "comments.video_id = $1", [videoId],
                              order: "comments.created_at DESC, comments.id DESC", limit: limit, on: connection)
        }
    }

    public func comments(hashtag: String) throws -> [LocalComment] {
        try comments(tagged: "hashtag", CommentTagList.normalized(hashtag, sigil: "#"))
    }

    public func comments(mentioning handle: String) throws -> [LocalComment] {
        try comments(tagged: "mention", CommentTagList.normalized(handle, sigil: "@"))
    }

    private func comments(tagged kind: String, _ value: String) throws -> [LocalComment] {
        try run {
            try Self.comments(
                where: "comments.id IN (SELECT comment_id FROM comment_tags WHERE kind = $1 AND value = $2)",
                [kind, value], order: "comments.created_at DESC, comments.id DESC", on: connection)
        }
    }

    /// Tags as `CommentTagList` says, in one INSERT per kind.
    private static func insertTags(commentId: Int64, hashtags: [String], mentions: [String],
                                   on connection: PostgresConnection) throws {
        for (kind, values, sigil) in [("hashtag", hashtags, Character("#")), ("mention", mentions, "@")] {
            let distinct = CommentTagList.distinct(values, sigil: sigil)
            guard !distinct.isEmpty else { continue }
            try connection.query("""
                INSERT INTO comment_tags (comment_id, kind, value, position)
                SELECT $1, $2, value, position - 1 FROM unnest($3::text[]) WITH ORDINALITY AS t(value, position)
                """, [String(commentId), kind, PostgresValue.array(distinct)])
        }
    }

    private static func comment(id: Int64, on connection: PostgresConnection) throws -> LocalComment {
        guard let comment = try comments(where: "comments.id = $1", [String(id)], on: connection).first else {
            throw StoreError.notFound(what: "comment", id: String(id))
        }
        return comment
    }

    /// Comments matching `condition`, with their author's current handle and their tags, in one
    /// statement: the tags come as JSON arrays ordered by position.
    private static func comments(where condition: String, _ parameters: [String?], order: String = "comments.id",
                                 limit: Int? = nil, on connection: PostgresConnection) throws -> [LocalComment] {
        let rows = try connection.query("""
            SELECT comments.id, comments.video_id, comments.user_id, users.handle, comments.body,
                   extract(epoch FROM comments.created_at), extract(epoch FROM comments.updated_at),
                   to_json(ARRAY(SELECT value FROM comment_tags WHERE comment_id = comments.id AND kind = 'hashtag'
                                 ORDER BY position)),
                   to_json(ARRAY(SELECT value FROM comment_tags WHERE comment_id = comments.id AND kind = 'mention'
                                 ORDER BY position))
            FROM comments JOIN users ON users.id = comments.user_id
            WHERE \(condition)
            ORDER BY \(order)
            \(limit.map { "LIMIT \($0)" } ?? "")
            """, parameters)
        return try rows.map { row in
            LocalComment(id: try row.int64(0), videoId: try row.text(1), userId: try row.int64(2),
                         authorHandle: try row.text(3), body: try row.text(4),
                         hashtags: try row.strings(7),
                         mentions: try row.strings(8),
                         createdAt: try row.date(5), updatedAt: try row.date(6))
        }
    }
}
