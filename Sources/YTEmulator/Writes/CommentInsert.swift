/// `comments.insert`: a reply to a thread's top-level comment, authored by the caller's channel.
struct CommentInsert: UserMethod {
    let id = "comments.insert"
    let parameters: Set<String> = ["part"]
    static let readOnly = CommentAuthoring.readOnly(comment: "") + ["snippet.videoId", "snippet.channelId"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let body = try WriteBody(request)
        _ = try body.parts(known: ["id", "snippet"], writable: ["snippet"])
        try body.refuseReadOnly(Self.readOnly)
        let catalog = request.catalog
        guard let parentId = body.value("snippet.parentId")?.stringValue, !parentId.isEmpty else {
            throw APIError.parentIdMissing
        }
        let text = try CommentAuthoring.text(body, at: "snippet.textOriginal", resource: "comment")
        let author = try CommentAuthoring.authorChannel(request.caller, catalog: catalog, resource: "comment")
        var overlay = CommentOverlay(catalog: catalog, writes: writes)
        guard let parent = overlay.anyComment(id: parentId) else { throw APIError.parentCommentNotFound }
        // Replies nest one level: a reply cannot be replied to, nor can a thread out of public view.
        guard parent.comment.parentId == nil, parent.status == "published" else { throw APIError.replyNotSupported }
        let video = catalog.videos[parent.comment.videoIndex]
        guard !video.commentsDisabled else { throw APIError.commentsDisabled }
        let channel = catalog.channel(of: video).id
        let comment = UserWrites.Comment(
            id: CommentAuthoring.replyId(parent: parentId, seed: catalog.seed, serial: writes.nextSerial(), text: text),
            videoId: video.id, channelId: channel, parentId: parentId, authorChannelId: author, text: text,
            publishedAt: request.now, updatedAt: request.now,
            moderationStatus: writes.isBanned(author, on: channel) ? "rejected" : "published")
        writes.comments.append(comment)
        overlay = CommentOverlay(catalog: catalog, writes: writes)
        let renderer = CommentRenderer(catalog: catalog, plainText: false)
        return .resource(renderer.render(overlay.comment(of: comment, videoIndex: video.index)))
    }
}
