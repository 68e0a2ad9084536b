extension Wire {
    /// The `contentDetails` part of a channel: the ids of its system playlists.
    public struct ChannelContentDetails: Decodable, Sendable, Hashable {
        public let relatedPlaylists: RelatedPlaylists?

        /// Creates content details; `relatedPlaylists` defaults to absent.
        public init(relatedPlaylists: RelatedPlaylists? = nil) {
            self.relatedPlaylists = relatedPlaylists
        }

        /// `contentDetails.relatedPlaylists`.
        ///
        /// Kept verbatim: `likes` is private on most channels and arrives as `""` or not at all,
        /// so treat an empty id as absent. `uploads` is the channel id with `UC` turned into `UU`.
        public struct RelatedPlaylists: Decodable, Sendable, Hashable {
            public let uploads: String?
            public let likes: String?

            /// Creates related playlists; both ids default to absent.
            public init(uploads: String? = nil, likes: String? = nil) {
                self.uploads = uploads
                self.likes = likes
            }
        }
    }
}
