import YTCore
import YouTubeAPI

/// What the browser's keys cost in quota units, from the same estimates `--max-cost` checks
/// (`CostEstimates.swift`): shown before a key spends, in the status bar's key hint, in `?`, and
/// on the line that asks before a search is sent again.
enum KeyCosts {
    /// How many comment threads a video's page asks for.
    static let commentLimit = 20

    /// Opening (or reloading) a video's page: its details and its comment threads.
    static let video = VideoService.estimatedCost(commentLimit: commentLimit)
    /// Opening a channel's page: the channel, then a page of its uploads with their videos (the
    /// cost of a page is the same whichever channel, so the spec names none).
    static let channel = ChannelSpec(reference: "", limit: .init(integerLiteral: BrowserModels.pageSize)).estimatedCost
    /// Opening a playlist's page: the playlist, then a page of its videos.
    static let playlist = PlaylistSpec(reference: "", limit: .init(integerLiteral: BrowserModels.pageSize)).estimatedCost
    /// A page of the chart (and `r` on Popular).
    static let chart = ChartSpec(limit: .init(integerLiteral: BrowserModels.pageSize)).estimatedCost
    /// A page of a channel's uploads or a playlist's videos again (`r`): the items and their
    /// videos, without the playlist's details.
    static let pageVideos = playlist - PlaylistService.estimatedCost(playlists: 1)
    /// A page of a channel's playlists again.
    static let playlists = PlaylistService.estimatedCost(playlists: BrowserModels.pageSize)

    /// Following a #hashtag: a page of its search, with no filters, as `ytclone tag` searches.
    static let hashtag = SearchFilters.pageCost

    /// A write to YouTube signed in with Google (`c`, a reply, `L`, `D`, `s`): a comment, a
    /// rating or a subscription, as the quota table charges each.
    static let write = QuotaCost.units(for: "commentThreads.insert")

    /// Words for a cost: "1 unit", "101 units".
    static func units(_ cost: Int) -> String { HumanFormat.counted(cost, "unit") }

    /// The key hint of the status bar: what Enter, `r` and `o` cost here where it is more than a
    /// unit, shown before they spend.
    static func hint(_ state: BrowserState, _ data: BrowserData) -> String {
        var keys: [(key: String, cost: Int)] = []
        switch state.route {
        case .home:
            switch state.tab {
            case .search:
                let target = state.filters.type == "channel" ? channel : state.filters.type == "playlist" ? playlist : video
                keys = [("Enter", target), ("r", state.filters.costOfAPage)]
            case .popular: keys = [("Enter", video), ("r", chart)]
            case .subscriptions, .favorites, .history, .liked: keys = [("Enter", video)]
            case .myPlaylists: keys = [("Enter", playlist)]
            }
        case .video:
            keys = [("r", video)]
            // Signed in with Google, what a write to YouTube costs, said before the key spends it.
            if data.googleAccount != nil { keys.append(("c L D s", write)) }
            if let index = state.detailLink, data.detail.links.indices.contains(index) {
                switch data.detail.links[index] {
                case .hashtag: keys.insert(("Enter", hashtag), at: 0)
                case .channel, .mention: keys.insert(("Enter", channel), at: 0)
                case .comment: keys.insert(("Enter", 1), at: 0)
                }
            }
        case .channel:
            keys = state.section == .playlists ? [("Enter", playlist), ("r", playlists)] : [("Enter", video), ("r", pageVideos)]
        case .playlist:
            keys = [("Enter", video), ("o", channel), ("r", pageVideos)]
        }
        return keys.filter { $0.cost > 1 }.map { "\($0.key) \(units($0.cost))" }.joined(separator: " · ")
    }
}
