extension Wire {
    /// The `snippet` part of a video category.
    public struct VideoCategorySnippet: Decodable, Sendable, Hashable {
        public let channelId: String?
        public let title: String?
        /// Whether uploads may be put in this category.
        public let assignable: Bool?

        /// Creates a snippet; every field defaults to absent.
        public init(channelId: String? = nil, title: String? = nil, assignable: Bool? = nil) {
            self.channelId = channelId
            self.title = title
            self.assignable = assignable
        }
    }
}
