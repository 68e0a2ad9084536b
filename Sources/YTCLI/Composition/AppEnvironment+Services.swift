import YTCore
import YTStore
import YouTubeAPI

/// The services and view-models a command asks for, each wired to the run's client, store and
/// bus here, so no command assembles one.
extension AppEnvironment {
    // MARK: The YouTube API

    func videos() throws -> VideoService {
        VideoService(client: try client())
    }

    func feed() throws -> FeedService {
        FeedService(client: try client(), bus: bus)
    }

    func search() throws -> SearchService {
        SearchService(client: try client(), bus: bus)
    }

    func channels() throws -> ChannelService {
        ChannelService(client: try client())
    }

    func playlists() throws -> PlaylistService {
        PlaylistService(client: try client(), bus: bus)
    }

    func categories() throws -> CategoryService {
        CategoryService(client: try client())
    }

    func youTubeComments() throws -> YouTubeCommentService {
        YouTubeCommentService(client: try client(), bus: bus)
    }

    func subscriptionFeed(jobs: Int) throws -> SubscriptionFeedService {
        SubscriptionFeedService(client: try client(), store: try openStore(), jobs: jobs, bus: bus)
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
        SubscriptionService(store: try openStore())
    }

    /// Records `video` in the history when someone is signed in; nothing otherwise.
    func recordView(of video: Video) throws {
        guard let (store, user) = try signedInSession() else { return }
        try LibraryService(library: store).recordView(of: video, by: user)
    }
}
