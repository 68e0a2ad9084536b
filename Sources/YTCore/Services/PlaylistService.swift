import YouTubeAPI

/// A playlist and its videos.
public struct PlaylistService: Sendable {
    private let client: YouTubeClient
    private let bus: EventBus?
    /// Read with the Google user's token (`APIRequest.personal`): a private playlist of theirs,
    /// which the key does not see (`YouTubeAccountService`).
    private let personal: Bool

    public init(client: YouTubeClient, bus: EventBus? = nil, personal: Bool = false) {
        self.client = client
        self.bus = bus
        self.personal = personal
    }

    /// The playlist's details.
    ///
    /// - Throws: `CoreError.playlistNotFound` when playlists.list answers with no such item.
    public func playlist(id: String) async throws -> Playlist {
        let page = try await client.fetch(personal ? .myPlaylist(id: id) : .playlists(ids: [id]))
        guard let playlist = page.items.lazy.compactMap(Playlist.init).first(where: { $0.id == id }) else {
            throw CoreError.playlistNotFound(id)
        }
        return playlist
    }

    /// The playlist's videos in playlist order, up to `limit`, walking pages.
    ///
    /// playlistItems.list gives titles but neither length nor views, so each page's video ids are
    /// looked up with videos.list (1 unit). Private and deleted entries, which videos.list does not
    /// return, are left out.
    public func videos(playlistId: String, limit: Int, pageToken: String? = nil) async throws -> Listing<Video> {
        try await Listing.walk(limit: limit, from: pageToken) { token, wanted in
            let maxResults = min(max(wanted, 1), 50)
            let page = try await client.fetch(personal
                ? .myPlaylistItems(playlistId: playlistId, maxResults: maxResults, pageToken: token)
                : .playlistItems(playlistId: playlistId, maxResults: maxResults, pageToken: token))
            bus?.emit(PageFetched(resource: "playlistItems", items: page.items.count,
                                  hasNextPage: page.nextPageToken != nil))
            let ids = page.items.compactMap { $0.contentDetails?.videoId ?? $0.snippet?.resourceId?.videoId }
            guard !ids.isEmpty else { return .init([], received: page.items.count, next: page.nextPageToken) }
            let found = try await VideoService(client: client).videos(ids: ids)
            return .init(ids.compactMap { found[$0] }, received: page.items.count, next: page.nextPageToken)
        }
    }

    /// A channel's playlists, newest first, up to `limit`, walking pages.
    public func playlists(channelId: String, limit: Int, pageToken: String? = nil) async throws -> Listing<Playlist> {
        try await Listing.walk(limit: limit, from: pageToken) { token, wanted in
            let page = try await client.playlists(
                channelId: channelId, maxResults: min(max(wanted, 1), 50), pageToken: token)
            bus?.emit(PageFetched(resource: "playlists", items: page.items.count, hasNextPage: page.nextPageToken != nil))
            return .init(page.items.compactMap(Playlist.init), received: page.items.count, next: page.nextPageToken)
        }
    }
}
