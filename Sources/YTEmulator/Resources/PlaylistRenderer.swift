/// Renders user playlists and channels' uploads playlists as `youtube#playlist` resources.
struct PlaylistRenderer {
    let catalog: Catalog

    /// A playlist as the renderer needs it, whichever kind it is.
    struct Source {
        let id: String
        let channel: CatalogChannel
        var title: String
        var description: String
        let publishedAt: Int64
        let millis: Bool
        /// The videos in order; for a playlist users changed, those of `entries`.
        var videoIndices: [Int]
        var privacyStatus = "public"
        /// The items users' writes left, parallel to `videoIndices`; `nil` for the catalog's.
        var entries: [UserWrites.PlaylistItem]? = nil
        /// Bumped by each change, so the etag follows the playlist.
        var revision = ""
    }

    func source(_ playlist: CatalogPlaylist) -> Source {
        Source(
            id: playlist.id, channel: catalog.channels[playlist.channelIndex], title: playlist.title,
            description: playlist.description, publishedAt: playlist.publishedAt, millis: playlist.millis,
            videoIndices: playlist.videoIndices)
    }

    /// - Parameter withoutShorts: the `UULF…` playlist: the uploads of more than 60 seconds.
    func uploadsSource(_ channel: CatalogChannel, withoutShorts: Bool = false) -> Source {
        Source(
            id: withoutShorts ? "UULF" + channel.id.dropFirst(2) : channel.uploadsPlaylistId, channel: channel,
            title: "Uploads from \(channel.title)", description: "", publishedAt: channel.publishedAt,
            millis: channel.millis,
            videoIndices: withoutShorts
                ? channel.uploads.filter { !catalog.videos[$0].isShort } : channel.uploads)
    }

    func render(_ source: Source, parts: PartSelection) -> JSONValue {
        let first = source.videoIndices.first.map { catalog.videos[$0] }
        let snippet: JSONValue = [
            "publishedAt": .string(RFC3339.format(source.publishedAt, millis: source.millis)),
            "channelId": .string(source.channel.id),
            "title": .string(source.title),
            "description": .string(source.description),
            "thumbnails": Thumbnails.playlist(firstVideo: first),
            "channelTitle": .string(source.channel.title),
            "localized": ["title": .string(source.title), "description": .string(source.description)],
        ]
        let embed =
            "<iframe width=\"640\" height=\"360\" src=\"http://www.youtube.com/embed/videoseries?list=\(source.id)\" "
            + "frameborder=\"0\" allow=\"accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; "
            + "picture-in-picture; web-share\" referrerpolicy=\"strict-origin-when-cross-origin\" allowfullscreen></iframe>"
        return [
            "kind": "youtube#playlist",
            "etag": .string(Digest.etag(for: "playlist:\(catalog.seed):\(source.id)\(source.revision)")),
            "id": .string(source.id),
            "snippet": parts.contains("snippet") ? snippet : nil,
            "status": parts.contains("status") ? ["privacyStatus": .string(source.privacyStatus)] : nil,
            "contentDetails": parts.contains("contentDetails") ? ["itemCount": .int(source.videoIndices.count)] : nil,
            "player": parts.contains("player") ? ["embedHtml": .string(embed)] : nil,
        ]
    }
}
