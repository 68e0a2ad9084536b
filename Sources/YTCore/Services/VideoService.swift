import YouTubeAPI

/// Looks up videos by id.
public struct VideoService: Sendable {
    private let client: YouTubeClient

    public init(client: YouTubeClient) {
        self.client = client
    }

    /// The details of one video.
    ///
    /// - Throws: `CoreError.videoNotFound` when the API knows no such id (it answers with an
    ///   empty list rather than a 404), or an `APIError`.
    public func video(id: String) async throws -> Video {
        let page = try await client.videos(ids: [id])
        guard let video = page.items.lazy.compactMap(Video.init).first(where: { $0.id == id }) else {
            throw CoreError.videoNotFound(id)
        }
        return video
    }
}
