/// `playlists.delete`: the owner deletes a playlist (theirs or their channel's catalog one);
/// every later read leaves it out.
struct PlaylistDelete: UserMethod {
    let id = "playlists.delete"
    let parameters: Set<String> = ["id", "onBehalfOfContentOwner"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let id = request.query.value("id") ?? ""
        let overlay = PlaylistOverlay(catalog: request.catalog, writes: writes)
        _ = try overlay.owned(
            id: id, caller: request.caller, missing: .playlistIdNotFound, notYours: .playlistForbidden)
        guard !id.hasPrefix("UU") else { throw APIError.playlistForbidden }
        writes.deletedPlaylists.insert(id)
        writes.playlists[id] = nil
        writes.playlistItems[id] = nil
        return .noContent
    }
}
