import Foundation

/// A user's favorites and viewing history.
public final class LibraryService: Sendable {
    private let library: any LibraryStore
    private let now: @Sendable () -> Date

    public init(library: any LibraryStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.library = library
        self.now = now
    }

    /// Saves `video` as a favorite; false when it already was one.
    @discardableResult
    public func addFavorite(_ video: Video, for user: User) throws -> Bool {
        try library.addFavorite(
            Favorite(videoId: video.id, title: video.title, channelTitle: video.channelTitle, addedAt: now()),
            userId: user.id)
    }

    /// False when `videoId` was not a favorite.
    @discardableResult
    public func removeFavorite(_ videoId: String, for user: User) throws -> Bool {
        try library.removeFavorite(videoId: videoId, userId: user.id)
    }

    public func favorites(of user: User) throws -> [Favorite] {
        try library.favorites(userId: user.id)
    }

    public func recordView(of video: Video, by user: User) throws {
        try library.addHistory(videoId: video.id, title: video.title, channelTitle: video.channelTitle,
                               userId: user.id, now: now())
    }

    public func history(of user: User, limit: Int = 50) throws -> [HistoryEntry] {
        try library.history(userId: user.id, limit: limit)
    }

    @discardableResult
    public func clearHistory(of user: User) throws -> Int {
        try library.clearHistory(userId: user.id)
    }
}
