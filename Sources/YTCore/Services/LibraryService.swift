import Foundation

/// A user's favorites and viewing history.
public final class LibraryService: Sendable {
    private let library: any LibraryStore
    private let now: @Sendable () -> Date
    /// Whose days `history` counts in: the user's time zone. Nil: `Calendar.current`, looked up
    /// only by `history`, since its first use loads ICU's locale tables (5 ms), which listings
    /// asking for watched marks do not need.
    private let calendar: Calendar?

    public init(library: any LibraryStore, now: @escaping @Sendable () -> Date = Date.init,
                calendar: Calendar? = nil)
    {
        self.library = library
        self.now = now
        self.calendar = calendar
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

    /// The videos `user` looked at, newest first, each once per day (in the user's time zone):
    /// its latest view that day, with how far the user got in the video. At most `limit` entries.
    public func history(of user: User, limit: Int = 50) throws -> [HistoryEntry] {
        // Views are kept one by one; a video looked at many times a day takes more of them, so
        // ask for more until `limit` entries are found or the history ends.
        var asked = limit * 4
        while true {
            let views = try library.history(userId: user.id, limit: asked)
            let entries = Self.oncePerDay(views, calendar: calendar ?? .current, limit: limit)
            if entries.count >= limit || views.count < asked { return try withProgress(entries, of: user) }
            asked *= 4
        }
    }

    /// Records how far `user` got in a video, as a player reported it.
    public func saveProgress(videoId: String, position: Double, length: Double?, for user: User) throws {
        try library.saveProgress(WatchProgress(videoId: videoId, reachedPosition: position, of: length, at: now()),
                                 userId: user.id)
    }

    /// How far `user` got in each of `videoIds` they played, by video id: one lookup for a listing.
    public func progress(of videoIds: [String], for user: User) throws -> [String: WatchProgress] {
        guard !videoIds.isEmpty else { return [:] }
        return try library.progress(videoIds: videoIds, userId: user.id)
    }

    private func withProgress(_ entries: [HistoryEntry], of user: User) throws -> [HistoryEntry] {
        let progress = try self.progress(of: Array(Set(entries.map(\.videoId))), for: user)
        return entries.map { entry in
            guard let kept = progress[entry.videoId] else { return entry }
            var entry = entry
            entry.position = kept.position
            entry.length = kept.length
            entry.watched = kept.watched
            return entry
        }
    }

    /// `views` (newest first) without the later-listed, earlier views of a video on a day that
    /// already has one.
    static func oncePerDay(_ views: [HistoryEntry], calendar: Calendar, limit: Int) -> [HistoryEntry] {
        var seen = Set<String>()
        var entries: [HistoryEntry] = []
        for view in views where entries.count < limit {
            let day = calendar.dateComponents([.year, .month, .day], from: view.viewedAt)
            let key = "\(view.videoId) \(day.year ?? 0)-\(day.month ?? 0)-\(day.day ?? 0)"
            if seen.insert(key).inserted { entries.append(view) }
        }
        return entries
    }

    @discardableResult
    public func clearHistory(of user: User) throws -> Int {
        try library.clearHistory(userId: user.id)
    }
}
