import Foundation
import GRDB
import YTCore

extension SQLiteStore: CommentDraftStore {
    public func addDraft(videoId: String, parentId: String?, text: String, userId: Int64, now: Date) throws -> CommentDraft {
        try write { db in
            do {
                try db.execute(
                    sql: "INSERT INTO comment_drafts (user_id, video_id, parent_id, body, created_at) VALUES (?, ?, ?, ?, ?)",
                    arguments: [userId, videoId, parentId, text, StoredDate(now)])
            } catch let error as DatabaseError where error.isForeignKeyViolation {
                throw StoreError.notFound(what: "user", id: String(userId))
            }
            return CommentDraft(id: db.lastInsertedRowID, videoId: videoId, parentId: parentId, text: text, createdAt: now)
        }
    }

    public func draft(id: Int64, userId: Int64) throws -> CommentDraft? {
        try read { db in try Self.drafts(where: "id = ? AND user_id = ?", [id, userId], in: db).first }
    }

    public func drafts(userId: Int64) throws -> [CommentDraft] {
        try read { db in try Self.drafts(where: "user_id = ?", [userId], in: db) }
    }

    public func deleteDraft(id: Int64, userId: Int64) throws {
        try write { db in
            try db.execute(sql: "DELETE FROM comment_drafts WHERE id = ? AND user_id = ?", arguments: [id, userId])
            guard db.changesCount > 0 else { throw StoreError.notFound(what: "draft", id: String(id)) }
        }
    }

    private static func drafts(where condition: String, _ arguments: StatementArguments, in db: Database) throws -> [CommentDraft] {
        try Row.fetchAll(
            db, sql: "SELECT id, video_id, parent_id, body, created_at FROM comment_drafts WHERE \(condition) ORDER BY created_at, id",
            arguments: arguments
        ).map { CommentDraft(id: $0["id"], videoId: $0["video_id"], parentId: $0["parent_id"], text: $0["body"], createdAt: $0.date("created_at")) }
    }
}
