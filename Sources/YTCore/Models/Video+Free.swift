import YouTubeAPI

/// Videos from what YouTube publishes without a key: a channel's feed and oEmbed. What those do
/// not tell (length, likes, comments, tags…) stays `nil`, so tables show – and JSON `null`.
extension Video {
    /// An entry of `feed`: its title, channel, publication time, thumbnail and views.
    public init(_ entry: ChannelFeed.Entry, of feed: ChannelFeed) {
        self.init(id: entry.videoId, title: entry.title ?? "", channelId: entry.channelId, channelTitle: feed.title ?? "",
                  publishedAt: entry.published, viewCount: entry.views, thumbnailURL: entry.thumbnailURL)
    }

    /// Video `id` as oEmbed describes it: title, channel name (and id when its address names
    /// one), thumbnail.
    public init(id: String, _ embed: OEmbed) {
        self.init(id: id, title: embed.title, channelId: embed.channelId ?? "", channelTitle: embed.authorName ?? "",
                  thumbnailURL: embed.thumbnailURL)
    }
}
