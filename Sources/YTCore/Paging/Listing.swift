/// Items gathered from one or more pages, and the token that continues after them.
public struct Listing<Item: Sendable & Identifiable>: Sendable where Item.ID: Sendable {
    public var items: [Item]
    /// The token of the next page, `nil` when the listing is exhausted.
    public var nextPageToken: String?
    /// Why the walk ended early, when the API's answers made it stop before `limit`.
    public var stop: Stop?
    /// How many pages the walk requested.
    public var pages: Int
    /// How many rows loaded a filter dropped (`filling`).
    public var dropped = 0

    /// Why a walk stopped on its own although the API still offered a next page.
    public enum Stop: Sendable, Hashable {
        /// A page named a token the walk had already followed: the listing loops. It is treated
        /// as ended (`nextPageToken` is `nil`).
        case repeatedToken
        /// A page with no items still named a next page. The walk stops there; its token is kept,
        /// so the next run (`--next-page`) goes on past it.
        case emptyPage
        /// The walk reached `Listing.maxPages(limit:perPage:)` pages; the token is kept.
        case pageBound
    }

    public init(items: [Item], nextPageToken: String?, stop: Stop? = nil, pages: Int = 1) {
        self.items = items
        self.nextPageToken = nextPageToken
        self.stop = stop
        self.pages = pages
    }

    /// The most pages a walk for `limit` items may request: twice what full pages would need,
    /// plus two (the API often answers short pages, search above all).
    public static func maxPages(limit: Int, perPage: Int) -> Int {
        let full = (max(limit, 1) + perPage - 1) / perPage
        return 2 * full + 2
    }

    /// One page as a walk sees it: the items mapped from it, how many items the API sent (a page
    /// whose items were all dropped by the mapping is not empty), and the next page's token.
    public struct Page {
        var items: [Item]
        var received: Int
        var next: String?

        init(_ items: [Item], received: Int, next: String?) {
            self.items = items
            self.received = received
            self.next = next
        }
    }

    /// Calls `fetch` page after page until `limit` distinct items are in hand or no page follows.
    ///
    /// `fetch` gets the token and how many items are still wanted. An item seen on an earlier page
    /// (lists can shift between calls) is kept once. Every walk ends, whatever the API answers: it
    /// stops when a token repeats one already followed (the start token included), when an empty
    /// page still names a next one, and after `maxPages(limit:perPage:)` pages; `stop` says which.
    static func walk(
        limit: Int, perPage: Int = 50, from token: String?,
        fetch: (_ token: String?, _ wanted: Int) async throws -> Page
    ) async throws -> Listing {
        var items: [Item] = []
        var seen = Set<Item.ID>()
        var following = PageFollowing(from: token, limit: limit, perPage: perPage)
        var token = token
        var pages = 0
        while true {
            let page = try await fetch(token, limit - items.count)
            pages += 1
            for item in page.items where items.count < limit && seen.insert(item.id).inserted {
                items.append(item)
            }
            if let end = following.end(after: page.next, received: page.received, kept: items.count, pages: pages) {
                return Listing(items: items, nextPageToken: end.token, stop: end.stop, pages: pages)
            }
            token = page.next
        }
    }

    /// Where a walk goes after each page: on to the page's next token, or the end and why. Both
    /// walks (`walk`, `walkAhead`) follow it, so they end alike.
    struct PageFollowing {
        private var followed: Set<String>
        private let limit: Int
        private let bound: Int

        init(from token: String?, limit: Int, perPage: Int) {
            followed = token.map { [$0] } ?? []
            self.limit = limit
            bound = Listing.maxPages(limit: limit, perPage: perPage)
        }

        /// Nil to go on to `next`; otherwise the walk ends with `token` as its next page token.
        mutating func end(after next: String?, received: Int, kept: Int, pages: Int) -> (token: String?, stop: Stop?)? {
            guard let next else { return (nil, nil) }
            guard followed.insert(next).inserted else { return (nil, .repeatedToken) }
            if kept >= limit { return (next, nil) }
            if received == 0 { return (next, .emptyPage) }
            if pages >= bound { return (next, .pageBound) }
            return nil
        }
    }
}
