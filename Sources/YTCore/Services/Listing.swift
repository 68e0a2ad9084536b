/// Items gathered from one or more pages, and the token that continues after them.
public struct Listing<Item: Sendable & Identifiable>: Sendable where Item.ID: Sendable {
    public var items: [Item]
    /// The token of the next page, `nil` when the listing is exhausted.
    public var nextPageToken: String?

    public init(items: [Item], nextPageToken: String?) {
        self.items = items
        self.nextPageToken = nextPageToken
    }

    /// Calls `fetch` page after page until `limit` distinct items are in hand or no page follows.
    ///
    /// `fetch` gets the token and how many items are still wanted. An item seen on an earlier page
    /// (lists can shift between calls) is kept once.
    static func walk(
        limit: Int, from token: String?,
        fetch: (_ token: String?, _ wanted: Int) async throws -> ([Item], String?)
    ) async throws -> Listing {
        var items: [Item] = []
        var seen = Set<Item.ID>()
        var token = token
        repeat {
            let (page, next) = try await fetch(token, limit - items.count)
            for item in page where items.count < limit && seen.insert(item.id).inserted {
                items.append(item)
            }
            token = next
        } while items.count < limit && token != nil
        return Listing(items: items, nextPageToken: token)
    }
}
