extension Wire {
    /// A reference to a video, channel or playlist, as used by search results, playlist items
    /// and subscriptions.
    ///
    /// `kind` (`youtube#video`, `youtube#channel`, `youtube#playlist`) says which id is set.
    public struct ResourceID: Decodable, Sendable, Hashable {
        public let kind: String?
        public let videoId: String?
        public let channelId: String?
        public let playlistId: String?

        /// Creates a reference; every field defaults to absent.
        public init(
            kind: String? = nil, videoId: String? = nil, channelId: String? = nil,
            playlistId: String? = nil
        ) {
            self.kind = kind
            self.videoId = videoId
            self.channelId = channelId
            self.playlistId = playlistId
        }
    }
}
