import YTCore

/// How far the signed-in user got in the videos of one listing: the `✓` column of tables, the
/// `watched` and `position` of JSON, and what `--unwatched` hides.
///
/// Looked up once per listing, in one store query, by a `WatchMarks.Lookup` the command takes from
/// its environment (`AppEnvironment.watchMarks()`). Signed out nothing is known: tables have no
/// `✓` column and JSON says `null`.
///
/// ```swift
/// let lookup = try environment.watchMarks()
/// let marks = try lookup.marks(for: videos.map(\.id))
/// marks.watched("dQw4w9WgXcQ")   // true, false, or nil signed out
/// ```
struct WatchMarks: Sendable {
    /// The progress of each video the user played, by id; nil when no one is signed in.
    let progress: [String: WatchProgress]?

    /// Signed out: nothing is known.
    static let unknown = WatchMarks(progress: nil)

    /// Whether anyone's watching is known (someone is signed in).
    var known: Bool { progress != nil }

    /// Whether the video was watched (past 90%); nil signed out.
    func watched(_ videoId: String) -> Bool? {
        progress.map { $0[videoId]?.watched ?? false }
    }

    /// Where playback of the video last stood, in whole seconds; nil when never played.
    func position(_ videoId: String) -> Int? {
        progress?[videoId].map { Int($0.position) }
    }

    /// The ids of the videos marked watched.
    var watchedIds: Set<String> {
        progress?.watchedIds ?? []
    }

    /// Looks up the marks of a listing's videos for the user signed in when it was made.
    struct Lookup: Sendable {
        let library: LibraryService?
        let user: User?

        /// No one signed in: every listing's marks are `unknown`, and nothing is asked of the store.
        static let signedOut = Lookup(library: nil, user: nil)

        /// The marks of `videoIds`: one store query.
        func marks(for videoIds: [String]) throws -> WatchMarks {
            guard let library, let user else { return .unknown }
            return WatchMarks(progress: try library.progress(of: videoIds, for: user))
        }
    }
}
