extension Wire {
    /// A `youtube#video` resource from videos.list.
    ///
    /// A videos.list lookup of an unknown id answers 200 with no such item rather than 404.
    public struct Video: Decodable, Sendable, Hashable {
        public let kind: String?
        public let etag: String?
        public let id: String?
        public let snippet: VideoSnippet?
        public let contentDetails: VideoContentDetails?
        public let statistics: VideoStatistics?

        /// Creates a video; every part defaults to absent.
        public init(
            kind: String? = nil, etag: String? = nil, id: String? = nil,
            snippet: VideoSnippet? = nil, contentDetails: VideoContentDetails? = nil,
            statistics: VideoStatistics? = nil
        ) {
            self.kind = kind
            self.etag = etag
            self.id = id
            self.snippet = snippet
            self.contentDetails = contentDetails
            self.statistics = statistics
        }
    }
}
