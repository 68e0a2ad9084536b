import Synchronization
import YTCore
import YTImages

/// A picture the browser shows: which image, drawn in how many cells.
struct PictureKey: Hashable, Sendable {
    let url: String
    let columns: Int
    let rows: Int

    /// A row's thumbnail on Home: in a box of 8×2 cells a 16:9 picture is drawn 7×2 (in 7×2, 7×1).
    static func row(_ url: String) -> PictureKey { PictureKey(url: url, columns: rowColumns, rows: 2) }
    /// The columns a row keeps for its picture.
    static let rowColumns = 8
    /// The thumbnail on a video's page.
    static func detail(_ url: String) -> PictureKey { PictureKey(url: url, columns: 40, rows: 11) }
}

/// Thumbnails for the browser: hears `PicturesWanted`, fetches what it has not asked for yet
/// through the image cache (several at once, off the key reader and the main actor), draws each
/// into symbol cells and publishes them; the browser redraws on each publication.
///
/// A picture that fails to load or decode stays absent (its row is drawn without it) and is
/// asked for again no sooner than `retryAfter` later.
final class BrowserPictures: Sendable {
    let drawn = Publishable<[PictureKey: PictureCells]>(wrappedValue: [:])
    static let retryAfter: Duration = .seconds(30)
    private let loader: ImageLoader
    private let colors: DrawingColors

    init(loader: ImageLoader, colors: DrawingColors) {
        self.loader = loader
        self.colors = colors
    }

    func listen(on bus: EventBus) {
        bus.on(PicturesWanted.self, by: self) { pictures, event in pictures.want(event.keys) }
    }

    /// The pictures asked for (and not failed or scrolled away since), the latest screen's, those
    /// not fetched yet, and whether a worker is fetching: one lock for all of it.
    private struct Work {
        var asked: Set<PictureKey> = []
        var latest: Set<PictureKey> = []
        var pending: [PictureKey] = []
        var running = false
    }

    private let work = Mutex(Work())
    /// Pictures fetched at once: the screen's first rows come first, and holding PageDown does
    /// not pile up requests, since rows scrolled away are dropped before they are fetched.
    static let batch = 6

    func want(_ keys: [PictureKey]) {
        let start = work.withLock { work in
            work.latest = Set(keys)
            work.pending += keys.filter { work.asked.insert($0).inserted }
            guard !work.running, !work.pending.isEmpty else { return false }
            work.running = true
            return true
        }
        if start { Task.detached(priority: .utility) { [self] in await drain() } }
    }

    /// Fetches what is pending, a batch at a time, until nothing is.
    private func drain() async {
        while true {
            let next: [PictureKey] = work.withLock { work in
                // Rows scrolled away are asked for again when they come back.
                for key in work.pending where !work.latest.contains(key) { work.asked.remove(key) }
                work.pending.removeAll { !work.latest.contains($0) }
                let next = Array(work.pending.prefix(Self.batch))
                work.pending.removeFirst(next.count)
                if next.isEmpty { work.running = false }
                return next
            }
            guard !next.isEmpty else { return }
            await fetch(next)
        }
    }

    private func fetch(_ keys: [PictureKey]) async {
        let bytes = await loader.bytes(at: keys.map(\.url), width: Self.batch)
        var made: [PictureKey: PictureCells] = [:]
        for key in keys {
            guard let data = bytes[key.url] else { continue }
            made[key] = try? Picture(decoding: data).cells(columns: key.columns, rows: key.rows, colors: colors)
        }
        // One `drain` runs at a time, so batches are published in turn, never an older whole after a newer.
        if !made.isEmpty { drawn.wrappedValue = drawn.wrappedValue.merging(made) { _, new in new } }
        let failed = keys.filter { made[$0] == nil }
        guard !failed.isEmpty else { return }
        Task.detached(priority: .utility) { [self] in
            try? await Task.sleep(for: Self.retryAfter)
            work.withLock { work in failed.forEach { work.asked.remove($0) } }
        }
    }
}
