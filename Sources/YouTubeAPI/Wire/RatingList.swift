extension Wire {
    /// videos.getRating's answer: the user's rating of each video asked for.
    public struct RatingList: Decodable, Sendable, Hashable {
        public let items: [Rating]

        public init(items: [Rating]) { self.items = items }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            items = try container.decodeIfPresent([Rating].self, forKey: .items) ?? []
        }

        private enum CodingKeys: String, CodingKey { case items }
    }

    /// One video's rating by the user: `like`, `dislike`, `none` or `unspecified`.
    public struct Rating: Decodable, Sendable, Hashable {
        public let videoId: String
        public let rating: String

        public init(videoId: String, rating: String) {
            self.videoId = videoId
            self.rating = rating
        }
    }
}
