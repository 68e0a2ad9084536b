extension Wire {
    /// A `youtube#playlist` resource from playlists.list.
    public struct Playlist: Decodable, Sendable, Hashable {
        public let kind: String?
        public let etag: String?
        public let id: String?
        public let snippet: PlaylistSnippet?
        public let contentDetails: PlaylistContentDetails?

        /// Creates a playlist; every part defaults to absent.
        public init(
            kind: String? = nil, etag: String? = nil, id: String? = nil,
            snippet: PlaylistSnippet? = nil, contentDetails: PlaylistContentDetails? = nil
        ) {
            self.kind = kind
            self.etag = etag
            self.id = id
            self.snippet = snippet
            self.contentDetails = contentDetails
        }
    }
}
