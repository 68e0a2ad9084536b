extension Wire {
    /// A `youtube#comment`, from comments.list or inside a comment thread.
    ///
    /// A reply's id is `<parent id>.<reply id>`.
    public struct Comment: Decodable, Sendable, Hashable {
        public let kind: String?
        public let etag: String?
        public let id: String?
        public let snippet: CommentSnippet?

        /// Creates a comment; every field defaults to absent.
        public init(
            kind: String? = nil, etag: String? = nil, id: String? = nil,
            snippet: CommentSnippet? = nil
        ) {
            self.kind = kind
            self.etag = etag
            self.id = id
            self.snippet = snippet
        }
    }
}
