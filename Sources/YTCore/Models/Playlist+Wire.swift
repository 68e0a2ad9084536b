import YouTubeAPI

extension Playlist {
    /// Maps a playlists.list item; `nil` when the item has no id.
    public init?(_ wire: Wire.Playlist) {
        guard let id = wire.id else { return nil }
        let snippet = wire.snippet
        self.init(
            id: id,
            title: snippet?.title ?? "",
            description: snippet?.description ?? "",
            channelId: snippet?.channelId ?? "",
            channelTitle: snippet?.channelTitle ?? "",
            publishedAt: snippet?.publishedAt,
            itemCount: wire.contentDetails?.itemCount,
            thumbnailURL: snippet?.thumbnails?.medium?.url ?? snippet?.thumbnails?.largest?.url
        )
    }

    /// Maps a search.list playlist result, whose text arrives HTML-escaped and which has no count.
    public init?(searchResult wire: Wire.SearchResult) {
        guard let id = wire.id?.playlistId else { return nil }
        let snippet = wire.snippet
        self.init(
            id: id,
            title: HTMLText.decodeEntities(snippet?.title ?? ""),
            description: HTMLText.decodeEntities(snippet?.description ?? ""),
            channelId: snippet?.channelId ?? "",
            channelTitle: HTMLText.decodeEntities(snippet?.channelTitle ?? ""),
            publishedAt: snippet?.publishedAt,
            thumbnailURL: snippet?.thumbnails?.medium?.url
        )
    }
}
