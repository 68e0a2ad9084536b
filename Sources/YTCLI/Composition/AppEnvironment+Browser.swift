import YTBrowser
import YTCore
import YouTubeAPI

extension AppEnvironment {
    /// Every service the browser's screens load from, built here as for any command: the same
    /// client, cache, ledger, store and bus, and for Subscriptions the same route as `feed
    /// --subscriptions` (the channels' feeds, the API as `source` says). Each list asks either the
    /// run's client or, after `r`, one that revalidates every answer with the API.
    ///
    /// Without an API key, Subscriptions comes from the channels' feeds alone (as `feed
    /// --subscriptions` does then), Popular and Search say in place that they need a key and the
    /// command that sets one up; the local lists work as ever.
    func browserSources(region: String?, subscriptionSource: SubscriptionFeedService.Source?) throws -> BrowserSources {
        let plain = Result { try client() }
        let fresh = cacheMode == .offline
            ? plain : plain.map { _ in client(key: settings.apiKey ?? "", cacheMode: .refresh) }
        // Built once, over each client, by the same factories as every command's.
        let services = (plain: Result { try APIServices(self, client: plain.get()) },
                        fresh: Result { try APIServices(self, client: fresh.get()) })
        let pick: @Sendable (Bool) throws -> APIServices = { revalidate in try (revalidate ? services.fresh : services.plain).get() }
        return BrowserSources(
            feed: { try pick($0).feed },
            search: { try pick($0).search },
            subscriptions: { try pick($0).subscriptions },
            subscriptionSource: self.subscriptionSource(subscriptionSource), subscriptionsLimit: Bounds.FeedLimit.range.upperBound,
            following: try self.subscriptions(),
            videos: { try pick($0).videos },
            comments: { try pick(false).comments },
            channels: { try pick(false).channels },
            categories: { try pick(false).categories },
            playlists: { try pick(false).playlists },
            library: LibraryService(library: try openStore()), stateFolder: paths.stateDirectory,
            localComments: try commentService(),
            region: region,
            keyless: hasAPIKey ? nil : try keylessSources())
    }

    /// What the browser's lists come from without a key.
    private func keylessSources() throws -> KeylessSources {
        let feed = try freeSubscriptionFeed(jobs: 100)
        let oEmbed = oEmbed()
        return KeylessSources(needsKey: KeylessWords.tabNeedsKey, subscriptions: { try await feed.videos(for: $0) },
                              video: { id in Video(id: id, try await oEmbed.video(id: id)) })
    }
}

/// The API's services over one client, for the browser's whole run.
private struct APIServices: Sendable {
    let feed: FeedService
    let search: SearchService
    let subscriptions: SubscriptionFeedService
    let videos: VideoService
    let comments: YouTubeCommentService
    let channels: ChannelService
    let categories: CategoryService
    let playlists: PlaylistService

    init(_ environment: AppEnvironment, client: YouTubeClient) throws {
        feed = try environment.feed(client: client)
        search = try environment.search(client: client)
        subscriptions = try environment.subscriptionFeed(jobs: 100, client: client)
        videos = try environment.videos(client: client)
        comments = try environment.youTubeComments(client: client)
        channels = try environment.channels(client: client)
        categories = try environment.categories(client: client)
        playlists = try environment.playlists(client: client)
    }
}
