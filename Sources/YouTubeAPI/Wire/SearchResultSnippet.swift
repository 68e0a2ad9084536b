import Foundation

extension Wire {
    /// The `snippet` of a search result.
    ///
    /// `title` and `description` are HTML-escaped (`&#39;`, `&amp;`, `&quot;`) and descriptions
    /// are cut short with `...`; decode them with ``HTMLText/decodeEntities(_:)`` before display.
    public struct SearchResultSnippet: Decodable, Sendable, Hashable {
        public let publishedAt: Date?
        public let channelId: String?
        public let title: String?
        public let description: String?
        public let thumbnails: Thumbnails?
        public let channelTitle: String?
        /// `none`, `upcoming`, `live` or `completed`.
        public let liveBroadcastContent: String?
        /// Sent by newer responses with the same instant as `publishedAt`; not in the schema.
        public let publishTime: Date?

        /// Creates a snippet; every field defaults to absent.
        public init(
            publishedAt: Date? = nil, channelId: String? = nil, title: String? = nil,
            description: String? = nil, thumbnails: Thumbnails? = nil, channelTitle: String? = nil,
            liveBroadcastContent: String? = nil, publishTime: Date? = nil
        ) {
            self.publishedAt = publishedAt
            self.channelId = channelId
            self.title = title
            self.description = description
            self.thumbnails = thumbnails
            self.channelTitle = channelTitle
            self.liveBroadcastContent = liveBroadcastContent
            self.publishTime = publishTime
        }
    }
}
