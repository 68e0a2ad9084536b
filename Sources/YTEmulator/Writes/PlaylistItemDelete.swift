/// `playlistItems.delete`: the owner removes an item; those after it move up one position.
struct PlaylistItemDelete: UserMethod {
    let id = "playlistItems.delete"
    let parameters: Set<String> = ["id", "onBehalfOfContentOwner"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let itemId = request.query.value("id") ?? ""
        let overlay = PlaylistOverlay(catalog: request.catalog, writes: writes)
        guard let playlistId = PlaylistItemRenderer.decode(itemId: itemId)?.playlistId,
            let source = overlay.source(id: playlistId), overlay.isVisible(source, to: request.caller)
        else { throw APIError.playlistItemNotFound }
        var items = overlay.items(of: source)
        guard let index = items.firstIndex(where: { $0.id == itemId }) else { throw APIError.playlistItemNotFound }
        guard request.caller.user.channelId == source.channel.id else { throw APIError.playlistItemsNotAccessible }
        guard !playlistId.hasPrefix("UU") else { throw APIError.playlistOperationUnsupported }
        items.remove(at: index)
        writes.playlistItems[playlistId] = items
        return .noContent
    }
}
