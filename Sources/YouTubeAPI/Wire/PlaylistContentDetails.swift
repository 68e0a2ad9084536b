extension Wire {
    /// The `contentDetails` part of a playlist.
    public struct PlaylistContentDetails: Decodable, Sendable, Hashable {
        /// A real JSON integer, unlike video and channel counts.
        public let itemCount: Int?

        /// Creates content details; `itemCount` defaults to absent.
        public init(itemCount: Int? = nil) {
            self.itemCount = itemCount
        }
    }
}
