import YTCore

/// Which of the videos the browser shows the signed-in user watched, for the rows it dims.
///
/// The library is asked once for each new set of rows (a page loaded, another user), not at every
/// frame, and again after a player had the screen: the progress it reported may have marked one.
@MainActor final class WatchedRows {
    private let library: LibraryService
    /// What the last answer was asked for, and it; nil when the next frame must ask again.
    private var last: (userId: Int64, ids: Set<String>, watched: Set<String>)?

    init(library: LibraryService) {
        self.library = library
    }

    func listen(on bus: EventBus) {
        bus.on(WatchRequested.self, by: self, isolation: MainActor.shared) { rows, _ in rows.last = nil }
    }

    /// The watched ones among `ids`: none signed out, or when the library cannot say (the rows
    /// are then shown as they are, not dimmed).
    func watched(among ids: Set<String>, user: User?) -> Set<String> {
        guard let user, !ids.isEmpty else { return [] }
        if let last, last.userId == user.id, last.ids == ids { return last.watched }
        let progress = (try? library.progress(of: Array(ids), for: user)) ?? [:]
        let watched = progress.watchedIds
        last = (user.id, ids, watched)
        return watched
    }
}
