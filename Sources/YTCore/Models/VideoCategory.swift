import YouTubeAPI

/// A video category of a region (`videoCategories.list`), the ids `feed --category` takes.
public struct VideoCategory: Codable, Sendable, Hashable, Identifiable {
    /// A numeric string such as `"10"`.
    public var id: String
    public var title: String
    /// Whether uploads may be put in this category; some exist only for old videos.
    public var assignable: Bool

    public init(id: String, title: String, assignable: Bool) {
        self.id = id
        self.title = title
        self.assignable = assignable
    }

    /// Maps a videoCategories.list item; `nil` when the item has no id.
    public init?(_ wire: Wire.VideoCategory) {
        guard let id = wire.id else { return nil }
        self.init(id: id, title: wire.snippet?.title ?? "", assignable: wire.snippet?.assignable ?? false)
    }
}
