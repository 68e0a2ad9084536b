/// `comments.setModerationStatus`: the owner of the videos' channel holds, publishes or rejects
/// comments (users' and the catalog's); `banAuthor` with `rejected` also rejects the authors'
/// later comments on the channel. Every id is checked before any changes. A rejected comment
/// cannot be published again (reference page): it stays rejected, and strict mode refuses the call.
struct CommentModeration: UserMethod {
    let id = "comments.setModerationStatus"
    let parameters: Set<String> = ["banAuthor", "id", "moderationStatus"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let query = request.query
        let ids = query.list("id")
        guard !ids.isEmpty else { throw APIError.required("id") }
        guard query.has("moderationStatus") else { throw APIError.required("moderationStatus") }
        let status = try query.choice(
            "moderationStatus", ["heldForReview", "published", "rejected"], default: "published")
        let ban = query.value("banAuthor")?.lowercased() == "true"
        if let value = query.value("banAuthor"), !["true", "false"].contains(value.lowercased()) {
            throw APIError.invalidValue("banAuthor", value)
        }
        guard !ban || status == "rejected" else { throw APIError.banWithoutReject }
        let overlay = CommentOverlay(catalog: request.catalog, writes: writes)
        var found: [(comment: CatalogComment, isUsers: Bool)] = []
        var keep: Set<String> = []
        for commentId in ids {
            guard let comment = overlay.anyComment(id: commentId) else { throw APIError.moderatedCommentNotFound }
            guard CommentAuthoring.ownsVideo(of: comment.comment, caller: request.caller, catalog: request.catalog)
            else { throw APIError.moderationForbidden }
            if comment.status == "rejected" && status == "published" {
                try query.refuse(
                    "operationNotSupported", parameter: "moderationStatus",
                    "comment \(commentId) was rejected, and a rejected comment cannot be published again.")
                keep.insert(commentId)
            }
            found.append((comment.comment, comment.isUsers))
        }
        for (comment, isUsers) in found where !keep.contains(comment.id) {
            if isUsers, let index = writes.comments.firstIndex(where: { $0.id == comment.id }) {
                writes.comments[index].moderationStatus = status
            } else {
                writes.moderation[comment.id] = status == "published" ? nil : status
            }
            if ban, let owner = request.caller.user.channelId {
                writes.bannedAuthors[owner, default: []].insert(comment.authorChannelId)
            }
        }
        return .noContent
    }
}
