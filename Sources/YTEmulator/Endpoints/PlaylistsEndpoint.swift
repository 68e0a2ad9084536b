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
        switch given[0] {
        case "id":
            let sources = query.list("id").compactMap { PlaylistLookup(catalog: catalog).source(id: $0) }
            return ListPage(
                kind: kind, items: sources.map { renderer.render($0, parts: parts) },
                pageInfo: .init(totalResults: sources.count, resultsPerPage: maxResults))
        case "channelId":
            guard let channelIndex = catalog.channelByID[query.value("channelId") ?? ""] else {
                throw APIError.channelNotFound
            }
            let owned = catalog.channels[channelIndex].playlists.sorted {
                catalog.playlists[$0].publishedAt > catalog.playlists[$1].publishedAt
            }
            let page = try OffsetPage(owned, query: query, maxResults: maxResults)
            var list = ListPage(
                kind: kind,
                items: page.items.map { renderer.render(renderer.source(catalog.playlists[$0]), parts: parts) },
                pageInfo: .init(totalResults: owned.count, resultsPerPage: maxResults))
            list.nextPageToken = page.nextPageToken
            list.prevPageToken = page.prevPageToken
            return list
        default:
            throw APIError.loginRequired
        }
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
