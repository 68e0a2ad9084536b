extension Wire {
    /// A snippet's `localized` title and description (videos, channels and playlists).
    public struct Localization: Decodable, Sendable, Hashable {
        public let title: String?
        public let description: String?

        /// Creates a localization; both fields default to absent.
        public init(title: String? = nil, description: String? = nil) {
            self.title = title
            self.description = description
        }
    }
}
