import Foundation
import YTCore

/// Prints favorites and history entries (fields: `Shapes.favorite`, `Shapes.history`), favorites
/// marked watched or not for the signed-in user (`marks`: one lookup per listing).
final class LibraryRenderer: Sendable {
    let console: Console
    let format: OutputFormat
    let marks: WatchMarks.Lookup
    /// What went wrong while following a view-model; the command checks it.
    let failure = RenderFailure()

    init(console: Console, format: OutputFormat, marks: WatchMarks.Lookup = .signedOut) {
        self.console = console
        self.format = format
        self.marks = marks
    }

    func favorites(_ favorites: [Favorite]) throws {
        let marks = try marks.marks(for: favorites.map(\.videoId))
        try RecordWriter(console: console, format: format, shape: Shapes.favorite(marked: marks))
            .list(favorites, empty: "No favorites yet: ytclone fav add VIDEO")
    }

    func history(_ entries: [HistoryEntry]) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.history)
            .list(entries, empty: "No history yet: ytclone video VIDEO records the videos you look at.")
    }
}
