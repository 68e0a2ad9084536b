/// Renders `youtube#searchResult` items: ids as objects, and HTML-escaped, truncated text.
struct SearchResultRenderer {
    let catalog: Catalog

    enum Hit {
        case video(Int)
        case channel(Int)
        case playlist(Int)
    }

    func render(_ hit: Hit, parts: PartSelection) -> JSONValue {
        let id: JSONValue
        let key: String
        let snippet: JSONValue
        switch hit {
        case .video(let index):
            let video = catalog.videos[index]
            let channel = catalog.channel(of: video)
            (id, key) = (["kind": "youtube#video", "videoId": .string(video.id)], video.id)
            snippet = make(
                video.publishedAt, video.millis, channel, video.title, video.description,
                Thumbnails.searchVideo(video), video.broadcast.rawValue)
        case .channel(let index):
            let channel = catalog.channels[index]
            (id, key) = (["kind": "youtube#channel", "channelId": .string(channel.id)], channel.id)
            snippet = make(
                channel.publishedAt, channel.millis, channel, channel.title, channel.description,
                Thumbnails.channel(channel, withSizes: false), "none")
        case .playlist(let index):
            let playlist = catalog.playlists[index]
            let channel = catalog.channels[playlist.channelIndex]
            (id, key) = (["kind": "youtube#playlist", "playlistId": .string(playlist.id)], playlist.id)
            let first = playlist.videoIndices.first.map { catalog.videos[$0] }
            snippet = make(
                playlist.publishedAt, playlist.millis, channel, playlist.title, playlist.description,
                first.map(Thumbnails.searchVideo) ?? Thumbnails.playlist(firstVideo: nil), "none")
        }
        return [
            "kind": "youtube#searchResult",
            "etag": .string(Digest.etag(for: "search:\(catalog.seed):\(key)")),
            "id": id,
            "snippet": parts.contains("snippet") ? snippet : nil,
        ]
    }

    private func make(
        _ publishedAt: Int64, _ millis: Bool, _ channel: CatalogChannel, _ title: String, _ description: String,
        _ thumbnails: JSONValue, _ live: String
    ) -> JSONValue {
        [
            "publishedAt": .string(RFC3339.format(publishedAt, millis: millis)),
            "channelId": .string(channel.id),
            "title": .string(HTMLText.escape(title)),
            "description": .string(HTMLText.escape(HTMLText.truncatedForSearch(description))),
            "thumbnails": thumbnails,
            "channelTitle": .string(channel.title),
            "liveBroadcastContent": .string(live),
        ]
    }
}
