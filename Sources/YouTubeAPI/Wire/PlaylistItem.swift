extension Wire {
    /// A `youtube#playlistItem` resource from playlistItems.list.
    ///
    /// `id` identifies the entry in the playlist, not the video: the video id is
    /// `snippet.resourceId.videoId` or `contentDetails.videoId`.
    public struct PlaylistItem: Decodable, Sendable, Hashable {
        public let kind: String?
        public let etag: String?
        public let id: String?
        public let snippet: PlaylistItemSnippet?
        public let contentDetails: PlaylistItemContentDetails?

        /// Creates a playlist item; every part defaults to absent.
        public init(
            kind: String? = nil, etag: String? = nil, id: String? = nil,
            snippet: PlaylistItemSnippet? = nil, contentDetails: PlaylistItemContentDetails? = nil
        ) {
            self.kind = kind
            self.etag = etag
            self.id = id
            self.snippet = snippet
            self.contentDetails = contentDetails
        }
    }
}
