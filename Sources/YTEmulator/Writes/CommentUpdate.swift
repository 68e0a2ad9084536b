/// `comments.update`: the author edits a comment's text; `updatedAt` moves, `publishedAt` stays.
/// Only comments users posted can change; the catalog's are never the caller's to edit.
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
        guard let channel = request.caller.user.channelId, found.comment.authorChannelId == channel,
            let index = writes.comments.firstIndex(where: { $0.id == commentId })
        else { throw APIError.commentForbidden("updated") }
        writes.comments[index].text = text
        writes.comments[index].updatedAt = max(request.now, writes.comments[index].publishedAt)
        let renderer = CommentRenderer(catalog: request.catalog, plainText: false)
        return .resource(
            renderer.render(overlay.comment(of: writes.comments[index], videoIndex: found.comment.videoIndex)))
    }
}
