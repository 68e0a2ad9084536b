/// A user's favorites and history, republished after every change.
public final class LibraryViewModel {
    @Publishable public var favorites: [Favorite] = []
    @Publishable public var history: [HistoryEntry] = []

    private let service: LibraryService
    private let user: User

    public init(service: LibraryService, user: User) {
        self.service = service
        self.user = user
    }

    public func loadFavorites() throws {
        favorites = try service.favorites(of: user)
    }

    /// Returns false when the video already was a favorite.
    @discardableResult
    public func addFavorite(_ video: Video) throws -> Bool {
        let added = try service.addFavorite(video, for: user)
        try loadFavorites()
        return added
    }

    /// Returns false when the video was not a favorite.
    @discardableResult
    public func removeFavorite(_ videoId: String) throws -> Bool {
        let removed = try service.removeFavorite(videoId, for: user)
        try loadFavorites()
        return removed
    }

    public func loadHistory(limit: Int) throws {
        history = try service.history(of: user, limit: limit)
    }

    @discardableResult
    public func clearHistory() throws -> Int {
        let removed = try service.clearHistory(of: user)
        history = []
        return removed
    }
}
