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
        var followed: Set<String> = token.map { [$0] } ?? []
        var token = token
        var pages = 0
        let bound = maxPages(limit: limit, perPage: perPage)
        while true {
            let page = try await fetch(token, limit - items.count)
            pages += 1
            for item in page.items where items.count < limit && seen.insert(item.id).inserted {
                items.append(item)
            }
            token = page.next
            guard let next = page.next else { break }
            guard followed.insert(next).inserted else {
                return Listing(items: items, nextPageToken: nil, stop: .repeatedToken, pages: pages)
            }
            guard items.count < limit else { break }
            if page.received == 0 { return Listing(items: items, nextPageToken: next, stop: .emptyPage, pages: pages) }
            if pages >= bound { return Listing(items: items, nextPageToken: next, stop: .pageBound, pages: pages) }
        }
        return Listing(items: items, nextPageToken: token, pages: pages)
    }
}
