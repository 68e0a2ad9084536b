extension Wire {
    /// The `statistics` part of a video.
    ///
    /// The API sends every count as a decimal string typed `uint64`; they decode to `UInt64`, so
    /// the whole documented range, up to 18446744073709551615, is read exactly. Any count may be
    /// absent (hidden likes, disabled comments); `dislikeCount` is no longer sent at all.
    public struct VideoStatistics: Sendable, Hashable {
        public let viewCount: UInt64?
        public let likeCount: UInt64?
        public let dislikeCount: UInt64?
        public let favoriteCount: UInt64?
        public let commentCount: UInt64?

        /// Creates statistics; every count defaults to absent.
        public init(
            viewCount: UInt64? = nil, likeCount: UInt64? = nil, dislikeCount: UInt64? = nil,
            favoriteCount: UInt64? = nil, commentCount: UInt64? = nil
        ) {
            self.viewCount = viewCount
            self.likeCount = likeCount
            self.dislikeCount = dislikeCount
            self.favoriteCount = favoriteCount
            self.commentCount = commentCount
        }
    }
}

extension Wire.VideoStatistics: Decodable {
    private enum CodingKeys: String, CodingKey {
        case viewCount, likeCount, dislikeCount, favoriteCount, commentCount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            viewCount: try container.decodeCountIfPresent(forKey: .viewCount),
            likeCount: try container.decodeCountIfPresent(forKey: .likeCount),
            dislikeCount: try container.decodeCountIfPresent(forKey: .dislikeCount),
            favoriteCount: try container.decodeCountIfPresent(forKey: .favoriteCount),
            commentCount: try container.decodeCountIfPresent(forKey: .commentCount)
        )
    }
}
