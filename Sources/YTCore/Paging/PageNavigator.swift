import Foundation

/// The app's infinite scroll on the command line: where each listing stopped, per user and
/// query, so the next run can go on (`--next-page`), back (`--prev-page`) or start over.
///
/// A run asks `start(_:)` for the token to fetch from, fetches, shows, and only then calls
/// `finish(_:next:)`: a failed fetch never moves the cursor past a page that was not shown.
/// The cursor keeps the start token of every page shown so far, because comment threads have no
/// `prevPageToken` and going back needs the way it came.
public struct PageNavigator: Sendable {
    public enum Direction: Sendable, Hashable {
        case first
        case next
        case previous
        case token(String)
    }

    /// Where a run starts: the token to fetch with and the path that led there.
    public struct Start: Sendable, Hashable {
        public var token: String?
        var path: [String?]
    }

    /// Why a run has nothing to fetch.
    public enum Stop: Error, Sendable, Hashable {
        /// `--next-page` after the last page.
        case noNextPage
    }

    private let store: any CursorStore
    private let userId: Int64?
    private let listing: String
    private let now: @Sendable () -> Date

    /// - Parameter listing: the command and its normalized query, such as `feed?region=US`.
    public init(store: any CursorStore, userId: Int64?, listing: String, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.userId = userId
        self.listing = listing
        self.now = now
    }

    /// The token to fetch for `direction`; `previous` on the first page stays on the first page.
    ///
    /// - Throws: `Stop.noNextPage` when the listing already showed its last page.
    public func start(_ direction: Direction) throws -> Start {
        switch direction {
        case .first:
            return Start(token: nil, path: [nil])
        case .token(let token):
            return Start(token: token, path: [token])
        case .next:
            guard let cursor = try store.cursor(userId: userId, listing: listing) else {
                return Start(token: nil, path: [nil])
            }
            guard let next = cursor.nextPageToken else { throw Stop.noNextPage }
            return Start(token: next, path: cursor.path + [next])
        case .previous:
            guard var path = try store.cursor(userId: userId, listing: listing)?.path, path.count > 1 else {
                return Start(token: nil, path: [nil])
            }
            path.removeLast()
            return Start(token: path.last ?? nil, path: path)
        }
    }

    /// Records that the page starting at `start` was shown and `next` follows it.
    ///
    /// A `next` that this cursor already walked through (the start of an earlier page) would send
    /// `--next-page` round in a loop: the listing is recorded as ended instead.
    ///
    /// - Returns: the next page's token as recorded, `nil` when the listing ended.
    @discardableResult
    public func finish(_ start: Start, next: String?) throws -> String? {
        let next = next.flatMap { start.path.contains($0) ? nil : $0 }
        let cursor = PageCursor(path: start.path, nextPageToken: next)
        // A repeated run (often answered from the cache) leaves the cursor where it was: no write.
        guard try store.cursor(userId: userId, listing: listing) != cursor else { return next }
        try store.saveCursor(cursor, userId: userId, listing: listing, now: now())
        return next
    }
}
