/// `playlistItems.insert`: the owner of a playlist adds a video, at the end or at `position`.
/// Adding the same video twice adds two items, as on YouTube.
struct PlaylistItemInsert: UserMethod {
    let id = "playlistItems.insert"
    let parameters: Set<String> = ["part", "onBehalfOfContentOwner"]
    static let knownParts: Set<String> = ["contentDetails", "id", "snippet", "status"]
    static let readOnly = [
        "id", "etag", "kind", "snippet.publishedAt", "snippet.channelId", "snippet.title", "snippet.description",
        "snippet.thumbnails", "snippet.channelTitle", "snippet.videoOwnerChannelTitle", "snippet.videoOwnerChannelId",
        "contentDetails.videoId", "contentDetails.videoPublishedAt", "status",
    ]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let body = try WriteBody(request)
        _ = try body.parts(known: Self.knownParts, writable: ["snippet", "contentDetails"])
        try body.refuseReadOnly(Self.readOnly)
        let target = try PlaylistItemTarget(body, request: request, writes: writes)
        var items = target.items
        let position = try target.position(in: items.count + 1) ?? items.count
        let item = UserWrites.PlaylistItem(
            id: PlaylistItemRenderer.itemId(
                playlistId: target.playlist.id, videoId: Self.entryKey(target.videoId, serial: writes.nextSerial())),
            videoId: target.videoId, note: body.value("contentDetails.note")?.stringValue ?? "",
            publishedAt: request.now, addedBy: target.playlist.channel.id)
        items.insert(item, at: position)
        writes.playlistItems[target.playlist.id] = items
        return try PlaylistItemTarget.answer(item.id, playlistId: target.playlist.id, request: request, writes: writes)
    }

    /// The part of a new item's id after the playlist's: 16 hex digits, as Google's are.
    static func entryKey(_ videoId: String, serial: Int) -> String {
        let hash = Digest.hash64("entry:\(videoId):\(serial)")
        let hex = String(hash, radix: 16, uppercase: true)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// What `playlistItems.insert` and `update` check in their body: the playlist (the caller's
/// own, not an uploads playlist), the video, and the position.
struct PlaylistItemTarget {
    let playlist: PlaylistRenderer.Source
    let items: [UserWrites.PlaylistItem]
    let videoId: String
    let body: WriteBody

    init(_ body: WriteBody, request: UserRequest, writes: UserWrites) throws {
        self.body = body
        guard let playlistId = body.value("snippet.playlistId")?.stringValue, !playlistId.isEmpty else {
            throw APIError.playlistIdRequired
        }
        let overlay = PlaylistOverlay(catalog: request.catalog, writes: writes)
        playlist = try overlay.owned(
            id: playlistId, caller: request.caller, missing: .playlistNotFound, notYours: .playlistItemsNotAccessible)
        guard !playlistId.hasPrefix("UU") else { throw APIError.playlistOperationUnsupported }
        guard let videoId = body.value("snippet.resourceId.videoId")?.stringValue, !videoId.isEmpty,
            (body.value("snippet.resourceId.kind")?.stringValue ?? "youtube#video") == "youtube#video"
        else { throw APIError.resourceIdRequired }
        guard request.catalog.videoByID[videoId] != nil else { throw APIError.playlistItemVideoNotFound }
        self.videoId = videoId
        items = overlay.items(of: playlist)
    }

    /// The body's `snippet.position`, which must be below `count`; `nil` when not given.
    func position(in count: Int) throws -> Int? {
        guard let value = body.value("snippet.position") else { return nil }
        guard let position = value.intValue, position >= 0, position < count else {
            throw APIError.invalidPlaylistItemPosition
        }
        return position
    }

    static func answer(_ itemId: String, playlistId: String, request: UserRequest, writes: UserWrites) throws
        -> UserAnswer
    {
        let overlay = PlaylistOverlay(catalog: request.catalog, writes: writes)
        guard let source = overlay.source(id: playlistId),
            let position = source.entries?.firstIndex(where: { $0.id == itemId })
        else { throw APIError.playlistItemNotFound }
        let parts = try PartSelection(request.query, known: PlaylistItemInsert.knownParts)
        return .resource(
            PlaylistItemRenderer(catalog: request.catalog).render(source, position: position, parts: parts))
    }
}
