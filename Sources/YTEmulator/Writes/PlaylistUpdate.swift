/// `playlists.update`: the owner retitles, redescribes or changes the privacy of a playlist,
/// theirs or one of their channel's catalog playlists.
struct PlaylistUpdate: UserMethod {
    let id = "playlists.update"
    let parameters: Set<String> = ["part", "onBehalfOfContentOwner"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let body = try WriteBody(request)
        let parts = try body.parts(known: PlaylistInsert.knownParts, writable: ["snippet", "status", "localizations"])
        try body.refuseReadOnly(PlaylistInsert.readOnly.filter { $0 != "id" })
        let id = try body.required("id")
        let overlay = PlaylistOverlay(catalog: request.catalog, writes: writes)
        let source = try overlay.owned(
            id: id, caller: request.caller, missing: .playlistIdNotFound, notYours: .playlistForbidden)
        guard !id.hasPrefix("UU") else { throw APIError.playlistForbidden }
        var playlist =
            writes.playlists[id]
            ?? UserWrites.Playlist(
                id: id, channelId: source.channel.id, title: source.title, description: source.description,
                privacyStatus: source.privacyStatus, publishedAt: source.publishedAt, defaultLanguage: nil)
        // Google overwrites every property of each part given; a part left out keeps its values.
        if parts.contains("snippet") {
            let fields = try PlaylistFields(body)
            playlist.title = fields.title
            playlist.description = fields.description
        }
        if parts.contains("status") {
            playlist.privacyStatus = body.value("status.privacyStatus")?.stringValue ?? "public"
            guard ["public", "unlisted", "private"].contains(playlist.privacyStatus) else {
                throw APIError(
                    code: 400, "Invalid value for status.privacyStatus.", domain: "youtube.playlist",
                    reason: "invalidValue", parameter: "status.privacyStatus")
            }
        }
        writes.playlists[id] = playlist
        return try PlaylistFields.answer(id, request: request, writes: writes)
    }
}
