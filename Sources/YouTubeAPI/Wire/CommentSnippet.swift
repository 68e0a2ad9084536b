import Foundation

extension Wire {
    /// The `snippet` part of a comment.
    ///
    /// `textDisplay` is HTML (entities such as `&#39;`, `<br>`, `<a href>` links) and
    /// `textOriginal` is the raw text the author typed, which the API only guarantees to the
    /// author; keep both and fall back to ``HTMLText/plainText(fromHTML:)`` of `textDisplay`.
    public struct CommentSnippet: Decodable, Sendable, Hashable {
        public let authorDisplayName: String?
        public let authorProfileImageUrl: String?
        public let authorChannelUrl: String?
        public let authorChannelId: AuthorChannelID?
        public let channelId: String?
        public let videoId: String?
        public let textDisplay: String?
        public let textOriginal: String?
        /// Set on replies only: the id of the top-level comment.
        public let parentId: String?
        public let canRate: Bool?
        public let viewerRating: String?
        /// A real JSON integer, unlike video counts.
        public let likeCount: Int?
        public let moderationStatus: String?
        public let publishedAt: Date?
        public let updatedAt: Date?

        /// Creates a snippet; every field defaults to absent.
        public init(
            authorDisplayName: String? = nil, authorProfileImageUrl: String? = nil,
            authorChannelUrl: String? = nil, authorChannelId: AuthorChannelID? = nil,
            channelId: String? = nil, videoId: String? = nil, textDisplay: String? = nil,
            textOriginal: String? = nil, parentId: String? = nil, canRate: Bool? = nil,
            viewerRating: String? = nil, likeCount: Int? = nil, moderationStatus: String? = nil,
            publishedAt: Date? = nil, updatedAt: Date? = nil
        ) {
            self.authorDisplayName = authorDisplayName
            self.authorProfileImageUrl = authorProfileImageUrl
            self.authorChannelUrl = authorChannelUrl
            self.authorChannelId = authorChannelId
            self.channelId = channelId
            self.videoId = videoId
            self.textDisplay = textDisplay
            self.textOriginal = textOriginal
            self.parentId = parentId
            self.canRate = canRate
            self.viewerRating = viewerRating
            self.likeCount = likeCount
            self.moderationStatus = moderationStatus
            self.publishedAt = publishedAt
            self.updatedAt = updatedAt
        }

        /// `authorChannelId`, which the API wraps as `{"value": "UC…"}`.
        public struct AuthorChannelID: Decodable, Sendable, Hashable {
            public let value: String?

            /// Creates the wrapper; `value` defaults to absent.
            public init(value: String? = nil) {
                self.value = value
            }
        }
    }
}
