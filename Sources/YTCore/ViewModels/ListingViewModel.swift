import Synchronization

/// A listing as a screen shows it: the items so far, whether a page is loading, what went wrong,
/// how many pages are shown and whether another follows.
///
/// The command line loads one page (`load(from:)`) and a renderer subscribed to `state` prints it;
/// the browser keeps the model for as long as its screen lives: pull-to-refresh is `load()`
/// again, infinite scroll is `loadMore()`. A load started while another runs supersedes it: the
/// older one's answer is dropped, so a screen never shows a page it no longer asked for.
///
/// ```swift
/// let model = ListingViewModel { token in try await feed.mostPopular(limit: 50, pageToken: token) }
/// model.state.subscribe(by: screen) { screen, state in screen.render(state) }
/// try await model.load()        // isLoading, then the items of the first page
/// try await model.loadMore()    // the next page appended
/// ```
public final class ListingViewModel<Item: Sendable & Identifiable>: Sendable where Item.ID: Sendable {
    public struct State: Sendable {
        public var items: [Item] = []
        public var isLoading = false
        /// Why the last load failed; cleared when the next one starts.
        public var error: (any Error)? = nil
        /// How many pages of the listing are shown: 1 after `load`, one more after each `loadMore`.
        public var page = 0
        /// The token of the page after the items, `nil` when the listing is exhausted.
        public var nextPageToken: String? = nil
        /// Why the last walk stopped early, when it did (`Listing.Stop`).
        public var stop: Listing<Item>.Stop? = nil

        /// Whether a load has finished and nothing is loading or failed: what a renderer shows.
        public var isLoaded: Bool { page > 0 && !isLoading && error == nil }
        public var hasMore: Bool { nextPageToken != nil }
    }

    public let state = Publishable(wrappedValue: State())

    private let fetch: @Sendable (_ token: String?) async throws -> Listing<Item>
    private let generation = Mutex(0)

    /// - Parameter fetch: one walk of the listing from a page token (`nil` for the first page).
    public init(fetch: @escaping @Sendable (_ token: String?) async throws -> Listing<Item>) {
        self.fetch = fetch
    }

    /// Loads the listing from `token` (the first page when `nil`) in place of what is shown.
    ///
    /// - Returns: the walk's listing; the state publishes it too.
    /// - Throws: what the fetch threw, after publishing it as `error`.
    @discardableResult
    public func load(from token: String? = nil) async throws -> Listing<Item> {
        try await run(from: token) { _, listing in
            State(items: listing.items, page: 1, nextPageToken: listing.nextPageToken, stop: listing.stop)
        }
    }

    /// Appends the page after the items shown; does nothing when no page follows or nothing was
    /// loaded yet. Items already shown are not repeated.
    public func loadMore() async throws {
        let current = state.wrappedValue
        guard current.page > 0, let token = current.nextPageToken else { return }
        try await run(from: token) { shown, listing in
            let seen = Set(shown.items.map(\.id))
            return State(items: shown.items + listing.items.filter { !seen.contains($0.id) }, page: shown.page + 1,
                         nextPageToken: listing.nextPageToken, stop: listing.stop)
        }
    }

    private func run(
        from token: String?, _ next: (_ shown: State, _ listing: Listing<Item>) -> State
    ) async throws -> Listing<Item> {
        let mine = generation.withLock { generation in
            generation += 1
            return generation
        }
        var loading = state.wrappedValue
        loading.isLoading = true
        loading.error = nil
        state.wrappedValue = loading
        do {
            let listing = try await fetch(token)
            if isCurrent(mine) { state.wrappedValue = next(state.wrappedValue, listing) }
            return listing
        } catch {
            if isCurrent(mine) {
                var failed = state.wrappedValue
                failed.isLoading = false
                failed.error = error
                state.wrappedValue = failed
            }
            throw error
        }
    }

    private func isCurrent(_ load: Int) -> Bool {
        generation.withLock { $0 == load }
    }
}
