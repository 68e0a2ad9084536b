extension Wire {
    /// A `youtube#commentThread` from commentThreads.list: a top-level comment and, with
    /// `part=replies`, some of its replies.
    ///
    /// The thread id equals the top-level comment's id.
    public struct CommentThread: Decodable, Sendable, Hashable {
        public let kind: String?
        public let etag: String?
        public let id: String?
        public let snippet: CommentThreadSnippet?
        public let replies: CommentThreadReplies?

        /// Creates a thread; every part defaults to absent.
        public init(
            kind: String? = nil, etag: String? = nil, id: String? = nil,
            snippet: CommentThreadSnippet? = nil, replies: CommentThreadReplies? = nil
        ) {
            self.kind = kind
            self.etag = etag
            self.id = id
            self.snippet = snippet
            self.replies = replies
        }
    }
}
