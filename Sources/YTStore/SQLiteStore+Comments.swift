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
                arguments: [body, now, id, userId])
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

    public func comments(hashtag: String) throws -> [LocalComment] {
        try comments(tagged: .hashtag, Self.normalizedTag(hashtag, sigil: "#"))
    }

    public func comments(mentioning handle: String) throws -> [LocalComment] {
        try comments(tagged: .mention, Self.normalizedTag(handle, sigil: "@"))
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
            var seen = Set<String>()
            let distinct = values.map { normalizedTag($0, sigil: sigil) }
                .filter { !$0.isEmpty && seen.insert($0).inserted }
            for (position, value) in distinct.enumerated() {
                try CommentTagRecord(commentId: commentId, kind: kind, value: value, position: position).insert(db)
            }
        }
    }

    private static func normalizedTag(_ tag: String, sigil: Character) -> String {
        (tag.first == sigil ? String(tag.dropFirst()) : tag).lowercased()
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
        return try rows.map { row in
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
