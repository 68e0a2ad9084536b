import Foundation
import YTCore
import YTStore

/// Keeps what a player reports in the signed-in user's history: how far each video got, and
/// watched past 90% of it.
struct ProgressSaver: Sendable {
    let store: any StateStore
    let user: User
    let now: @Sendable () -> Date
    /// Told of a report that could not be kept (`watch` warns once on stderr).
    var failed: @Sendable (any Error) -> Void = { _ in }

    /// Saves one report. A failure to save is not the player's: playback goes on, the next
    /// report tries again, and `failed` hears of it.
    func save(_ progress: PlaybackProgress) {
        do {
            try LibraryService(library: store, now: now)
                .saveProgress(videoId: progress.videoId, position: progress.position, length: progress.length, for: user)
        } catch {
            failed(error)
        }
    }

    /// How far the user got in each of `videoIds` (by id), for where a queue starts.
    func kept(_ videoIds: [String]) throws -> [String: WatchProgress] {
        try LibraryService(library: store, now: now).progress(of: videoIds, for: user)
    }
}
