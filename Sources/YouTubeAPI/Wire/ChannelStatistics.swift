extension Wire {
    /// The `statistics` part of a channel.
    ///
    /// Counts arrive as decimal strings typed `uint64` and decode to `UInt64` across that range. `subscriberCount` is rounded by
    /// YouTube, and absent or meaningless when `hiddenSubscriberCount` is true.
    public struct ChannelStatistics: Sendable, Hashable {
        public let viewCount: UInt64?
        public let subscriberCount: UInt64?
        /// A real JSON boolean, unlike the counts.
        public let hiddenSubscriberCount: Bool?
        public let videoCount: UInt64?

        /// Creates statistics; every field defaults to absent.
        public init(
            viewCount: UInt64? = nil, subscriberCount: UInt64? = nil, hiddenSubscriberCount: Bool? = nil,
            videoCount: UInt64? = nil
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
