import Foundation
import YouTubeAPI

/// The Google user's comments on YouTube: posting, replying, editing and deleting them.
///
/// Every call is personal (the user's access token) and costs 50 units, counted and admitted
/// by the client as every request is. A post is sent once (`client.write`): when its answer is
/// lost it may still have landed, so `posted(…)` looks before a draft is sent again.
public struct YouTubeCommentWriter: Sendable {
    let client: YouTubeClient

    public init(client: YouTubeClient) {
        self.client = client
    }

    /// commentThreads.insert: a top-level comment on `videoId`, as YouTube keeps it.
    public func post(_ text: String, on videoId: String) async throws -> CommentEntry {
        try Self.entry(CommentEntry(thread: try await client.write(.insertComment(videoId: videoId, text: text))),
                       resource: "commentThreads")
    }

    /// comments.insert: a reply to the thread whose top-level comment is `parentId`.
    public func reply(_ text: String, to parentId: String) async throws -> CommentEntry {
        try Self.entry(CommentEntry(reply: try await client.write(.insertReply(parentId: parentId, text: text))),
                       resource: "comments")
    }

    /// comments.update: the new text of one of the user's comments.
    public func edit(_ id: String, text: String) async throws -> CommentEntry {
        try Self.entry(CommentEntry(reply: try await client.write(.updateComment(id: id, text: text))), resource: "comments")
    }

    /// comments.delete.
    public func delete(_ id: String) async throws {
        _ = try await client.write(.deleteComment(id: id))
    }

    /// The comment by `channelId` with exactly `text` already on `videoId` (or among the replies
    /// to `parentId`), when a post whose answer was lost did land; `nil` when there is none.
    ///
    /// Reads the newest 100 threads (or the first 100 replies): 1 unit, with the user's token.
    public func posted(_ text: String, on videoId: String, replyingTo parentId: String?, by channelId: String)
        async throws -> CommentEntry?
    {
        let wanted = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let entries: [CommentEntry]
        if let parentId {
            var request = APIRequest<Wire.ListResponse<Wire.Comment>>.comments(parentId: parentId, maxResults: 100)
            request.personal = true
            entries = try await client.fetchUnkept(request).items.compactMap(CommentEntry.init(reply:))
        } else {
            var request = APIRequest<Wire.ListResponse<Wire.CommentThread>>.commentThreads(
                videoId: videoId, order: "time", maxResults: 100)
            request.personal = true
            entries = try await client.fetchUnkept(request).items.compactMap(CommentEntry.init(thread:))
        }
        return entries.first {
            $0.authorChannelId == channelId && $0.text.trimmingCharacters(in: .whitespacesAndNewlines) == wanted
        }
    }

    private static func entry(_ entry: CommentEntry?, resource: String) throws -> CommentEntry {
        guard let entry else {
            throw APIError.undecodable(resource: resource, detail: "the comment came back without an id")
        }
        return entry
    }

    /// What one comment written costs (commentThreads.insert, comments.insert|update|delete: 50).
    public static var estimatedCostOfWriting: Int { QuotaCost.units(for: "comments.insert") }

    /// What `comment post` costs: the look for a copy that landed (1), then the post (50).
    public static var estimatedCostOfPostingDraft: Int {
        QuotaCost.units(for: "commentThreads.list") + QuotaCost.units(for: "commentThreads.insert")
    }

    /// videos.rate (50 units).
    public static var estimatedCostOfRating: Int { QuotaCost.units(for: "videos.rate") }
}
