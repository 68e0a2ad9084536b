import YTCore
import YTStore
import YouTubeAPI

/// The services and view-models a command asks for, each wired to the run's client, store and
/// bus here, so no command assembles one.
extension AppEnvironment {
    // MARK: The YouTube API

    // Each takes `client` in place of the run's one (the browser's `r` revalidates with another).

    func videos(client: YouTubeClient? = nil) throws -> VideoService {
        VideoService(client: try client ?? self.client())
    }

    func feed(client: YouTubeClient? = nil) throws -> FeedService {
        FeedService(client: try client ?? self.client(), bus: bus)
    }

    func search(client: YouTubeClient? = nil) throws -> SearchService {
        SearchService(client: try client ?? self.client(), bus: bus)
    }

    func channels(client: YouTubeClient? = nil) throws -> ChannelService {
        ChannelService(client: try client ?? self.client())
    }

    func playlists(client: YouTubeClient? = nil) throws -> PlaylistService {
        PlaylistService(client: try client ?? self.client(), bus: bus)
    }

    func categories(client: YouTubeClient? = nil) throws -> CategoryService {
        CategoryService(client: try client ?? self.client())
    }

    func youTubeComments(client: YouTubeClient? = nil) throws -> YouTubeCommentService {
        YouTubeCommentService(client: try client ?? self.client(), bus: bus)
    }

    /// The newest videos of the subscriptions, from the channels' feeds and the API.
    func subscriptionFeed(jobs: Int, client: YouTubeClient? = nil) throws -> SubscriptionFeedService {
        SubscriptionFeedService(client: try client ?? self.client(), feeds: channelFeeds(), store: try openStore(), jobs: jobs,
                                bus: bus, now: host.now)
    }

    /// Where a subscriptions refresh learns which channels uploaded: `--source`, else `auto`;
    /// offline, the API's cached answers (feeds are not kept in the cache).
    func subscriptionSource(_ flag: SubscriptionFeedService.Source?) -> SubscriptionFeedService.Source {
        cacheMode == .offline ? .api : flag ?? .auto
    }

    // MARK: Local state

    /// The signed-in user. - Throws: `CoreError.notSignedIn`.
    func user() throws -> User {
        try account().requireUser()
    }

    /// The signed-in user's favorites and history. - Throws: `CoreError.notSignedIn`.
    func library() throws -> LibraryViewModel {
        LibraryViewModel(service: LibraryService(library: try openStore()), user: try user())
    }

    /// Local comments. The model needs no session; writing one does.
    func comments() throws -> CommentsViewModel {
        CommentsViewModel(service: try commentService())
    }

    func commentService() throws -> CommentService {
        CommentService(comments: try openStore(), bus: bus)
    }

    func subscriptions() throws -> SubscriptionService {
        SubscriptionService(store: try openStore(), now: host.now)
    }

    /// The video a command names: an id or URL, or the number of a row of the last listing shown
    /// in this terminal session (`ytclone video 3`).
    ///
    /// - Throws: `CoreError.invalidVideoReference` for neither; `CLIError.noSuchRow` for a row
    ///   number that names no video of that listing.
    func videoId(from reference: String) throws -> String {
        guard (1...6).contains(reference.count), reference.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(reference), number >= 1
        else { return try VideoReference.id(from: reference) }
        let (store, userId) = try storeOfWhoever()
        let rows = try store.shownRows(userId: userId, session: try terminalSession())
        guard let rows, rows.kind == "video", let id = rows.id(ofRow: number) else {
            throw CLIError.noSuchRow(number, shown: rows)
        }
        return id
    }

    /// Records `video` in the history when someone is signed in; nothing otherwise.
    func recordView(of video: Video) throws {
        guard let (store, user) = try signedInSession() else { return }
        try LibraryService(library: store).recordView(of: video, by: user)
    }
}
