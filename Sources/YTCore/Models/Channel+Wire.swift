import YouTubeAPI

extension Channel {
    /// Maps a channels.list item; `nil` when the item has no id.
    public init?(_ wire: Wire.Channel) {
        guard let id = wire.id else { return nil }
        let snippet = wire.snippet
        let statistics = wire.statistics
        let hidden = statistics?.hiddenSubscriberCount ?? false
        self.init(
            id: id,
            title: snippet?.title ?? "",
            description: snippet?.description ?? "",
            handle: snippet?.customUrl.flatMap(Self.handle),
            publishedAt: snippet?.publishedAt,
            country: snippet?.country,
            subscriberCount: hidden ? nil : statistics?.subscriberCount,
            subscribersHidden: hidden,
            videoCount: statistics?.videoCount,
            viewCount: statistics?.viewCount,
            uploadsPlaylistId: wire.contentDetails?.relatedPlaylists?.uploads.flatMap { $0.isEmpty ? nil : $0 }
                ?? Self.uploadsPlaylistId(of: id),
            thumbnailURL: snippet?.thumbnails?.medium?.url ?? snippet?.thumbnails?.largest?.url
        )
    }

    /// Maps a search.list channel result, whose text arrives HTML-escaped and which has no counts.
    public init?(searchResult wire: Wire.SearchResult) {
        guard let id = wire.id?.channelId else { return nil }
        let snippet = wire.snippet
        self.init(
            id: id,
            title: HTMLText.decodeEntities(snippet?.title ?? ""),
            description: HTMLText.decodeEntities(snippet?.description ?? ""),
            publishedAt: snippet?.publishedAt,
            uploadsPlaylistId: Self.uploadsPlaylistId(of: id),
            thumbnailURL: snippet?.thumbnails?.medium?.url
        )
    }

    /// `customUrl` is the handle, with its `@` in current answers and without it in older ones.
    private static func handle(_ customUrl: String) -> String? {
        guard !customUrl.isEmpty else { return nil }
        return customUrl.hasPrefix("@") ? customUrl : "@" + customUrl
    }

    /// The uploads playlist is the channel id with `UC` turned into `UU` (NOTES.md §4).
    public static func uploadsPlaylistId(of channelId: String) -> String? {
        channelId.hasPrefix("UC") ? "UU" + channelId.dropFirst(2) : nil
    }
}
