import Foundation
import Synchronization
import YTCore
import YouTubeAPI

/// The view-models behind the browser's screens, wired to the run's services: the same
/// `ListingViewModel` and `DetailViewModel` the one-shot commands print from, held here for as
/// long as the screen lives.
final class BrowserModels: Sendable {
    /// One list per Home tab.
    let lists: [BrowserState.Tab: ListingViewModel<Video>]
    /// Each video opened and its comments, by id, so that going back shows what was there.
    let details = Mutex<[String: (video: DetailViewModel<Video>, comments: ListingViewModel<CommentEntry>)]>([:])
    /// The search tab's results when it looks for channels or playlists instead of videos.
    let searchChannels: ListingViewModel<Channel>
    let searchPlaylists: ListingViewModel<Playlist>
    /// The Google account's playlists (My playlists), read with the user's token.
    let myPlaylists: ListingViewModel<Playlist>
    /// The categories of the region Popular's sheet shows.
    let categories: ListingViewModel<VideoCategory>
    /// The replies of each thread expanded, by thread id.
    let replies = Mutex<[String: ListingViewModel<CommentEntry>]>([:])
    /// What the fetches read when they run: who is signed in, the query, what to revalidate.
    let inputs = Inputs()

    final class Inputs: Sendable {
        /// Who is signed in, for the local lists (the account view-model publishes it).
        let user = Mutex<User?>(nil)
        /// The search tab's search, and when it was sent: its ages (`--after 1w`) count back from
        /// then for every page, as the command's count back from when it starts.
        let search = Mutex<(spec: SearchSpec, sentAt: Date)>((SearchSpec(query: ""), Date()))
        /// Popular's chart (a region of nil: `--region` or the API's default).
        let chart = Mutex(ChartSpec())
        /// The region whose categories the sheet asks for.
        let categoryRegion = Mutex<String?>(nil)
        /// The Subscriptions rows published since the last look before this one.
        let newSubscriptions = Mutex<Set<String>>([])
        /// Tabs whose next load revalidates with the API (`r`): an unchanged answer is a 304.
        let revalidate = Mutex<Set<BrowserState.Tab>>([])

        /// The search's request (`SearchSpec.request`), with its channel's @handle looked up the
        /// way `search --channel @handle` does (`ChannelService.channelId`; cached like every answer).
        func searchQuery(_ sources: BrowserSources) async throws -> SearchQuery {
            let (spec, sentAt) = search.withLock { $0 }
            var query = try spec.request(now: sentAt)
            if spec.resolvesHandle, let handle = try spec.channelReference() {
                query.channelId = try await sources.channels().channelId(handle)
            }
            return query
        }
    }

    static let pageSize = 50

    init(_ sources: BrowserSources) {
        let inputs = inputs
        @Sendable func api(_ tab: BrowserState.Tab) -> Bool { inputs.revalidate.withLock { $0.remove(tab) != nil } }
        let size = Self.pageSize
        searchChannels = ListingViewModel { token in
            try await sources.search(false).channels(try await inputs.searchQuery(sources), limit: size, pageToken: token)
        }
        searchPlaylists = ListingViewModel { token in
            try await sources.search(false).playlists(try await inputs.searchQuery(sources), limit: size, pageToken: token)
        }
        myPlaylists = ListingViewModel { token in
            guard let google = sources.google else { throw APIError.needsGoogleSignIn(method: "playlists.list") }
            return try await google.playlists(size, token)
        }
        categories = ListingViewModel { _ in
            let region = inputs.categoryRegion.withLock { $0 } ?? sources.region ?? "US"
            return Listing(items: try await sources.categories().categories(regionCode: region), nextPageToken: nil)
        }
        lists = [
            .popular: ListingViewModel { token in
                if let keyless = sources.keyless { throw KeyNeeded(words: "Popular " + keyless.needsKey) }
                let chart = inputs.chart.withLock { $0 }
                return try await sources.feed(api(.popular)).mostPopular(regionCode: chart.region?.code ?? sources.region,
                                                                         categoryId: chart.category, limit: size, pageToken: token)
            },
            .subscriptions: ListingViewModel { token in
                guard let who = inputs.user.withLock({ $0 }) else { throw CoreError.notSignedIn }
                // A page is `feed --subscriptions --limit` with 50 more: the token is how many
                // were shown, and the refresh before it finds what the last one stored.
                let shown = token.flatMap(Int.init) ?? 0
                let most = sources.subscriptionsLimit
                let limit = min(shown + size, most)
                let videos: [Video]
                if let keyless = sources.keyless {
                    videos = Array(try await keyless.subscriptions(who).prefix(limit))
                } else {
                    let options = SubscriptionFeedService.Options(limit: limit, source: sources.subscriptionSource)
                    videos = try await sources.subscriptions(api(.subscriptions)).feed(for: who, options).videos
                }
                guard token == nil else {
                    return Listing(items: Array(videos.dropFirst(shown)), nextPageToken: Self.next(videos.count, limit, most: most))
                }
                inputs.newSubscriptions.withLock { marks in
                    // A refresh keeps the marks of the look that started the session.
                    if marks.isEmpty { marks = sources.lastLooked.new(videos, for: who) }
                }
                sources.lastLooked.record(who, at: Date())
                return Listing(items: videos, nextPageToken: Self.next(videos.count, limit, most: most))
            },
            .search: ListingViewModel { token in
                if let keyless = sources.keyless { throw KeyNeeded(words: "Search " + keyless.needsKey) }
                let query = try await inputs.searchQuery(sources)
                return try await sources.search(api(.search)).videos(query, limit: size, pageToken: token)
            },
            .favorites: ListingViewModel { _ in
                guard let who = inputs.user.withLock({ $0 }) else { throw CoreError.notSignedIn }
                let videos = try sources.library.favorites(of: who).map {
                    Video(id: $0.videoId, title: $0.title, channelTitle: $0.channelTitle, publishedAt: $0.addedAt)
                }
                return Listing(items: await Self.detailed(videos, sources), nextPageToken: nil)
            },
            .history: ListingViewModel { _ in
                guard let who = inputs.user.withLock({ $0 }) else { throw CoreError.notSignedIn }
                let videos = try sources.library.history(of: who, limit: 200).map {
                    Video(id: $0.videoId, title: $0.title, channelTitle: $0.channelTitle, publishedAt: $0.viewedAt)
                }
                return Listing(items: await Self.detailed(Self.unique(videos), sources), nextPageToken: nil)
            },
            .liked: ListingViewModel { token in
                guard let google = sources.google else { throw APIError.needsGoogleSignIn(method: "videos.list") }
                return try await google.liked(size, token)
            },
        ]
        // Without a key, Search says so before anything is typed (Popular says it at its first load).
        if let keyless = sources.keyless {
            lists[.search]?.state.wrappedValue.error = KeyNeeded(words: "Search " + keyless.needsKey)
        }
    }

    /// The token of the Subscriptions page after one that asked for `limit` videos: none when
    /// fewer came, or at the command line's bound (`most`).
    private static func next(_ count: Int, _ limit: Int, most: Int) -> String? {
        count == limit && limit < most ? String(limit) : nil
    }

    /// Asks the API again on the next load of `tab` instead of answering from a fresh cache.
    func revalidateNext(_ tab: BrowserState.Tab) {
        inputs.revalidate.withLock { _ = $0.insert(tab) }
    }

    /// Favorites and History as the other lists show videos (thumbnail, views, length, age): the
    /// first 50 looked up in one videos.list call (1 unit, cached 5 minutes like every answer).
    /// Offline, without a key or when the lookup fails, the rows keep what the library stored.
    static func detailed(_ videos: [Video], _ sources: BrowserSources) async -> [Video] {
        await detailed(videos) { try await sources.videos(false).videos(ids: $0) }
    }

    static func detailed(_ videos: [Video], lookUp: ([String]) async throws -> [String: Video]) async -> [Video] {
        guard let found = try? await lookUp(videos.prefix(50).map(\.id)) else { return videos }
        return videos.map { found[$0.id] ?? $0 }
    }

    /// The videos Home's tabs and the pages of videos opened have loaded, by id.
    func loadedVideos() -> [String: Video] {
        let opened = details.withLock { $0.values.compactMap { $0.video.state.wrappedValue.value } }
        return Self.byId(lists.values.flatMap { $0.state.wrappedValue.items } + opened)
    }

    /// `videos` by id, the first of each.
    static func byId(_ videos: [Video]) -> [String: Video] {
        Dictionary(videos.map { ($0.id, $0) }) { first, _ in first }
    }

    /// The first entry of each video (history lists a video once per view).
    private static func unique(_ videos: [Video]) -> [Video] {
        var seen = Set<String>()
        return videos.filter { seen.insert($0.id).inserted }
    }
}
