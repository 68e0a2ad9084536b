extension Wire {
    /// The `snippet` part of a comment thread.
    public struct CommentThreadSnippet: Decodable, Sendable, Hashable {
        public let channelId: String?
        public let videoId: String?
        public let topLevelComment: Comment?
        public let canReply: Bool?
        /// A real JSON integer; may exceed the replies returned in `replies`.
        public let totalReplyCount: Int?
        public let isPublic: Bool?

        /// Creates a snippet; every field defaults to absent.
        public init(
            channelId: String? = nil, videoId: String? = nil, topLevelComment: Comment? = nil,
            canReply: Bool? = nil, totalReplyCount: Int? = nil, isPublic: Bool? = nil
        ) {
            self.channelId = channelId
            self.videoId = videoId
            self.topLevelComment = topLevelComment
            self.canReply = canReply
            self.totalReplyCount = totalReplyCount
            self.isPublic = isPublic
        }
    }
}
