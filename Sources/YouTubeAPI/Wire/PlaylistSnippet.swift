import Foundation

extension Wire {
    /// The `snippet` part of a playlist.
    public struct PlaylistSnippet: Decodable, Sendable, Hashable {
        public let publishedAt: Date?
        public let channelId: String?
        public let title: String?
        public let description: String?
        public let thumbnails: Thumbnails?
        public let channelTitle: String?
        public let defaultLanguage: String?
        public let localized: Localization?

        /// Creates a snippet; every field defaults to absent.
        public init(
            publishedAt: Date? = nil, channelId: String? = nil, title: String? = nil,
            description: String? = nil, thumbnails: Thumbnails? = nil, channelTitle: String? = nil,
            defaultLanguage: String? = nil, localized: Localization? = nil
        ) {
            self.publishedAt = publishedAt
            self.channelId = channelId
            self.title = title
            self.description = description
            self.thumbnails = thumbnails
            self.channelTitle = channelTitle
            self.defaultLanguage = defaultLanguage
            self.localized = localized
        }
    }
}
