extension Wire {
    /// A `youtube#searchResult` from search.list.
    ///
    /// Unlike other resources its `id` is an object; `id.kind` says whether `videoId`,
    /// `channelId` or `playlistId` is set.
    public struct SearchResult: Decodable, Sendable, Hashable {
        public let kind: String?
        public let etag: String?
        public let id: ResourceID?
        public let snippet: SearchResultSnippet?

        /// Creates a search result; every field defaults to absent.
        public init(
            kind: String? = nil, etag: String? = nil, id: ResourceID? = nil,
            snippet: SearchResultSnippet? = nil
        ) {
            self.kind = kind
            self.etag = etag
            self.id = id
            self.snippet = snippet
        }
    }
}
