import Foundation

/// A YouTube playlist as ytclone shows it.
public struct Playlist: Codable, Sendable, Hashable, Identifiable {
    /// `PL…`, or `UU…` for a channel's uploads.
    public var id: String
    public var title: String
    public var description: String
    public var channelId: String
    public var channelTitle: String
    public var publishedAt: Date?
    /// `nil` when the API did not say (search results carry no count).
    public var itemCount: Int?
    public var thumbnailURL: String?

    public init(
        id: String, title: String, description: String = "", channelId: String = "", channelTitle: String = "",
        publishedAt: Date? = nil, itemCount: Int? = nil, thumbnailURL: String? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.channelId = channelId
        self.channelTitle = channelTitle
        self.publishedAt = publishedAt
        self.itemCount = itemCount
        self.thumbnailURL = thumbnailURL
    }

    /// The address a person opens in a browser.
    public var url: String { "https://www.youtube.com/playlist?list=\(id)" }
}
