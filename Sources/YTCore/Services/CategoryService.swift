import YouTubeAPI

/// The video categories of a region.
public struct CategoryService: Sendable {
    private let client: YouTubeClient

    public init(client: YouTubeClient) {
        self.client = client
    }

    /// Every category of `regionCode` (`videoCategories.list`, 1 unit, never paged).
    public func categories(regionCode: String) async throws -> [VideoCategory] {
        try await client.videoCategories(regionCode: regionCode).items.compactMap(VideoCategory.init)
    }
}
