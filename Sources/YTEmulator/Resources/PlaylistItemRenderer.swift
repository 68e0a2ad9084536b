/// Renders one entry of a playlist as a `youtube#playlistItem` resource.
///
/// Item ids are standard base64 of `<playlistId>.<videoId>`, like the real uploads items, so
/// `playlistItems.list?id=` can find them again without a table.
struct PlaylistItemRenderer {
    let catalog: Catalog

    static func itemId(playlistId: String, videoId: String) -> String {
        Base64.encode(Array("\(playlistId).\(videoId)".utf8), urlSafe: false, padded: true)
    }

    /// `(playlistId, videoId)` for an item id, if it decodes as one.
    static func decode(itemId: String) -> (playlistId: String, videoId: String)? {
        guard let bytes = Base64.decode(itemId), let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let halves = text.split(separator: ".", maxSplits: 1)
        guard halves.count == 2 else { return nil }
        return (String(halves[0]), String(halves[1]))
    }

    func render(_ playlist: PlaylistRenderer.Source, position: Int, parts: PartSelection) -> JSONValue {
        let video = catalog.videos[playlist.videoIndices[position]]
        let entry = playlist.entries?[position]
        // Only the parts asked for are built: a subscriptions refresh asks a thousand channels for
        // contentDetails alone, and the emulator shares the client's cores.
        var snippet: JSONValue? {
            let addedAt = entry?.publishedAt ?? Self.addedAt(playlist, position: position, catalog: catalog)
            let owner = catalog.channel(of: video)
            return [
                "publishedAt": .string(RFC3339.format(addedAt, millis: video.millis)),
                "channelId": .string(playlist.channel.id),
                "title": .string(video.title),
                "description": .string(video.description),
                "thumbnails": Thumbnails.video(video),
                "channelTitle": .string(playlist.channel.title),
                "playlistId": .string(playlist.id),
                "position": .int(position),
                "resourceId": ["kind": "youtube#video", "videoId": .string(video.id)],
                "videoOwnerChannelTitle": .string(owner.title),
                "videoOwnerChannelId": .string(owner.id),
            ]
        }
        let details: JSONValue = [
            "videoId": .string(video.id),
            "videoPublishedAt": .string(RFC3339.format(video.publishedAt, millis: video.millis)),
            "note": (entry?.note).flatMap { $0.isEmpty ? nil : JSONValue.string($0) },
        ]
        let id = entry?.id ?? Self.itemId(playlistId: playlist.id, videoId: video.id)
        return [
            "kind": "youtube#playlistItem",
            "etag": .string(Digest.etag(for: "playlistItem:\(catalog.seed):\(id):\(position):\(entry?.note ?? "")")),
            "id": .string(id),
            "snippet": parts.contains("snippet") ? snippet : nil,
            "contentDetails": parts.contains("contentDetails") ? details : nil,
            "status": parts.contains("status") ? ["privacyStatus": .string(playlist.privacyStatus)] : nil,
        ]
    }

    /// When the catalog's item at `position` was added: after both the playlist and the video
    /// exist, and never in the future; an upload when it was published.
    static func addedAt(_ playlist: PlaylistRenderer.Source, position: Int, catalog: Catalog) -> Int64 {
        let video = catalog.videos[playlist.videoIndices[position]]
        if playlist.id.hasPrefix("UU") { return video.publishedAt }
        return min(catalog.now, max(playlist.publishedAt, video.publishedAt) + Int64(position * 3_607))
    }
}
