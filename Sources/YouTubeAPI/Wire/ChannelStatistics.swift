extension Wire {
    /// The `statistics` part of a channel.
    ///
    /// Counts arrive as decimal strings and decode to `Int`. `subscriberCount` is rounded by
    /// YouTube, and absent or meaningless when `hiddenSubscriberCount` is true.
    public struct ChannelStatistics: Sendable, Hashable {
        public let viewCount: Int?
        public let subscriberCount: Int?
        /// A real JSON boolean, unlike the counts.
        public let hiddenSubscriberCount: Bool?
        public let videoCount: Int?

        /// Creates statistics; every field defaults to absent.
        public init(
            viewCount: Int? = nil, subscriberCount: Int? = nil, hiddenSubscriberCount: Bool? = nil,
            videoCount: Int? = nil
        ) {
            self.viewCount = viewCount
            self.subscriberCount = subscriberCount
            self.hiddenSubscriberCount = hiddenSubscriberCount
            self.videoCount = videoCount
        }
    }
}

extension Wire.ChannelStatistics: Decodable {
    private enum CodingKeys: String, CodingKey {
        case viewCount, subscriberCount, hiddenSubscriberCount, videoCount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            viewCount: try container.decodeCountIfPresent(forKey: .viewCount),
            subscriberCount: try container.decodeCountIfPresent(forKey: .subscriberCount),
            hiddenSubscriberCount: try container.decodeIfPresent(Bool.self, forKey: .hiddenSubscriberCount),
            videoCount: try container.decodeCountIfPresent(forKey: .videoCount)
        )
    }
}
