import YouTubeAPI

/// A video's comment threads on YouTube.
public struct YouTubeCommentService: Sendable {
    private let client: YouTubeClient
    private let bus: EventBus?

    public init(client: YouTubeClient, bus: EventBus? = nil) {
        self.client = client
        self.bus = bus
    }

    /// Up to `limit` top-level comments, walking pages; `order` is `time` or `relevance`.
    public func threads(videoId: String, order: String?, search: String?, limit: Int, pageToken: String? = nil)
        async throws -> Listing<CommentEntry>
    {
        try await Listing.walk(limit: limit, perPage: 100, from: pageToken) { token, wanted in
            let page = try await client.commentThreads(
                videoId: videoId, order: order, searchTerms: search, maxResults: min(max(wanted, 1), 100),
                pageToken: token)
            bus?.emit(PageFetched(resource: "commentThreads", items: page.items.count,
                                  hasNextPage: page.nextPageToken != nil))
            return .init(page.items.compactMap(CommentEntry.init(thread:)), received: page.items.count,
                         next: page.nextPageToken)
        }
    }

    /// Up to `limit` replies to the thread `threadId`, oldest first, walking pages.
    public func replies(threadId: String, limit: Int, pageToken: String? = nil) async throws -> Listing<CommentEntry> {
        try await Listing.walk(limit: limit, perPage: 100, from: pageToken) { token, wanted in
            let page = try await client.comments(parentId: threadId, maxResults: min(max(wanted, 1), 100),
                                                 pageToken: token)
            bus?.emit(PageFetched(resource: "comments", items: page.items.count, hasNextPage: page.nextPageToken != nil))
            return .init(page.items.compactMap(CommentEntry.init(reply:)), received: page.items.count,
                         next: page.nextPageToken)
        }
    }
}
