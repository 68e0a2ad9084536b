/// `comments.delete`: the author, or the owner of the video's channel, removes a comment; a
/// thread's replies go with it. Deleted catalog comments are remembered so every read leaves
/// them out.
struct CommentDelete: UserMethod {
    let id = "comments.delete"
    let parameters: Set<String> = ["id"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        guard let commentId = request.query.nonEmpty("id") else { throw APIError.required("id") }
        let overlay = CommentOverlay(catalog: request.catalog, writes: writes)
        guard let found = overlay.anyComment(id: commentId) else { throw APIError.commentNotFound }
        let isAuthor = request.caller.user.channelId == found.comment.authorChannelId
        guard
            isAuthor || CommentAuthoring.ownsVideo(of: found.comment, caller: request.caller, catalog: request.catalog)
        else { throw APIError.commentForbidden("deleted") }
        if found.isUsers {
            writes.comments.removeAll { $0.id == commentId || $0.parentId == commentId }
        } else {
            writes.deletedComments.insert(commentId)
            writes.comments.removeAll { $0.parentId == commentId }
        }
        return .noContent
    }
}
