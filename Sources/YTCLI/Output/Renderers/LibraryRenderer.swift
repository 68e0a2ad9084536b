import Foundation
import YTCore

/// Prints favorites and history entries (fields: `Shapes.favorite`, `Shapes.history`).
final class LibraryRenderer: Sendable {
    let console: Console
    let format: OutputFormat
    /// What went wrong while following a view-model; the command checks it.
    let failure = RenderFailure()

    init(console: Console, format: OutputFormat) {
        self.console = console
        self.format = format
    }

    func favorites(_ favorites: [Favorite]) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.favorite)
            .list(favorites, empty: "No favorites yet: ytclone fav add VIDEO")
    }

    func history(_ entries: [HistoryEntry]) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.history)
            .list(entries, empty: "No history yet: ytclone video VIDEO records the videos you look at.")
    }
}
