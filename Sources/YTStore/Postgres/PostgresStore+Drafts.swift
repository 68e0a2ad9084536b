import Foundation
import YTCore

extension PostgresStore: CommentDraftStore {
    public func addDraft(videoId: String, parentId: String?, text: String, userId: Int64, now: Date) throws -> CommentDraft {
        let id = try query("""
            INSERT INTO comment_drafts (user_id, video_id, parent_id, body, created_at)
            VALUES ($1, $2, $3, $4, to_timestamp($5)) RETURNING id
            """, [String(userId), videoId, parentId, text, PostgresValue.date(now)], Meaning(user: userId))[0].int64(0)
        return CommentDraft(id: id, videoId: videoId, parentId: parentId, text: text, createdAt: now)
    }

    public func draft(id: Int64, userId: Int64) throws -> CommentDraft? {
        try drafts(where: "id = $1 AND user_id = $2", [String(id), String(userId)]).first
    }

    public func drafts(userId: Int64) throws -> [CommentDraft] {
        try drafts(where: "user_id = $1", [String(userId)])
    }

    public func deleteDraft(id: Int64, userId: Int64) throws {
        let deleted = try query("DELETE FROM comment_drafts WHERE id = $1 AND user_id = $2 RETURNING id",
                                [String(id), String(userId)])
        guard !deleted.isEmpty else { throw StoreError.notFound(what: "draft", id: String(id)) }
    }

    private func drafts(where condition: String, _ parameters: [String?]) throws -> [CommentDraft] {
        try query("""
            SELECT id, video_id, parent_id, body, extract(epoch FROM created_at) FROM comment_drafts
            WHERE \(condition) ORDER BY created_at, id
            """, parameters).map {
            CommentDraft(id: try $0.int64(0), videoId: try $0.text(1), parentId: $0[2], text: try $0.text(3), createdAt: try $0.date(4))
        }
    }
}
