import Foundation

extension Wire {
    /// The `contentDetails` part of a playlist item.
    public struct PlaylistItemContentDetails: Decodable, Sendable, Hashable {
        public let videoId: String?
        /// When the video itself was published; may be absent for private or deleted videos.
        public let videoPublishedAt: Date?
        public let note: String?

        /// Creates content details; every field defaults to absent.
        public init(videoId: String? = nil, videoPublishedAt: Date? = nil, note: String? = nil) {
            self.videoId = videoId
            self.videoPublishedAt = videoPublishedAt
            self.note = note
        }
    }
}
