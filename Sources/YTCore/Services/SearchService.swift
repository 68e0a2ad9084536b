import YouTubeAPI

/// search.list with filters, one method per result type.
///
/// A search result carries only a snippet: HTML-escaped text and no counts. Each page's ids are
/// therefore looked up once more (videos.list, channels.list or playlists.list: 1 unit beside
/// search's 100), so a video row has its length and views, a channel its subscribers and a
/// playlist its size. A result the lookup does not return (removed meanwhile) keeps its snippet.
public struct SearchService: Sendable {
    private let client: YouTubeClient
    private let bus: EventBus?

    public init(client: YouTubeClient, bus: EventBus? = nil) {
        self.client = client
        self.bus = bus
    }

    /// Videos matching `query` (its `type` is set to `video`), up to `limit`, walking pages.
    public func videos(_ query: SearchQuery, limit: Int, pageToken: String? = nil) async throws -> Listing<Video> {
        try await walk(query, type: "video", limit: limit, pageToken: pageToken, id: \.id?.videoId,
                       lookUp: { [client] in try await client.videos(ids: $0).items.compactMap(Video.init) },
                       orElse: Video.init(searchResult:))
    }

    /// Channels matching `query`.
    public func channels(_ query: SearchQuery, limit: Int, pageToken: String? = nil) async throws -> Listing<Channel> {
        try await walk(query, type: "channel", limit: limit, pageToken: pageToken, id: \.id?.channelId,
                       lookUp: { [client] in try await client.channels(ids: $0).items.compactMap(Channel.init) },
                       orElse: Channel.init(searchResult:))
    }

    /// Playlists matching `query`.
    public func playlists(_ query: SearchQuery, limit: Int, pageToken: String? = nil) async throws
        -> Listing<Playlist>
    {
        try await walk(query, type: "playlist", limit: limit, pageToken: pageToken, id: \.id?.playlistId,
                       lookUp: { [client] in try await client.playlists(ids: $0).items.compactMap(Playlist.init) },
                       orElse: Playlist.init(searchResult:))
    }

    /// Walks search pages. A page's results named by `id` are looked up in one call, while the next
    /// page's search, which needs only the token, is already on the wire; a result the lookup did
    /// not return is shown from the search result itself (`orElse`).
    private func walk<Item: Sendable & Identifiable>(
        _ query: SearchQuery, type: String, limit: Int, pageToken: String?,
        id: @escaping @Sendable (Wire.SearchResult) -> String?,
        lookUp fetch: @escaping @Sendable ([String]) async throws -> [Item],
        orElse fallback: @escaping @Sendable (Wire.SearchResult) -> Item?
    ) async throws -> Listing<Item> where Item.ID == String {
        var query = query
        query.type = type
        return try await Listing.walkAhead(limit: limit, from: pageToken) { token, wanted in
            let page = try await client.search(query, maxResults: min(max(wanted, 1), 50), pageToken: token)
            bus?.emit(PageFetched(resource: "search", items: page.items.count, hasNextPage: page.nextPageToken != nil))
            let results = page.items
            let ids = results.compactMap(id)
            return .init(ids: ids, received: results.count, next: page.nextPageToken) {
                let found = try await Self.lookUp(ids, fetch)
                return results.compactMap { result in id(result).flatMap { found[$0] } ?? fallback(result) }
            }
        }
    }

    /// One lookup call for a page's ids (at most 50, a page's size), keyed by id.
    private static func lookUp<Item: Identifiable>(_ ids: [String], _ fetch: ([String]) async throws -> [Item])
        async throws -> [String: Item] where Item.ID == String
    {
        guard !ids.isEmpty else { return [:] }
        return Dictionary(try await fetch(ids).map { ($0.id, $0) }) { first, _ in first }
    }
}
