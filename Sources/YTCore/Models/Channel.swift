import Foundation

/// A YouTube channel as ytclone shows it: decoded text, counts as numbers.
public struct Channel: Codable, Sendable, Hashable, Identifiable {
    /// `UC…`.
    public var id: String
    public var title: String
    public var description: String
    /// The handle with its `@`, such as `@googledevelopers`; `nil` when the API did not say.
    public var handle: String?
    /// When the channel was created.
    public var publishedAt: Date?
    public var country: String?
    /// `nil` when the owner hides it (see `subscribersHidden`) or the API did not say; rounded by YouTube.
    public var subscriberCount: UInt64?
    public var subscribersHidden: Bool
    public var videoCount: UInt64?
    public var viewCount: UInt64?
    /// The `UU…` playlist holding every upload, newest first.
    public var uploadsPlaylistId: String?
    public var thumbnailURL: String?

    public init(
        id: String, title: String, description: String = "", handle: String? = nil, publishedAt: Date? = nil,
        country: String? = nil, subscriberCount: UInt64? = nil, subscribersHidden: Bool = false,
        videoCount: UInt64? = nil, viewCount: UInt64? = nil, uploadsPlaylistId: String? = nil, thumbnailURL: String? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.handle = handle
        self.publishedAt = publishedAt
        self.country = country
        self.subscriberCount = subscriberCount
        self.subscribersHidden = subscribersHidden
        self.videoCount = videoCount
        self.viewCount = viewCount
        self.uploadsPlaylistId = uploadsPlaylistId
        self.thumbnailURL = thumbnailURL
    }

    /// The address a person opens in a browser.
    public var url: String { "https://www.youtube.com/channel/\(id)" }
}
