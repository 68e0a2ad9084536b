/// Renders comments (`youtube#comment`) and threads (`youtube#commentThread`).
struct CommentRenderer {
    let catalog: Catalog
    /// `html` gives escaped, linked `textDisplay`; `plainText` repeats the original text.
    let plainText: Bool
    /// Set when the owner of the video lists held or rejected comments; each comment's snippet
    /// then says its `moderationStatus`, as Google's does only for the owner.
    var moderationStatus: String? = nil

    func render(_ comment: CatalogComment) -> JSONValue {
        let video = catalog.videos[comment.videoIndex]
        let display = plainText ? comment.text : HTMLText.commentDisplay(comment.text)
        let snippet: JSONValue = [
            "channelId": .string(catalog.channel(of: video).id),
            "videoId": .string(video.id),
            "textDisplay": .string(display),
            "textOriginal": .string(comment.text),
            "parentId": comment.parentId.map(JSONValue.string),
            "authorDisplayName": .string(comment.authorName),
            "authorProfileImageUrl": .string(comment.authorImage),
            "authorChannelUrl": .string(
                "http://www.youtube.com/"
                    + (comment.authorName.hasPrefix("@") ? comment.authorName : "channel/" + comment.authorChannelId)),
            "authorChannelId": ["value": .string(comment.authorChannelId)],
            "canRate": true,
            "viewerRating": "none",
            "likeCount": .int(comment.likeCount),
            "moderationStatus": moderationStatus.map(JSONValue.string),
            "publishedAt": .string(RFC3339.format(comment.publishedAt, millis: comment.millis)),
            "updatedAt": .string(RFC3339.format(comment.updatedAt, millis: comment.millis)),
        ]
        return [
            "kind": "youtube#comment",
            // Bound to what can change (an edit), so a client's cached copy goes stale with it.
            "etag": .string(
                Digest.etag(
                    for: "comment:\(catalog.seed):\(comment.id):\(comment.updatedAt):\(Digest.hash64(comment.text))")),
            "id": .string(comment.id),
            "snippet": snippet,
        ]
    }

    /// Up to five replies ride along with a thread when `part` includes `replies`; users'
    /// replies and deletions come from `overlay`.
    func render(_ thread: CatalogCommentThread, parts: PartSelection, overlay: CommentOverlay) -> JSONValue {
        let replyCount = overlay.replyCount(of: thread)
        let video = catalog.videos[thread.videoIndex]
        let snippet: JSONValue = [
            "channelId": .string(catalog.channel(of: video).id),
            "videoId": .string(video.id),
            "topLevelComment": render(thread.topLevel),
            "canReply": true,
            "totalReplyCount": .int(replyCount),
            "isPublic": true,
        ]
        let replies: JSONValue? =
            parts.contains("replies") && replyCount > 0
            ? ["comments": .array(overlay.replies(of: thread).prefix(5).map { render($0) })]
            : nil
        return [
            "kind": "youtube#commentThread",
            "etag": .string(
                Digest.etag(
                    for: "thread:\(catalog.seed):\(thread.id):\(replyCount):\(thread.topLevel.updatedAt):"
                        + "\(Digest.hash64(thread.topLevel.text))")),
            "id": .string(thread.id),
            "snippet": parts.contains("snippet") ? snippet : nil,
            "replies": replies,
        ]
    }
}
