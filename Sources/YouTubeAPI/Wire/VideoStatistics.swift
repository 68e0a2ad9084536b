extension Wire {
    /// The `statistics` part of a video.
    ///
    /// The API sends every count as a decimal string; they decode to `Int`. Any count may be
    /// absent (hidden likes, disabled comments); `dislikeCount` is no longer sent at all.
    public struct VideoStatistics: Sendable, Hashable {
        public let viewCount: Int?
        public let likeCount: Int?
        public let dislikeCount: Int?
        public let favoriteCount: Int?
        public let commentCount: Int?

        /// Creates statistics; every count defaults to absent.
        public init(
            viewCount: Int? = nil, likeCount: Int? = nil, dislikeCount: Int? = nil,
            favoriteCount: Int? = nil, commentCount: Int? = nil
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
