import Foundation

extension Wire {
    /// The `snippet` part of a playlist item.
    ///
    /// `channelId`/`channelTitle` name whoever added the item and `publishedAt` is when; the
    /// video's uploader is `videoOwnerChannelId`/`videoOwnerChannelTitle`, which may be absent
    /// (private or deleted videos).
    public struct PlaylistItemSnippet: Decodable, Sendable, Hashable {
        public let publishedAt: Date?
        public let channelId: String?
        public let title: String?
        public let description: String?
        public let thumbnails: Thumbnails?
        public let channelTitle: String?
        public let playlistId: String?
        /// Zero-based, a real JSON integer.
        public let position: Int?
        public let resourceId: ResourceID?
        public let videoOwnerChannelTitle: String?
        public let videoOwnerChannelId: String?

        /// Creates a snippet; every field defaults to absent.
        public init(
            publishedAt: Date? = nil, channelId: String? = nil, title: String? = nil,
            description: String? = nil, thumbnails: Thumbnails? = nil, channelTitle: String? = nil,
            playlistId: String? = nil, position: Int? = nil, resourceId: ResourceID? = nil,
            videoOwnerChannelTitle: String? = nil, videoOwnerChannelId: String? = nil
        ) {
            self.publishedAt = publishedAt
            self.channelId = channelId
            self.title = title
            self.description = description
            self.thumbnails = thumbnails
            self.channelTitle = channelTitle
            self.playlistId = playlistId
            self.position = position
            self.resourceId = resourceId
            self.videoOwnerChannelTitle = videoOwnerChannelTitle
            self.videoOwnerChannelId = videoOwnerChannelId
        }
    }
}
