/// One typed method per API endpoint; each is `fetch` of the matching `APIRequest`.
extension YouTubeClient {
    public typealias Page<Item: Decodable & Sendable & Hashable> = Wire.ListResponse<Item>

    /// search.list (100 units).
    public func search(_ query: SearchQuery, maxResults: Int = 50, pageToken: String? = nil) async throws
        -> Page<Wire.SearchResult>
    {
        try await fetch(.search(query, maxResults: maxResults, pageToken: pageToken))
    }

    /// videos.list by up to 50 ids; unknown ids are simply absent from the answer.
    public func videos(ids: [String]) async throws -> Page<Wire.Video> {
        try await fetch(.videos(ids: ids))
    }

    /// videos.list `chart=mostPopular`.
    public func mostPopular(
        regionCode: String? = nil, categoryId: String? = nil, maxResults: Int = 50, pageToken: String? = nil
    ) async throws -> Page<Wire.Video> {
        try await fetch(.mostPopular(regionCode: regionCode, categoryId: categoryId, maxResults: maxResults,
                                     pageToken: pageToken))
    }

    /// channels.list by id.
    public func channels(ids: [String]) async throws -> Page<Wire.Channel> {
        try await fetch(.channels(ids: ids))
    }

    /// channels.list `forHandle`.
    public func channel(handle: String) async throws -> Page<Wire.Channel> {
        try await fetch(.channel(handle: handle))
    }

    /// playlists.list of a channel.
    public func playlists(channelId: String, maxResults: Int = 50, pageToken: String? = nil) async throws
        -> Page<Wire.Playlist>
    {
        try await fetch(.playlists(channelId: channelId, maxResults: maxResults, pageToken: pageToken))
    }

    /// playlists.list by id.
    public func playlists(ids: [String]) async throws -> Page<Wire.Playlist> {
        try await fetch(.playlists(ids: ids))
    }

    /// playlistItems.list.
    public func playlistItems(playlistId: String, maxResults: Int = 50, pageToken: String? = nil) async throws
        -> Page<Wire.PlaylistItem>
    {
        try await fetch(.playlistItems(playlistId: playlistId, maxResults: maxResults, pageToken: pageToken))
    }

    /// commentThreads.list of a video.
    public func commentThreads(
        videoId: String, order: String? = nil, searchTerms: String? = nil, maxResults: Int = 100,
        pageToken: String? = nil
    ) async throws -> Page<Wire.CommentThread> {
        try await fetch(.commentThreads(videoId: videoId, order: order, searchTerms: searchTerms,
                                        maxResults: maxResults, pageToken: pageToken))
    }

    /// comments.list: replies to a thread.
    public func comments(parentId: String, maxResults: Int = 100, pageToken: String? = nil) async throws
        -> Page<Wire.Comment>
    {
        try await fetch(.comments(parentId: parentId, maxResults: maxResults, pageToken: pageToken))
    }

    /// videoCategories.list of a region.
    public func videoCategories(regionCode: String) async throws -> Page<Wire.VideoCategory> {
        try await fetch(.videoCategories(regionCode: regionCode))
    }
}
