extension Wire {
    /// A `youtube#channel` resource from channels.list.
    public struct Channel: Decodable, Sendable, Hashable {
        public let kind: String?
        public let etag: String?
        /// `UC…`.
        public let id: String?
        public let snippet: ChannelSnippet?
        public let contentDetails: ChannelContentDetails?
        public let statistics: ChannelStatistics?

        /// Creates a channel; every part defaults to absent.
        public init(
            kind: String? = nil, etag: String? = nil, id: String? = nil,
            snippet: ChannelSnippet? = nil, contentDetails: ChannelContentDetails? = nil,
            statistics: ChannelStatistics? = nil
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
