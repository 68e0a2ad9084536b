import Foundation

extension Wire {
    /// The `snippet` part of a video. Title and description are raw text (not HTML-escaped).
    public struct VideoSnippet: Decodable, Sendable, Hashable {
        public let publishedAt: Date?
        public let channelId: String?
        public let title: String?
        public let description: String?
        public let thumbnails: Thumbnails?
        public let channelTitle: String?
        public let tags: [String]?
        /// A numeric string such as `"28"`; see videoCategories.list.
        public let categoryId: String?
        /// `none`, `upcoming`, `live` or `completed`.
        public let liveBroadcastContent: String?
        public let defaultLanguage: String?
        public let defaultAudioLanguage: String?
        public let localized: Localization?

        /// Creates a snippet; every field defaults to absent.
        public init(
            publishedAt: Date? = nil, channelId: String? = nil, title: String? = nil,
            description: String? = nil, thumbnails: Thumbnails? = nil, channelTitle: String? = nil,
            tags: [String]? = nil, categoryId: String? = nil, liveBroadcastContent: String? = nil,
            defaultLanguage: String? = nil, defaultAudioLanguage: String? = nil,
            localized: Localization? = nil
        ) {
            self.publishedAt = publishedAt
            self.channelId = channelId
            self.title = title
            self.description = description
            self.thumbnails = thumbnails
            self.channelTitle = channelTitle
            self.tags = tags
            self.categoryId = categoryId
            self.liveBroadcastContent = liveBroadcastContent
            self.defaultLanguage = defaultLanguage
            self.defaultAudioLanguage = defaultAudioLanguage
            self.localized = localized
        }
    }
}
