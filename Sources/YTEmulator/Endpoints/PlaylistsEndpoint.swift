/// `playlists.list`: by `id` (user playlists and `UU…` uploads playlists) or `channelId`.
struct PlaylistsEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "playlists"
    let knownParts: Set<String> = ["contentDetails", "id", "localizations", "player", "snippet", "status"]
    let parameters: Set<String> = [
        "channelId", "hl", "id", "maxResults", "mine", "onBehalfOfContentOwner", "onBehalfOfContentOwnerChannel",
        "pageToken", "part",
    ]
    static let filters = ["channelId", "id", "mine"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let given = Self.filters.filter { query.has($0) }
        guard !given.isEmpty else { throw APIError.noFilter(Self.filters) }
        guard given.count == 1 else { throw APIError.incompatible(given) }
        let maxResults = try query.maxResults(in: 0...50, default: 5)
        let renderer = PlaylistRenderer(catalog: catalog)
        let kind = "youtube#playlistListResponse"
        let overlay = PlaylistOverlay(catalog: catalog, writes: query.writes)
        let sources: [PlaylistRenderer.Source]
        switch given[0] {
        case "id":
            let found = query.list("id").compactMap { overlay.source(id: $0) }
                .filter { overlay.isVisible($0, to: query.caller) }
            return ListPage(
                kind: kind, items: found.map { renderer.render($0, parts: parts) },
                pageInfo: .init(totalResults: found.count, resultsPerPage: maxResults))
        case "channelId":
            let channelId = query.value("channelId") ?? ""
            guard catalog.channelByID[channelId] != nil else { throw APIError.channelNotFound }
            sources = overlay.playlists(ofChannel: channelId, caller: query.caller)
        default:
            guard let caller = query.caller else { throw APIError.loginRequired }
            // An account without a channel has no playlists.
            sources = caller.user.channelId.map { overlay.playlists(ofChannel: $0, caller: caller) } ?? []
        }
        return ListPage(
            kind: kind, page: try OffsetPage(sources, query: query, maxResults: maxResults), total: sources.count,
            maxResults: maxResults
        ) { renderer.render($0, parts: parts) }
    }
}

/// Finds a playlist by id, whether a user playlist (`PL…`) or an uploads playlist (`UU…`, `UULF…`).
struct PlaylistLookup {
    let catalog: Catalog

    func source(id: String) -> PlaylistRenderer.Source? {
        let renderer = PlaylistRenderer(catalog: catalog)
        if let index = catalog.playlistByID[id] { return renderer.source(catalog.playlists[index]) }
        if let channel = catalog.channelByUploadsID[id] { return renderer.uploadsSource(catalog.channels[channel]) }
        // UULF…: the uploads without Shorts, as YouTube serves them beside UU….
        if id.hasPrefix("UULF"), let channel = catalog.channelByUploadsID["UU" + id.dropFirst(4)] {
            return renderer.uploadsSource(catalog.channels[channel], withoutShorts: true)
        }
        return nil
    }
}
