import YouTubeAPI

extension Video {
    /// Maps a videos.list item; `nil` when the item has no id.
    ///
    /// videos.list sends raw text, so titles are taken as they are (an `&amp;` in a title is
    /// literally what the uploader typed).
    public init?(_ wire: Wire.Video) {
        guard let id = wire.id else { return nil }
        let snippet = wire.snippet
        self.init(
            id: id,
            title: snippet?.title ?? "",
            description: snippet?.description ?? "",
            channelId: snippet?.channelId ?? "",
            channelTitle: snippet?.channelTitle ?? "",
            publishedAt: snippet?.publishedAt,
            durationSeconds: wire.contentDetails?.duration?.seconds,
            viewCount: wire.statistics?.viewCount,
            likeCount: wire.statistics?.likeCount,
            commentCount: wire.statistics?.commentCount,
            tags: snippet?.tags ?? [],
            categoryId: snippet?.categoryId,
            liveBroadcastContent: snippet?.liveBroadcastContent,
            thumbnailURL: snippet?.thumbnails?.medium?.url ?? snippet?.thumbnails?.largest?.url,
            definition: wire.contentDetails?.definition,
            hasCaptions: wire.contentDetails?.caption
        )
    }

    /// Maps a search.list video result, whose title and description arrive HTML-escaped.
    public init?(searchResult wire: Wire.SearchResult) {
        guard let id = wire.id?.videoId else { return nil }
        let snippet = wire.snippet
        self.init(
            id: id,
            title: HTMLText.decodeEntities(snippet?.title ?? ""),
            description: HTMLText.decodeEntities(snippet?.description ?? ""),
            channelId: snippet?.channelId ?? "",
            channelTitle: HTMLText.decodeEntities(snippet?.channelTitle ?? ""),
            publishedAt: snippet?.publishedAt,
            liveBroadcastContent: snippet?.liveBroadcastContent,
            thumbnailURL: snippet?.thumbnails?.medium?.url
        )
    }
}
