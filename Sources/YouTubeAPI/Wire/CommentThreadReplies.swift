extension Wire {
    /// The `replies` part of a comment thread.
    ///
    /// It holds at most a handful of replies; comments.list with `parentId` pages through all.
    public struct CommentThreadReplies: Decodable, Sendable, Hashable {
        public let comments: [Comment]?

        /// Creates replies; `comments` defaults to absent.
        public init(comments: [Comment]? = nil) {
            self.comments = comments
        }
    }
}
