import YTBrowser
import YTCore
import YouTubeAPI

extension AppEnvironment {
    /// Every service the browser's screens load from, built here as for any command: the same
    /// client, cache, ledger, store and bus, and for Subscriptions the same route as `feed
    /// --subscriptions` (the channels' feeds, the API as `source` says). Each list asks either the
    /// run's client or, after `r`, one that revalidates every answer with the API.
    ///
    /// Without an API key the API's lists say so in place; the local ones still work.
    func browserSources(region: String?, subscriptionSource: SubscriptionFeedService.Source?) throws -> BrowserSources {
        let plain = Result { try client() }
        let fresh = cacheMode == .offline
            ? plain : plain.map { _ in client(key: settings.apiKey ?? "", cacheMode: .refresh) }
        let pick: @Sendable (Bool) throws -> YouTubeClient = { revalidate in try (revalidate ? fresh : plain).get() }
        let bus = bus
        // Built now, each over its client: a feed service holds the store it saves uploads in.
        let subscriptions = Result {
            (plain: try subscriptionFeed(jobs: 100, client: try pick(false)), fresh: try subscriptionFeed(jobs: 100, client: try pick(true)))
        }
        return BrowserSources(
            feed: { FeedService(client: try pick($0), bus: bus) },
            search: { SearchService(client: try pick($0), bus: bus) },
            subscriptions: { revalidate in try revalidate ? subscriptions.get().fresh : subscriptions.get().plain },
            subscriptionSource: self.subscriptionSource(subscriptionSource), subscriptionsLimit: Bounds.FeedLimit.range.upperBound,
            following: try self.subscriptions(),
            videos: { VideoService(client: try pick($0)) },
            comments: { YouTubeCommentService(client: try pick(false), bus: bus) },
            channels: { ChannelService(client: try pick(false)) },
            categories: { CategoryService(client: try pick(false)) },
            playlists: { PlaylistService(client: try pick(false), bus: bus) },
            library: LibraryService(library: try openStore()), stateFolder: paths.stateDirectory,
            localComments: try commentService(),
            region: region)
    }
}
