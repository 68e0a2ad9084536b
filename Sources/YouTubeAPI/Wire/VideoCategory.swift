extension Wire {
    /// A `youtube#videoCategory` from videoCategories.list (which has no paging).
    public struct VideoCategory: Decodable, Sendable, Hashable {
        public let kind: String?
        public let etag: String?
        /// A numeric string such as `"17"`, matching `VideoSnippet.categoryId`.
        public let id: String?
        public let snippet: VideoCategorySnippet?

        /// Creates a category; every field defaults to absent.
        public init(
            kind: String? = nil, etag: String? = nil, id: String? = nil,
            snippet: VideoCategorySnippet? = nil
        ) {
            self.kind = kind
            self.etag = etag
            self.id = id
            self.snippet = snippet
        }
    }
}
