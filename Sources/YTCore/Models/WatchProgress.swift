import Foundation

/// How far a user got in a video: where playback last stood, how long the video is when the
/// player said, and whether it was ever watched to the end (past `watchedFraction` of it).
public struct WatchProgress: Codable, Sendable, Hashable {
    public var videoId: String
    /// Seconds from the start.
    public var position: Double
    /// The video's length in seconds, when known.
    public var length: Double?
    /// Once watched past `watchedFraction`, a video stays watched, wherever it is played from next.
    public var watched: Bool
    public var updatedAt: Date

    /// A video played past 90% of its length counts as watched.
    public static let watchedFraction = 0.9

    public init(videoId: String, position: Double, length: Double?, watched: Bool, updatedAt: Date) {
        self.videoId = videoId
        self.position = position
        self.length = length
        self.watched = watched
        self.updatedAt = updatedAt
    }

    /// Progress reported by a player: watched when `position` is past `watchedFraction` of `length`.
    public init(videoId: String, reachedPosition position: Double, of length: Double?, at now: Date) {
        let watched = length.map { $0 > 0 && position >= $0 * Self.watchedFraction } ?? false
        self.init(videoId: videoId, position: max(0, position), length: length, watched: watched, updatedAt: now)
    }

    /// Where the next play starts: here, unless the video was watched (then from the start) or
    /// barely begun (less than 5 seconds in).
    public var resumePosition: Double? {
        guard !watched, position >= 5 else { return nil }
        if let length, position >= length - 5 { return nil }
        return position
    }
}

extension [String: WatchProgress] {
    /// The ids of the videos watched (played past `WatchProgress.watchedFraction` at some time).
    public var watchedIds: Set<String> { Set(values.filter(\.watched).map(\.videoId)) }
}
