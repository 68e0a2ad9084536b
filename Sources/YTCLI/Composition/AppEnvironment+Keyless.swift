import YTCore
import YouTubeAPI

/// What a run without an API key uses: YouTube's free sources (channels' Atom feeds, oEmbed),
/// wired to the run's transport and bus as the API client is.
extension AppEnvironment {
    /// Whether the Data API can be asked: a key is configured, or `--offline` answers from the cache.
    var hasAPIKey: Bool {
        settings.apiKey != nil || cacheMode == .offline
    }

    /// oEmbed, from YouTube beside Google's API or from the same host as any other API root (as
    /// the channel feeds); its requests go on the bus as the API's do.
    func oEmbed() -> OEmbedClient {
        let feeds = channelFeeds()
        return OEmbedClient(transport: feeds.transport, root: feeds.root, observer: feeds.observer)
    }

    /// Channel `id` as its feed tells it (its name; its newest 15 uploads in the feed), or nil
    /// when the feed answers 404 (no such channel).
    ///
    /// - Throws: `ChannelFeedClient.Failure` for any other failure.
    func channelFromFeed(_ id: String, withoutShorts: Bool = false) async throws -> (channel: Channel, feed: ChannelFeed)? {
        switch await channelFeeds().feed(channelId: id, withoutShorts: withoutShorts) {
        case .success(let feed):
            return (Channel(id: id, title: feed.title ?? id, uploadsPlaylistId: "UU" + id.dropFirst(2)), feed)
        case .failure(.status(404)):
            return nil
        case .failure(let failure):
            throw failure
        }
    }

    /// The newest videos of the subscriptions from the channels' feeds alone (no key, no quota).
    func freeSubscriptionFeed(jobs: Int) throws -> FreeSubscriptionFeed {
        FreeSubscriptionFeed(feeds: channelFeeds(), store: try openStore(), jobs: jobs, bus: bus, now: host.now)
    }
}
