/// `playlistItems.list`: a playlist's entries in order (uploads: newest first), or items by `id`.
struct PlaylistItemsEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "playlistItems"
    let knownParts: Set<String> = ["contentDetails", "id", "snippet", "status"]
    let parameters: Set<String> = [
        "id", "maxResults", "onBehalfOfContentOwner", "pageToken", "part", "playlistId", "videoId",
    ]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let given = ["id", "playlistId"].filter { query.has($0) }
        guard !given.isEmpty else { throw APIError.noFilter(["id", "playlistId"]) }
        guard given.count == 1 else { throw APIError.incompatible(given) }
        let maxResults = try query.maxResults(in: 0...50, default: 5)
        let renderer = PlaylistItemRenderer(catalog: catalog)
        let overlay = PlaylistOverlay(catalog: catalog, writes: query.writes)
        let kind = "youtube#playlistItemListResponse"
        if given[0] == "id" {
            let items = query.list("id").compactMap { itemId -> JSONValue? in
                guard let decoded = PlaylistItemRenderer.decode(itemId: itemId),
                    let playlist = overlay.source(id: decoded.playlistId),
                    overlay.isVisible(playlist, to: query.caller),
                    let position = overlay.position(ofItem: itemId, videoId: decoded.videoId, in: playlist)
                else { return nil }
                return renderer.render(playlist, position: position, parts: parts)
            }
            return ListPage(
                kind: kind, items: items, pageInfo: .init(totalResults: items.count, resultsPerPage: maxResults))
        }
        guard let playlist = overlay.source(id: query.value("playlistId") ?? ""),
            overlay.isVisible(playlist, to: query.caller)
        else { throw APIError.playlistNotFound }
        var positions = Array(playlist.videoIndices.indices)
        if let videoId = query.nonEmpty("videoId") {
            positions = positions.filter { catalog.videos[playlist.videoIndices[$0]].id == videoId }
        }
        return ListPage(
            kind: kind, page: try OffsetPage(positions, query: query, maxResults: maxResults),
            total: positions.count, maxResults: maxResults
        ) { renderer.render(playlist, position: $0, parts: parts) }
    }
}
