import YouTubeAPI

// What the Google user's own subscriptions, likes and playlists cost, for `--max-cost`: a
// write is 50 units (subscriptions.insert, playlists.insert, playlistItems.insert and the
// deletes), every page read 1.

private func units(_ method: String) -> Int { QuotaCost.units(for: method) }
private func pages(_ limit: Int, _ perPage: Int) -> Int { QuotaCost.pages(for: limit, perPage: perPage) }

extension YouTubeAccountService {
    /// Subscribing to `channels` channels, once each is known by id.
    public static func estimatedCost(subscribing channels: Int) -> Int {
        channels * units("subscriptions.insert")
    }

    /// Unsubscribing from one channel: its subscription looked up, then deleted.
    public static var estimatedCostOfUnsubscribing: Int {
        units("subscriptions.list") + units("subscriptions.delete")
    }

    /// `limit` subscriptions, 50 to a page.
    public static func estimatedCost(subscriptions limit: Int) -> Int {
        pages(limit, 50) * units("subscriptions.list")
    }

    /// `limit` liked videos, 50 to a page.
    public static func estimatedCost(liked limit: Int) -> Int {
        pages(limit, 50) * units("videos.list")
    }

    /// `limit` of the user's playlists, 50 to a page.
    public static func estimatedCost(playlists limit: Int) -> Int {
        pages(limit, 50) * units("playlists.list")
    }

    /// A new playlist.
    public static var estimatedCostOfCreating: Int { units("playlists.insert") }

    /// `videos` videos added to a playlist, one insert each.
    public static func estimatedCost(adding videos: Int) -> Int {
        videos * units("playlistItems.insert")
    }

    /// A video removed from a playlist whose first page of 50 holds it; each further page
    /// searched costs 1 more.
    public static var estimatedCostOfRemoving: Int {
        units("playlistItems.list") + units("playlistItems.delete")
    }

    /// A playlist deleted, after its title and count are looked up for the question (`asking`).
    public static func estimatedCost(deletingAsking asking: Bool) -> Int {
        (asking ? units("playlists.list") : 0) + units("playlists.delete")
    }
}
