/// The comments every read sees: the catalog's generated threads and replies with users'
/// writes laid over them (their own comments added, deleted ones gone, moderated ones moved out
/// of public view). Threads and comments keep the catalog's types, so ``CommentRenderer``
/// renders users' comments exactly as it renders the catalog's.
struct CommentOverlay {
    let catalog: Catalog
    let writes: UserWrites
    let generator: CommentGenerator

    init(catalog: Catalog, writes: UserWrites) {
        self.catalog = catalog
        self.writes = writes
        generator = CommentGenerator(catalog: catalog)
    }

    /// A thread made from a user's top-level comment has no catalog position.
    static let userThreadIndex = -1

    /// The moderation status of a catalog comment (`published` unless its owner changed it).
    func catalogStatus(_ id: String) -> String {
        writes.moderation[id] ?? "published"
    }

    /// A video's threads in `status` (public reads ask for `published`), newest first.
    func threads(of videoIndex: Int, status: String = "published") -> [CatalogCommentThread] {
        let videoId = catalog.videos[videoIndex].id
        let own = writes.comments.filter {
            $0.parentId == nil && $0.videoId == videoId && $0.moderationStatus == status
        }
        .map { thread(of: $0, videoIndex: videoIndex) }
        let generated = generator.threads(of: videoIndex).filter {
            !writes.deletedComments.contains($0.id) && catalogStatus($0.id) == status
        }.map(edited)
        guard !own.isEmpty else { return generated }
        return (Array(own.reversed()) + generated).enumerated()
            .sorted { lhs, rhs in
                lhs.element.topLevel.publishedAt != rhs.element.topLevel.publishedAt
                    ? lhs.element.topLevel.publishedAt > rhs.element.topLevel.publishedAt : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// A published thread by id, users' or the catalog's.
    func thread(id: String) -> CatalogCommentThread? {
        if let own = writes.comments.first(where: { $0.id == id && $0.parentId == nil }) {
            guard own.moderationStatus == "published", let video = catalog.videoByID[own.videoId] else { return nil }
            return thread(of: own, videoIndex: video)
        }
        guard !writes.deletedComments.contains(id), catalogStatus(id) == "published" else { return nil }
        return generator.thread(id: id).map(edited)
    }

    /// A thread's published replies, newest first.
    func replies(of thread: CatalogCommentThread) -> [CatalogComment] {
        let own = writes.comments.filter { $0.parentId == thread.id && $0.moderationStatus == "published" }
            .reversed().map { comment(of: $0, videoIndex: thread.videoIndex) }
        let generated = generator.replies(of: thread).filter {
            !writes.deletedComments.contains($0.id) && catalogStatus($0.id) == "published"
        }.map(edited)
        guard !own.isEmpty else { return generated }
        return (own + generated).enumerated()
            .sorted { lhs, rhs in
                lhs.element.publishedAt != rhs.element.publishedAt
                    ? lhs.element.publishedAt > rhs.element.publishedAt : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// How many published replies a thread has, without generating the catalog's.
    func replyCount(of thread: CatalogCommentThread) -> Int {
        let prefix = thread.id + "."
        let hidden = writes.deletedComments.union(writes.moderation.filter { $0.value != "published" }.keys)
            .count { $0.hasPrefix(prefix) }
        let own = writes.comments.count { $0.parentId == thread.id && $0.moderationStatus == "published" }
        return thread.replyCount - hidden + own
    }

    /// A published comment (top-level or reply) by id, `nil` when it is gone or hidden.
    func comment(id: String) -> CatalogComment? {
        guard let found = anyComment(id: id), found.status == "published" else { return nil }
        if let parent = found.comment.parentId, thread(id: parent) == nil { return nil }
        return found.comment
    }

    /// Any comment that exists (not deleted), whatever its moderation status, for the write
    /// methods that act on it.
    func anyComment(id: String) -> (comment: CatalogComment, status: String, isUsers: Bool)? {
        if let own = writes.comments.first(where: { $0.id == id }) {
            guard let video = catalog.videoByID[own.videoId] else { return nil }
            return (comment(of: own, videoIndex: video), own.moderationStatus, true)
        }
        guard !writes.deletedComments.contains(id), let generated = generator.comment(id: id) else { return nil }
        if let parent = generated.parentId, writes.deletedComments.contains(parent) { return nil }
        return (edited(generated), catalogStatus(id), false)
    }

    /// A catalog comment with its author's edit, if any.
    func edited(_ comment: CatalogComment) -> CatalogComment {
        guard let edit = writes.commentEdits[comment.id] else { return comment }
        return CatalogComment(
            id: comment.id, videoIndex: comment.videoIndex, authorName: comment.authorName,
            authorChannelId: comment.authorChannelId, authorImage: comment.authorImage, text: edit.text,
            likeCount: comment.likeCount, publishedAt: comment.publishedAt, updatedAt: edit.updatedAt,
            millis: comment.millis, parentId: comment.parentId)
    }

    /// A catalog thread whose top-level comment its author edited; reply counts stay the
    /// catalog's, since they place the generated replies.
    func edited(_ thread: CatalogCommentThread) -> CatalogCommentThread {
        guard writes.commentEdits[thread.id] != nil else { return thread }
        return CatalogCommentThread(
            id: thread.id, videoIndex: thread.videoIndex, threadIndex: thread.threadIndex,
            topLevel: edited(thread.topLevel), replyCount: thread.replyCount)
    }

    /// A user's top-level comment as a thread.
    func thread(of own: UserWrites.Comment, videoIndex: Int) -> CatalogCommentThread {
        CatalogCommentThread(
            id: own.id, videoIndex: videoIndex, threadIndex: Self.userThreadIndex,
            topLevel: comment(of: own, videoIndex: videoIndex), replyCount: 0)
    }

    /// A user's comment in the catalog's shape: the author is the user's channel, as the
    /// catalog's comments by its channels name their handle.
    func comment(of own: UserWrites.Comment, videoIndex: Int) -> CatalogComment {
        let author = catalog.channelByID[own.authorChannelId].map { catalog.channels[$0].customUrl }
        return CatalogComment(
            id: own.id, videoIndex: videoIndex, authorName: author ?? own.authorChannelId,
            authorChannelId: own.authorChannelId,
            authorImage: "https://yt3.ggpht.com/ytc/" + Digest.etag(for: own.authorChannelId)
                + "=s48-c-k-c0x00ffffff-no-rj",
            text: own.text, likeCount: 0, publishedAt: own.publishedAt, updatedAt: own.updatedAt,
            millis: catalog.videos[videoIndex].millis, parentId: own.parentId)
    }
}
