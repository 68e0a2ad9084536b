import Foundation

extension Wire {
    /// The `snippet` part of a channel.
    public struct ChannelSnippet: Decodable, Sendable, Hashable {
        public let title: String?
        public let description: String?
        /// The handle, such as `@googledevelopers`.
        public let customUrl: String?
        public let publishedAt: Date?
        public let thumbnails: Thumbnails?
        public let defaultLanguage: String?
        public let localized: Localization?
        public let country: String?

        /// Creates a snippet; every field defaults to absent.
        public init(
            title: String? = nil, description: String? = nil, customUrl: String? = nil,
            publishedAt: Date? = nil, thumbnails: Thumbnails? = nil, defaultLanguage: String? = nil,
            localized: Localization? = nil, country: String? = nil
        ) {
            self.title = title
            self.description = description
            self.customUrl = customUrl
            self.publishedAt = publishedAt
            self.thumbnails = thumbnails
            self.defaultLanguage = defaultLanguage
            self.localized = localized
            self.country = country
        }
    }
}
