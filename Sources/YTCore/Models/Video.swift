import Foundation

/// A YouTube video as ytclone shows it: decoded text, counts as numbers, duration in seconds.
public struct Video: Codable, Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    public var description: String
    public var channelId: String
    public var channelTitle: String
    public var publishedAt: Date?
    /// `nil` when the API did not say; 0 for live and upcoming streams (`P0D`).
    public var durationSeconds: Int?
    public var viewCount: UInt64?
    /// `nil` when the owner hides likes.
    public var likeCount: UInt64?
    /// `nil` when comments are disabled.
    public var commentCount: UInt64?
    public var tags: [String]
    public var categoryId: String?
    /// `none`, `live`, `upcoming` or `completed`.
    public var liveBroadcastContent: String?
    public var thumbnailURL: String?
    /// `hd` or `sd`.
    public var definition: String?
    /// Whether the video has captions.
    public var hasCaptions: Bool?

    public init(
        id: String, title: String, description: String = "", channelId: String = "",
        channelTitle: String = "", publishedAt: Date? = nil, durationSeconds: Int? = nil,
        viewCount: UInt64? = nil, likeCount: UInt64? = nil, commentCount: UInt64? = nil, tags: [String] = [],
        categoryId: String? = nil, liveBroadcastContent: String? = nil, thumbnailURL: String? = nil,
        definition: String? = nil, hasCaptions: Bool? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.channelId = channelId
        self.channelTitle = channelTitle
        self.publishedAt = publishedAt
        self.durationSeconds = durationSeconds
        self.viewCount = viewCount
        self.likeCount = likeCount
        self.commentCount = commentCount
        self.tags = tags
        self.categoryId = categoryId
        self.liveBroadcastContent = liveBroadcastContent
        self.thumbnailURL = thumbnailURL
        self.definition = definition
        self.hasCaptions = hasCaptions
    }

    /// The address a person opens in a browser.
    public var watchURL: String { Self.watchURL(id: id) }

    /// The address of the video with this id.
    public static func watchURL(id: String) -> String { "https://www.youtube.com/watch?v=\(id)" }
}
