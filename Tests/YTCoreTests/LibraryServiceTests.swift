import Foundation
import Synchronization
import Testing

@testable import YTCore

/// The history lists a video once per day, in the user's time zone.
@Suite struct LibraryServiceTests {
    /// Views kept in memory, newest first as a store gives them.
    final class Views: LibraryStore {
        private let views = Mutex<[HistoryEntry]>([])

        func addFavorite(_ favorite: Favorite, userId: Int64) throws -> Bool { Issue.record("unexpected"); return false }
        func removeFavorite(videoId: String, userId: Int64) throws -> Bool { Issue.record("unexpected"); return false }
        func favorites(userId: Int64) throws -> [Favorite] { Issue.record("unexpected"); return [] }
        func clearHistory(userId: Int64) throws -> Int { Issue.record("unexpected"); return 0 }

        func addHistory(videoId: String, title: String, channelTitle: String, userId: Int64, now: Date) throws {
            views.withLock {
                $0.insert(HistoryEntry(id: Int64($0.count + 1), videoId: videoId, title: title,
                                       channelTitle: channelTitle, viewedAt: now), at: 0)
            }
        }

        func history(userId: Int64, limit: Int) throws -> [HistoryEntry] {
            views.withLock { Array($0.prefix(limit)) }
        }

        private let kept = Mutex<[String: WatchProgress]>([:])

        func saveProgress(_ progress: WatchProgress, userId: Int64) throws {
            kept.withLock { $0[progress.videoId] = progress }
        }

        func progress(videoIds: [String], userId: Int64) throws -> [String: WatchProgress] {
            kept.withLock { kept in kept.filter { videoIds.contains($0.key) } }
        }
    }

    @Test func historyTellsHowFarEachVideoWasPlayed() throws {
        let views = Views()
        let library = LibraryService(library: views, now: { Self.at("2026-11-01T16:00:00Z") }, calendar: Self.tokyo())
        try library.recordView(of: Video(id: "A", title: "a"), by: Self.user)
        try library.recordView(of: Video(id: "B", title: "b"), by: Self.user)
        try library.saveProgress(videoId: "A", position: 570, length: 600, for: Self.user)
        let history = try library.history(of: Self.user)
        #expect(history.map(\.videoId) == ["B", "A"])
        #expect(history[1].position == 570 && history[1].length == 600 && history[1].watched)
        #expect(history[0].position == nil && !history[0].watched)
    }

    static let user = User(id: 1, name: "Ada", email: "ada@example.com", handle: "ada", createdAt: Date(timeIntervalSince1970: 0),
                           updatedAt: Date(timeIntervalSince1970: 0))

    /// 2026-11-02 in Tokyo (UTC+9) runs from 2026-11-01T15:00Z to 2026-11-02T15:00Z.
    static func tokyo() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        return calendar
    }

    static func at(_ iso: String) -> Date { try! Date(iso, strategy: .iso8601) }

    @Test func aVideoLookedAtManyTimesADayIsListedOnceWithItsLatestView() throws {
        let views = Views()
        for (video, time) in [("A", "2026-11-01T16:00:00Z"), ("B", "2026-11-01T17:00:00Z"), ("A", "2026-11-01T18:00:00Z"),
                              ("A", "2026-11-02T14:59:00Z"), ("A", "2026-11-02T15:01:00Z")] {
            try views.addHistory(videoId: video, title: video, channelTitle: "c", userId: 1, now: Self.at(time))
        }
        let service = LibraryService(library: views, calendar: Self.tokyo())
        let history = try service.history(of: Self.user, limit: 50)
        // A on 3 November (Tokyo), A and B on 2 November: the latest view of A that day.
        #expect(history.map(\.videoId) == ["A", "A", "B"])
        #expect(history.map(\.viewedAt) == [Self.at("2026-11-02T15:01:00Z"), Self.at("2026-11-02T14:59:00Z"),
                                             Self.at("2026-11-01T17:00:00Z")])
    }

    @Test func theLimitCountsEntriesNotViews() throws {
        let views = Views()
        try views.addHistory(videoId: "B", title: "B", channelTitle: "c", userId: 1, now: Self.at("2026-11-01T09:00:00Z"))
        for minute in 0..<300 {
            try views.addHistory(videoId: "A", title: "A", channelTitle: "c", userId: 1,
                                 now: Self.at("2026-11-01T16:00:00Z").addingTimeInterval(Double(minute * 60)))
        }
        let history = try LibraryService(library: views, calendar: Self.tokyo()).history(of: Self.user, limit: 2)
        #expect(history.map(\.videoId) == ["A", "B"])
    }
}
