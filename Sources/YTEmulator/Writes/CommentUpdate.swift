/// `comments.update`: the author edits a comment's text; `updatedAt` moves, `publishedAt` stays.
/// The catalog's comments whose author is the caller's channel change too (`commentEdits`).
struct CommentUpdate: UserMethod {
    let id = "comments.update"
    let parameters: Set<String> = ["part"]
    static let readOnly =
        CommentAuthoring.readOnly(comment: "").filter { $0 != "id" }
        + ["snippet.videoId", "snippet.channelId", "snippet.parentId"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let body = try WriteBody(request)
        _ = try body.parts(known: ["id", "snippet"], writable: ["snippet"])
        try body.refuseReadOnly(Self.readOnly)
        let commentId = try body.required("id")
        let text = try CommentAuthoring.text(body, at: "snippet.textOriginal", resource: "comment")
        let overlay = CommentOverlay(catalog: request.catalog, writes: writes)
        guard let found = overlay.anyComment(id: commentId) else { throw APIError.commentNotFoundInBody }
        guard let channel = request.caller.user.channelId, found.comment.authorChannelId == channel else {
            throw APIError.commentForbidden("updated")
        }
        let updatedAt = max(request.now, found.comment.publishedAt)
        if let index = writes.comments.firstIndex(where: { $0.id == commentId }) {
            writes.comments[index].text = text
            writes.comments[index].updatedAt = updatedAt
        } else {
            writes.commentEdits[commentId] = UserWrites.CommentEdit(text: text, updatedAt: updatedAt)
        }
        let renderer = CommentRenderer(catalog: request.catalog, plainText: false)
        guard let updated = CommentOverlay(catalog: request.catalog, writes: writes).anyComment(id: commentId) else {
            throw APIError.commentNotFoundInBody
        }
        return .resource(renderer.render(updated.comment))
    }
}
