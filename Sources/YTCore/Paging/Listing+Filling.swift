/// Walking on when a filter drops rows, so that `--limit` counts the rows shown.
extension Listing {
    /// Calls `fetch` for what is still wanted, keeps what `keep` passes, and goes on with the
    /// next page until `limit` rows are kept, the listing ends, or the walk has requested
    /// `maxPages(limit:perPage:)` pages in all (`stop` is then `.pageBound`, the token kept).
    ///
    /// Each call asks for exactly the rows still wanted, so no row fetched goes unseen: it is
    /// shown or dropped, and the next page starts after it. The walk's bound is what
    /// `VideoFilter.fillPages` prices beforehand.
    public static func filling(
        limit: Int, perPage: Int = 50, from token: String?, keep: ([Item]) throws -> [Item],
        fetch: (_ token: String?, _ wanted: Int) async throws -> Listing
    ) async throws -> Listing {
        var items: [Item] = []
        var seen = Set<Item.ID>()
        var followed: Set<String> = token.map { [$0] } ?? []
        var token = token
        var pages = 0
        var dropped = 0
        let bound = maxPages(limit: limit, perPage: perPage)
        while true {
            let page = try await fetch(token, limit - items.count)
            pages += page.pages
            let kept = try keep(page.items)
            dropped += page.items.count - kept.count
            for item in kept where items.count < limit && seen.insert(item.id).inserted {
                items.append(item)
            }
            var listing = Listing(items: items, nextPageToken: page.nextPageToken, stop: page.stop, pages: pages)
            listing.dropped = dropped
            guard page.stop == nil, let next = page.nextPageToken, items.count < limit else { return listing }
            guard followed.insert(next).inserted else {
                (listing.nextPageToken, listing.stop) = (nil, .repeatedToken)
                return listing
            }
            if page.items.isEmpty {
                listing.stop = .emptyPage
                return listing
            }
            if pages >= bound {
                listing.stop = .pageBound
                return listing
            }
            token = next
        }
    }
}
