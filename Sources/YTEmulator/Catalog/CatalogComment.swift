/// One comment, either a thread's top-level comment or a reply.
struct CatalogComment: Sendable {
    let id: String
    let videoIndex: Int
    let authorName: String
    let authorChannelId: String
    let authorImage: String
    let text: String
    let likeCount: Int
    let publishedAt: Int64
    let updatedAt: Int64
    let millis: Bool
    /// The thread id for replies; `nil` for top-level comments.
    let parentId: String?
}

/// A comment thread: the top-level comment plus how many replies it has.
struct CatalogCommentThread: Sendable {
    let id: String
    let videoIndex: Int
    let threadIndex: Int
    let topLevel: CatalogComment
    let replyCount: Int
}
