import Foundation

extension Wire {
    /// The `snippet` part of a subscription.
    ///
    /// `title`, `description` and `thumbnails` describe the channel subscribed to, whose id is
    /// `resourceId.channelId`; `channelId` is the subscriber's own channel.
    public struct SubscriptionSnippet: Decodable, Sendable, Hashable {
        /// When the subscription was made; sent with 0, 4 or 6 fraction digits.
        public let publishedAt: Date?
        public let title: String?
        public let description: String?
        public let resourceId: ResourceID?
        public let channelId: String?
        public let thumbnails: Thumbnails?

        /// Creates a snippet; every field defaults to absent.
        public init(
            publishedAt: Date? = nil, title: String? = nil,
            description: String? = nil, resourceId: ResourceID? = nil, channelId: String? = nil,
            thumbnails: Thumbnails? = nil
        ) {
            self.publishedAt = publishedAt
            self.title = title
            self.description = description
            self.resourceId = resourceId
            self.channelId = channelId
            self.thumbnails = thumbnails
        }
    }
}
