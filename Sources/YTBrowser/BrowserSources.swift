import Foundation
import YTCore

/// Where the browser's lists and pages come from: services the run's composition root built
/// over its client, one answering from the cache as usual and one that revalidates every answer
/// with the API (`revalidate`, after `r`). The browser builds no service of its own.
public struct BrowserSources: Sendable {
    let feed: @Sendable (_ revalidate: Bool) throws -> FeedService
    let search: @Sendable (_ revalidate: Bool) throws -> SearchService
    let subscriptions: @Sendable (_ revalidate: Bool) throws -> SubscriptionFeedService
    /// Where a Subscriptions refresh learns which channels uploaded (`browse --source`).
    let subscriptionSource: SubscriptionFeedService.Source
    /// As many subscription videos as `feed --subscriptions --limit` shows at most.
    let subscriptionsLimit: Int
    /// Subscribing and unsubscribing (`s`), as `ytclone subscribe` and `unsubscribe` do.
    let following: SubscriptionService
    let videos: @Sendable (_ revalidate: Bool) throws -> VideoService
    let comments: @Sendable () throws -> YouTubeCommentService
    let channels: @Sendable () throws -> ChannelService
    let categories: @Sendable () throws -> CategoryService
    let playlists: @Sendable () throws -> PlaylistService
    let library: LibraryService
    let lastLooked: LastLooked
    let searchHistory: SearchHistory
    let localComments: CommentService
    /// Popular's region (`--region`); nil for the API's default.
    let region: String?
    /// Without an API key: Subscriptions from the feeds, Popular and Search saying they need one.
    let keyless: KeylessSources?
    /// Signed in with Google: the writes to YouTube (comments, replies, ratings, subscriptions).
    public var google: GoogleSources? = nil

    /// - Parameters:
    ///   - stateFolder: where the browser keeps each user's last look at Subscriptions and the
    ///     searches its search line recalls.
    public init(
        feed: @escaping @Sendable (_ revalidate: Bool) throws -> FeedService,
        search: @escaping @Sendable (_ revalidate: Bool) throws -> SearchService,
        subscriptions: @escaping @Sendable (_ revalidate: Bool) throws -> SubscriptionFeedService,
        subscriptionSource: SubscriptionFeedService.Source, subscriptionsLimit: Int, following: SubscriptionService,
        videos: @escaping @Sendable (_ revalidate: Bool) throws -> VideoService,
        comments: @escaping @Sendable () throws -> YouTubeCommentService,
        channels: @escaping @Sendable () throws -> ChannelService,
        categories: @escaping @Sendable () throws -> CategoryService,
        playlists: @escaping @Sendable () throws -> PlaylistService,
        library: LibraryService, stateFolder: URL, localComments: CommentService, region: String?,
        keyless: KeylessSources? = nil
    ) {
        self.feed = feed
        self.search = search
        self.subscriptions = subscriptions
        self.subscriptionSource = subscriptionSource
        self.subscriptionsLimit = subscriptionsLimit
        self.following = following
        self.videos = videos
        self.comments = comments
        self.channels = channels
        self.categories = categories
        self.playlists = playlists
        self.library = library
        self.lastLooked = LastLooked(folder: stateFolder)
        self.searchHistory = SearchHistory(folder: stateFolder)
        self.localComments = localComments
        self.region = region
        self.keyless = keyless
    }
}
