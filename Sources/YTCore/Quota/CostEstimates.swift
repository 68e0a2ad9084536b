import YouTubeAPI

// What each service's work costs in quota units when the API answers full pages, so that a
// command can refuse to start under `--max-cost` before spending anything. A walk that meets
// short pages may take more (at most `Listing.maxPages`), and `QuotaBreaker` stops any run at
// the day's budget whatever it costs.

private func units(_ method: String) -> Int { QuotaCost.units(for: method) }
private func pages(_ limit: Int, _ perPage: Int) -> Int { QuotaCost.pages(for: limit, perPage: perPage) }

extension FeedService {
    /// The chart's pages for `limit` videos.
    public static func estimatedCost(limit: Int) -> Int {
        pages(limit, 50) * units("videos.list")
    }
}

extension SearchService {
    /// A search page for every 50 results, each with its lookup (videos, channels or playlists),
    /// and one channels.list call when the `--channel` filter is a handle.
    public static func estimatedCost(limit: Int, resolvingHandle: Bool = false) -> Int {
        pages(limit, 50) * (units("search.list") + units("videos.list")) + (resolvingHandle ? units("channels.list") : 0)
    }

    /// One search page without lookups (`tag` shows the results' snippets).
    public static var estimatedCostOfOnePage: Int { units("search.list") }
}

extension PlaylistService {
    /// The playlist's details, then its items page by page, each page's videos looked up.
    public static func estimatedCost(videos limit: Int) -> Int {
        units("playlists.list") + pages(limit, 50) * (units("playlistItems.list") + units("videos.list"))
    }

    /// `pages` more pages of a playlist's items, each page's videos looked up.
    public static func estimatedCost(videoPages pages: Int) -> Int {
        pages * (units("playlistItems.list") + units("videos.list"))
    }

    /// A channel's playlists, page by page.
    public static func estimatedCost(playlists limit: Int) -> Int {
        pages(limit, 50) * units("playlists.list")
    }
}

extension ChannelService {
    /// Looking up `references`: a call per @handle, and ids 50 to a call.
    public static func estimatedCost(lookingUp references: [ChannelReference]) -> Int {
        let handles = references.filter { if case .handle = $0 { true } else { false } }.count
        return handles * units("channels.list")
            + (references.count > handles ? pages(references.count - handles, 50) * units("channels.list") : 0)
    }

    /// One channel, then its uploads (videos looked up) or its playlists.
    public static func estimatedCost(channelWith limit: Int, playlists: Bool) -> Int {
        units("channels.list")
            + (playlists ? PlaylistService.estimatedCost(playlists: limit)
                : PlaylistService.estimatedCost(videos: limit) - units("playlists.list"))
    }
}

extension VideoService {
    /// One video, and with `commentLimit` its comment threads.
    public static func estimatedCost(commentLimit: Int? = nil) -> Int {
        units("videos.list") + (commentLimit.map(YouTubeCommentService.estimatedCost(limit:)) ?? 0)
    }
}

extension YouTubeCommentService {
    /// Comment threads (or replies), 100 to a page.
    public static func estimatedCost(limit: Int) -> Int {
        pages(limit, 100) * units("commentThreads.list")
    }
}

extension CategoryService {
    /// One videoCategories.list call.
    public static var estimatedCost: Int { units("videoCategories.list") }
}

extension SubscriptionFeedService {
    /// The details of the videos shown, 50 to a call, and from the API (`auto` at worst, when
    /// every feed fails) video counts 50 channels to a call and at most one uploads page per channel.
    public static func estimatedCost(channels: Int, limit: Int, source: Source = .api) -> Int {
        let refresh = source == .rss ? 0
            : pages(channels, 50) * units("channels.list") + channels * units("playlistItems.list")
        return refresh + pages(limit, 50) * units("videos.list")
    }
}
