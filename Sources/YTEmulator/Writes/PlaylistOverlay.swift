/// Users' playlists and playlist items laid over the catalog's: what every read of
/// `playlists.list` and `playlistItems.list` shows, and what the write methods change.
struct PlaylistOverlay {
    let catalog: Catalog
    let writes: UserWrites

    /// The playlist `id` as it now is; `nil` when it never existed or was deleted.
    func source(id: String) -> PlaylistRenderer.Source? {
        guard !writes.deletedPlaylists.contains(id) else { return nil }
        var source: PlaylistRenderer.Source
        if let written = writes.playlists[id] {
            guard let channelIndex = catalog.channelByID[written.channelId] else { return nil }
            source =
                PlaylistLookup(catalog: catalog).source(id: id)
                ?? PlaylistRenderer.Source(
                    id: id, channel: catalog.channels[channelIndex], title: written.title,
                    description: written.description, publishedAt: written.publishedAt, millis: false,
                    videoIndices: [])
            source.title = written.title
            source.description = written.description
            source.privacyStatus = written.privacyStatus
        } else {
            guard let found = PlaylistLookup(catalog: catalog).source(id: id) else { return nil }
            source = found
        }
        if let items = writes.playlistItems[id] {
            let kept = items.filter { catalog.videoByID[$0.videoId] != nil }
            source.entries = kept
            source.videoIndices = kept.compactMap { catalog.videoByID[$0.videoId] }
        }
        if writes.playlists[id] != nil || writes.playlistItems[id] != nil {
            let items = source.entries?.map(\.id).joined(separator: ",") ?? ""
            source.revision =
                ":"
                + String(
                    Digest.hash64(
                        "\(source.title)|\(source.description)|"
                            + "\(source.privacyStatus)|\(items)"))
        }
        return source
    }

    /// Whether `caller` may see the playlist: a private one only its owner.
    func isVisible(_ source: PlaylistRenderer.Source, to caller: Caller?) -> Bool {
        source.privacyStatus != "private" || caller?.user.channelId == source.channel.id
    }

    /// The playlists of a channel, newest first, as `caller` may see them.
    func playlists(ofChannel channelId: String, caller: Caller?) -> [PlaylistRenderer.Source] {
        guard let channelIndex = catalog.channelByID[channelId] else { return [] }
        let catalogIds = catalog.channels[channelIndex].playlists.map { catalog.playlists[$0].id }
        let userIds = writes.playlists.values.filter { $0.channelId == channelId && !catalogIds.contains($0.id) }
            .map(\.id)
        return (catalogIds + userIds).compactMap { source(id: $0) }
            .filter { isVisible($0, to: caller) }
            .sorted { ($0.publishedAt, $0.id) > ($1.publishedAt, $1.id) }
    }

    /// The items of `id` to change, the catalog's copied in with the ids the catalog gave them.
    func items(of source: PlaylistRenderer.Source) -> [UserWrites.PlaylistItem] {
        if let entries = source.entries { return entries }
        return source.videoIndices.indices.map { position in
            let video = catalog.videos[source.videoIndices[position]]
            return UserWrites.PlaylistItem(
                id: PlaylistItemRenderer.itemId(playlistId: source.id, videoId: video.id), videoId: video.id,
                note: "", publishedAt: PlaylistItemRenderer.addedAt(source, position: position, catalog: catalog),
                addedBy: source.channel.id)
        }
    }

    /// Where the item `itemId` (of video `videoId`) stands in `source`; `nil` when removed.
    func position(ofItem itemId: String, videoId: String, in source: PlaylistRenderer.Source) -> Int? {
        if let entries = source.entries { return entries.firstIndex { $0.id == itemId } }
        return source.videoIndices.firstIndex { catalog.videos[$0].id == videoId }
    }

    /// The playlist the caller owns, for a write: 404 when missing (or another's private one),
    /// `notYours` when someone else's.
    func owned(id: String, caller: Caller, missing: APIError, notYours: APIError) throws -> PlaylistRenderer.Source {
        guard let source = source(id: id), isVisible(source, to: caller) else { throw missing }
        guard caller.user.channelId == source.channel.id else { throw notYours }
        return source
    }
}
