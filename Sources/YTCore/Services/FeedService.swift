import YouTubeAPI

/// The most-popular chart, walked page by page like the app's infinite scroll.
public struct FeedService: Sendable {
    private let client: YouTubeClient
    private let bus: EventBus?

    public init(client: YouTubeClient, bus: EventBus? = nil) {
        self.client = client
        self.bus = bus
    }

    /// Fetches pages of the chart until `limit` videos are gathered or the chart ends.
    ///
    /// - Parameters:
    ///   - regionCode: ISO 3166-1 alpha-2 code, or `nil` for the API's default region.
    ///   - categoryId: a video category id from `videoCategories.list`.
    ///   - limit: how many videos to return at most.
    ///   - pageToken: where to start; `nil` for the first page.
    /// - Returns: the videos, in chart order without duplicates, and the token of the page after them.
    public func mostPopular(regionCode: String?, categoryId: String?, limit: Int, pageToken: String? = nil)
        async throws -> Listing<Video>
    {
        try await Listing.walk(limit: limit, from: pageToken) { token, wanted in
            let page = try await client.mostPopular(
                regionCode: regionCode, categoryId: categoryId, maxResults: min(wanted, 50), pageToken: token)
            bus?.emit(PageFetched(resource: "videos", items: page.items.count, hasNextPage: page.nextPageToken != nil))
            return .init(page.items.compactMap(Video.init), received: page.items.count, next: page.nextPageToken)
        }
    }
}
