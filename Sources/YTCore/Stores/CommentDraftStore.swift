import Foundation

/// A comment for YouTube that could not be posted (the network, the quota, a 5xx, the breaker):
/// kept on this machine so it is never lost, until `ytclone comment post N` sends it.
public struct CommentDraft: Codable, Sendable, Hashable, Identifiable {
    /// The draft's number, which `comment post` and `comment drafts` name.
    public var id: Int64
    public var videoId: String
    /// The YouTube comment replied to, or `nil` for a top-level comment.
    public var parentId: String?
    public var text: String
    public var createdAt: Date

    public init(id: Int64, videoId: String, parentId: String?, text: String, createdAt: Date) {
        self.id = id
        self.videoId = videoId
        self.parentId = parentId
        self.text = text
        self.createdAt = createdAt
    }
}

/// The drafts of YouTube comments each local user has waiting.
public protocol CommentDraftStore: Sendable {
    /// Keeps a draft and returns it with its number.
    func addDraft(videoId: String, parentId: String?, text: String, userId: Int64, now: Date) throws -> CommentDraft
    /// One of `userId`'s drafts, or `nil`.
    func draft(id: Int64, userId: Int64) throws -> CommentDraft?
    /// `userId`'s drafts, oldest first.
    func drafts(userId: Int64) throws -> [CommentDraft]
    /// Forgets a draft once it is posted. - Throws: `StoreError.notFound` unless `userId` has it.
    func deleteDraft(id: Int64, userId: Int64) throws
}
