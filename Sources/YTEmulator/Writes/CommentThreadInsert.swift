/// `commentThreads.insert`: a new top-level comment on a video, authored by the caller's
/// channel. Posting the same text twice posts two threads, as on YouTube.
struct CommentThreadInsert: UserMethod {
    let id = "commentThreads.insert"
    let parameters: Set<String> = ["part"]
    static let readOnly =
        ["id", "etag", "kind", "replies", "snippet.canReply", "snippet.totalReplyCount", "snippet.isPublic"]
        + CommentAuthoring.readOnly(comment: "snippet.topLevelComment.")

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let body = try WriteBody(request)
        _ = try body.parts(known: ["id", "replies", "snippet"], writable: ["snippet"])
        try body.refuseReadOnly(Self.readOnly)
        let catalog = request.catalog
        guard let videoId = body.value("snippet.videoId")?.stringValue, !videoId.isEmpty else {
            throw APIError.channelOrVideoIdMissing
        }
        let text = try CommentAuthoring.text(
            body, at: "snippet.topLevelComment.snippet.textOriginal", resource: "commentThread")
        let author = try CommentAuthoring.authorChannel(request.caller, catalog: catalog, resource: "commentThread")
        guard let videoIndex = catalog.videoByID[videoId] else { throw APIError.videoNotFound }
        let video = catalog.videos[videoIndex]
        guard !video.commentsDisabled else { throw APIError.commentsDisabled }
        let channel = catalog.channel(of: video).id
        let commentId = CommentAuthoring.threadId(seed: catalog.seed, serial: writes.nextSerial(), text: text)
        let comment = UserWrites.Comment(
            id: commentId, videoId: videoId, channelId: channel, parentId: nil, authorChannelId: author, text: text,
            publishedAt: request.now, updatedAt: request.now,
            moderationStatus: writes.isBanned(author, on: channel) ? "rejected" : "published")
        writes.comments.append(comment)
        let overlay = CommentOverlay(catalog: catalog, writes: writes)
        let renderer = CommentRenderer(catalog: catalog, plainText: false)
        let parts = try PartSelection(request.query, known: ["id", "replies", "snippet"])
        return .resource(
            renderer.render(overlay.thread(of: comment, videoIndex: videoIndex), parts: parts, overlay: overlay))
    }
}
