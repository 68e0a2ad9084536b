/// `playlists.insert`: a new playlist owned by the caller's channel. Creating the same title
/// twice creates two playlists, as on YouTube.
struct PlaylistInsert: UserMethod {
    let id = "playlists.insert"
    let parameters: Set<String> = ["part", "onBehalfOfContentOwner", "onBehalfOfContentOwnerChannel"]
    static let knownParts: Set<String> = ["contentDetails", "id", "localizations", "player", "snippet", "status"]
    static let readOnly = [
        "id", "etag", "kind", "snippet.publishedAt", "snippet.channelId", "snippet.channelTitle",
        "snippet.thumbnails", "snippet.localized", "contentDetails", "player",
    ]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let body = try WriteBody(request)
        _ = try body.parts(known: Self.knownParts, writable: ["snippet", "status", "localizations"])
        try body.refuseReadOnly(Self.readOnly)
        guard let channel = request.caller.user.channelId, request.catalog.channelByID[channel] != nil else {
            throw APIError.playlistIneligibleAccount
        }
        let fields = try PlaylistFields(body)
        let serial = writes.nextSerial()
        let playlist = UserWrites.Playlist(
            id: Self.playlistId(seed: request.catalog.seed, channel: channel, serial: serial), channelId: channel,
            title: fields.title, description: fields.description, privacyStatus: fields.privacyStatus ?? "public",
            publishedAt: request.now, defaultLanguage: nil)
        writes.playlists[playlist.id] = playlist
        writes.playlistItems[playlist.id] = []
        return try PlaylistFields.answer(playlist.id, request: request, writes: writes)
    }

    /// `PL` and 32 characters, as Google's.
    static func playlistId(seed: UInt64, channel: String, serial: Int) -> String {
        var rng = SplitMix64(seed ^ Digest.hash64("playlist:\(channel):\(serial)"))
        let bytes = (0..<24).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        return "PL" + String(Base64.encode(bytes, urlSafe: true, padded: false).prefix(32))
    }
}

/// The writable properties of a playlist body and their limits (title required, at most 150
/// characters; description at most 5,000), and the resource a playlist write answers with.
struct PlaylistFields {
    var title: String
    var description: String
    var privacyStatus: String?

    init(_ body: WriteBody) throws {
        guard let title = body.value("snippet.title")?.stringValue,
            !title.allSatisfy({ $0.isWhitespace })
        else { throw APIError.playlistTitleRequired }
        let description = body.value("snippet.description")?.stringValue ?? ""
        guard title.count <= 150, description.count <= 5_000, !title.contains("<"), !title.contains(">") else {
            throw APIError.invalidPlaylistSnippet
        }
        self.title = title
        self.description = description
        privacyStatus = body.value("status.privacyStatus")?.stringValue
        if let privacyStatus, !["public", "unlisted", "private"].contains(privacyStatus) {
            throw APIError(
                code: 400, "Invalid value for status.privacyStatus.", domain: "youtube.playlist",
                reason: "invalidValue", parameter: "status.privacyStatus")
        }
    }

    static func answer(_ id: String, request: UserRequest, writes: UserWrites) throws -> UserAnswer {
        let overlay = PlaylistOverlay(catalog: request.catalog, writes: writes)
        guard let source = overlay.source(id: id) else { throw APIError.playlistIdNotFound }
        let parts = try PartSelection(request.query, known: PlaylistInsert.knownParts)
        return .resource(PlaylistRenderer(catalog: request.catalog).render(source, parts: parts))
    }
}
