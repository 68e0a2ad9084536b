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

    /// The details of up to 50 videos in one videos.list call (1 unit), by id; ids the API does
    /// not return (private, deleted) are left out.
    public func videos(ids: [String]) async throws -> [String: Video] {
        guard !ids.isEmpty else { return [:] }
        let page = try await client.videos(ids: Array(ids.prefix(50)))
        return Dictionary(page.items.compactMap(Video.init).map { ($0.id, $0) }) { first, _ in first }
    }
}
