import Synchronization
import YTCore
import YouTubeAPI

/// The models of a channel's page (the channel, its uploads, its playlists) or a playlist's
/// (the playlist, its videos), kept per page so that going back shows what was there.
final class PageModels: Sendable {
    let channel: DetailViewModel<Channel>?
    let playlist: DetailViewModel<Playlist>?
    /// A channel's uploads or a playlist's videos.
    let videos: ListingViewModel<Video>
    let playlists: ListingViewModel<Playlist>?
    /// Whether the channel and its uploads load together (`ChannelFirstLoad`); else the uploads
    /// wait for the channel.
    let loadsTogether: Bool

    init(_ route: BrowserState.Route, sources: BrowserSources) throws {
        let size = BrowserModels.pageSize
        switch route {
        case .channel(let text):
            let reference = try ChannelReference.parse(text)
            // A UC… id names its uploads (UU…): the channel and their first page load together.
            let first: ChannelFirstLoad? = if case .id(let id) = reference, sources.keyless == nil {
                ChannelFirstLoad(channelId: id, sources: sources, pageSize: size)
            } else { nil }
            loadsTogether = first != nil
            let channel = DetailViewModel {
                if let shared = first?.channel() { return try await shared.value.channel }
                return try await sources.channels().channel(reference)
            }
            self.channel = channel
            playlist = nil
            // The lists need the channel: loaded first (a Tab to Playlists may come before it is).
            @Sendable func loaded() async throws -> Channel {
                if let shown = channel.state.wrappedValue.value { return shown }
                return try await channel.load()
            }
            videos = ListingViewModel { token in
                if token == nil, let shared = first?.uploads() {
                    return try await shared.value.uploads ?? Listing(items: [], nextPageToken: nil)
                }
                guard let uploads = try await loaded().uploadsPlaylistId else { return Listing(items: [], nextPageToken: nil) }
                return try await sources.playlists().videos(playlistId: uploads, limit: size, pageToken: token)
            }
            playlists = ListingViewModel { token in
                try await sources.playlists().playlists(channelId: try await loaded().id, limit: size, pageToken: token)
            }
        default:
            guard case .playlist(let id) = route else { preconditionFailure("a page is a channel or a playlist") }
            channel = nil
            loadsTogether = false
            let reader = PlaylistReader(id, sources: sources)
            playlist = DetailViewModel { try await reader.playlist() }
            videos = ListingViewModel { token in try await reader.videos(limit: size, pageToken: token) }
            playlists = nil
        }
    }

    /// Every model of the page, for the screen to follow.
    func follow(_ wake: @escaping @Sendable () -> Void) {
        channel?.state.subscribe(by: nil) { _ in wake() }
        playlist?.state.subscribe(by: nil) { _ in wake() }
        videos.state.subscribe(by: nil) { _ in wake() }
        playlists?.state.subscribe(by: nil) { _ in wake() }
    }
}

/// Hears `PageOpened` and `PageListRequested`: makes a page's models once, loads the channel or
/// playlist and then its first list, and pages through the lists.
@MainActor final class PageController {
    private let sources: BrowserSources
    private let pages: Mutex<[BrowserState.Route: PageModels]>
    private let wake: @Sendable () -> Void
    private let describe: @Sendable (any Error) -> String
    /// Why a page could not be made (a channel reference that is not one), per route.
    private(set) var failures: [BrowserState.Route: String] = [:]

    init(sources: BrowserSources, wake: @escaping @Sendable () -> Void, describe: @escaping @Sendable (any Error) -> String) {
        self.sources = sources
        pages = Mutex([:])
        self.wake = wake
        self.describe = describe
    }

    func listen(on bus: EventBus) {
        bus.on(PageOpened.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.open(event.route)
        }
        bus.on(PageListRequested.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.load(event)
        }
    }

    func models(_ route: BrowserState.Route) -> PageModels? {
        pages.withLock { $0[route] }
    }

    /// The videos every open page has loaded, by id: what a player played from them is named
    /// in the history by these.
    nonisolated func loadedVideos() -> [String: Video] {
        let lists = pages.withLock { $0.values.map(\.videos) }
        return BrowserModels.byId(lists.flatMap { $0.state.wrappedValue.items })
    }

    private func open(_ route: BrowserState.Route) {
        if models(route) != nil { return }
        do {
            let page = try PageModels(route, sources: sources)
            pages.withLock { $0[route] = page }
            page.follow(wake)
            if page.loadsTogether, let channel = page.channel {
                Task { _ = try? await channel.load() }
                Task { _ = try? await page.videos.load() }
                return
            }
            Task {
                if let channel = page.channel { _ = try? await channel.load() }
                if let playlist = page.playlist { _ = try? await playlist.load() }
                _ = try? await page.videos.load()
            }
        } catch {
            failures[route] = describe(error)
            wake()
        }
    }

    private func load(_ request: PageListRequested) {
        guard let page = models(request.list.route) else { return open(request.list.route) }
        let list: ListingViewModel<Video>? = request.list.section == .uploads ? page.videos : nil
        Task {
            switch request.kind {
            case .first, .refresh:
                if request.kind == .refresh {
                    if let channel = page.channel { _ = try? await channel.load() }
                    if let playlist = page.playlist { _ = try? await playlist.load() }
                }
                if let list { _ = try? await list.load() } else { _ = try? await page.playlists?.load() }
            case .more:
                if let list { try? await list.loadMore() } else { try? await page.playlists?.loadMore() }
            }
        }
    }
}
