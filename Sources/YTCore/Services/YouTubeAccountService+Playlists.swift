import YouTubeAPI

/// The Google user's own playlists: listing, creating, filling, emptying and deleting them.
extension YouTubeAccountService {
    /// The user's playlists, private ones included, newest first, up to `limit`, walking pages.
    public func playlists(limit: Int, pageToken: String? = nil) async throws -> Listing<Playlist> {
        try await Listing.walk(limit: limit, from: pageToken) { token, wanted in
            let page = try await client.fetch(.myPlaylists(maxResults: min(max(wanted, 1), 50), pageToken: token))
            bus?.emit(PageFetched(resource: "playlists", items: page.items.count, hasNextPage: page.nextPageToken != nil))
            return .init(page.items.compactMap(Playlist.init), received: page.items.count, next: page.nextPageToken)
        }
    }

    /// One playlist as the user sees it (a private one of theirs too), 1 unit.
    ///
    /// - Throws: `CoreError.playlistNotFound` when there is no such playlist for them.
    public func playlist(id: String) async throws -> Playlist {
        try await PlaylistService(client: client, bus: bus, personal: true).playlist(id: id)
    }

    /// The videos of one of the user's playlists, a private one too, in playlist order, up to
    /// `limit`: `PlaylistService.videos` with the items read with the user's token (1 unit a page)
    /// and each page's videos looked up (1 unit).
    public func videos(playlistId: String, limit: Int, pageToken: String? = nil) async throws -> Listing<Video> {
        try await PlaylistService(client: client, bus: bus, personal: true)
            .videos(playlistId: playlistId, limit: limit, pageToken: pageToken)
    }

    /// Creates a playlist (playlists.insert, 50 units) and returns it as Google has it.
    ///
    /// Sent once: after a lost answer it may exist, so the caller says to look (`playlists --mine`)
    /// rather than create it again.
    public func createPlaylist(title: String, description: String?, privacy: PlaylistPrivacy) async throws -> Playlist {
        let wire = try await client.write(.createPlaylist(title: title, description: description, privacy: privacy.rawValue))
        guard let playlist = Playlist(wire) else {
            throw APIError.undecodable(resource: "playlists", detail: "the new playlist came back without an id")
        }
        return playlist
    }

    /// Adds `videoId` at the end of the playlist (playlistItems.insert, 50 units); the new
    /// item's id, which names this entry (the same video may be in a playlist twice).
    @discardableResult
    public func add(videoId: String, to playlistId: String) async throws -> String {
        let item = try await client.write(.addToPlaylist(playlistId: playlistId, videoId: videoId))
        return item.id ?? ""
    }

    /// Removes the first entry of `videoId` from the playlist: its item found in
    /// playlistItems.list (1 unit a page), then deleted (playlistItems.delete, 50 units).
    ///
    /// - Returns: `false` when the video is not in the playlist (nothing deleted).
    @discardableResult
    public func remove(videoId: String, from playlistId: String) async throws -> Bool {
        guard let itemId = try await itemId(of: videoId, in: playlistId) else { return false }
        _ = try await client.write(.deletePlaylistItem(id: itemId))
        return true
    }

    /// The id of the first item of `playlistId` that holds `videoId`, walking its pages.
    func itemId(of videoId: String, in playlistId: String) async throws -> String? {
        var token: String?
        var followed: Set<String> = []
        for _ in 0..<Self.mostItemPages {
            let page = try await client.fetch(.myPlaylistItems(playlistId: playlistId, maxResults: 50, pageToken: token))
            let match = page.items.first {
                ($0.contentDetails?.videoId ?? $0.snippet?.resourceId?.videoId) == videoId
            }
            if let match { return match.id }
            guard let next = page.nextPageToken, followed.insert(next).inserted else { return nil }
            token = next
        }
        return nil
    }

    /// A playlist holds at most 5,000 videos: 100 pages of 50, which bounds the search for an item.
    static let mostItemPages = 100

    /// Deletes the playlist (playlists.delete, 50 units).
    public func delete(playlistId: String) async throws {
        _ = try await client.write(.deletePlaylist(id: playlistId))
    }
}
