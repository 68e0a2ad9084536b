/// `playlistItems.update`: the owner moves an item to `snippet.position` or changes its note.
struct PlaylistItemUpdate: UserMethod {
    let id = "playlistItems.update"
    let parameters: Set<String> = ["part", "onBehalfOfContentOwner"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let body = try WriteBody(request)
        let parts = try body.parts(known: PlaylistItemInsert.knownParts, writable: ["snippet", "contentDetails"])
        try body.refuseReadOnly(PlaylistItemInsert.readOnly.filter { $0 != "id" })
        let itemId = try body.required("id")
        let target = try PlaylistItemTarget(body, request: request, writes: writes)
        var items = target.items
        guard let index = items.firstIndex(where: { $0.id == itemId }) else { throw APIError.playlistItemNotFound }
        var item = items.remove(at: index)
        guard item.videoId == target.videoId else { throw APIError.playlistItemVideoNotFound }
        if parts.contains("contentDetails") { item.note = body.value("contentDetails.note")?.stringValue ?? "" }
        let position = try target.position(in: items.count + 1) ?? index
        items.insert(item, at: position)
        writes.playlistItems[target.playlist.id] = items
        return try PlaylistItemTarget.answer(item.id, playlistId: target.playlist.id, request: request, writes: writes)
    }
}
