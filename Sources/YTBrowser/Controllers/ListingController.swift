import Foundation
import YTCore
import YouTubeAPI

/// Hears what the screens ask of the lists and the open video, and asks the view-models. The
/// loads run off the input path (a task each): keys keep working while a page is on its way, and
/// a failure is published in the model's state, where the screen shows it with its retry key.
@MainActor final class ListingController {
    private let models: BrowserModels
    private let sources: BrowserSources
    /// Called with each detail model made, so the screen redraws when it publishes.
    private let follow: @MainActor (DetailViewModel<Video>, ListingViewModel<CommentEntry>) -> Void
    private let followReplies: @MainActor (ListingViewModel<CommentEntry>) -> Void
    private let recordView: @Sendable (Video) -> Void

    init(models: BrowserModels, sources: BrowserSources, recordView: @escaping @Sendable (Video) -> Void,
         follow: @escaping @MainActor (DetailViewModel<Video>, ListingViewModel<CommentEntry>) -> Void,
         followReplies: @escaping @MainActor (ListingViewModel<CommentEntry>) -> Void)
    {
        self.followReplies = followReplies
        self.models = models
        self.sources = sources
        self.recordView = recordView
        self.follow = follow
    }

    func listen(on bus: EventBus) {
        bus.on(ListingRequested.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.load(event)
        }
        bus.on(SearchSubmitted.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.search(event)
        }
        bus.on(VideoOpened.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.open(event.videoId)
        }
        bus.on(ChartChosen.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.chart(event.chart)
        }
        bus.on(CategoriesRequested.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.categories(of: event.regionCode)
        }
        bus.on(RepliesRequested.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.replies(of: event.threadId)
        }
    }

    private func load(_ request: ListingRequested) {
        if request.tab == .search {
            switch models.inputs.search.withLock({ $0.spec.type }) {
            case .channel: return run(models.searchChannels, request.kind)
            case .playlist: return run(models.searchPlaylists, request.kind)
            case .video: break
            }
        }
        if request.tab == .myPlaylists { return run(models.myPlaylists, request.kind) }
        guard let model = models.lists[request.tab] else { return }
        // Favorites and History are local: read again, nothing to revalidate.
        if request.kind == .refresh, ![.favorites, .history].contains(request.tab) { models.revalidateNext(request.tab) }
        run(model, request.kind)
    }

    /// Loads the first page (or again), or the next, in a task: a failure is published in the
    /// model's state, where the screen shows it with its retry key.
    private func run<Item>(_ model: ListingViewModel<Item>, _ kind: ListingRequested.Kind) {
        Task {
            switch kind {
            case .first, .refresh: _ = try? await model.load()
            case .more: try? await model.loadMore()
            }
        }
    }

    private func search(_ submitted: SearchSubmitted) {
        let spec = submitted.filters.spec(query: submitted.query, limit: .init(integerLiteral: BrowserModels.pageSize))
        models.inputs.search.withLock { $0 = (spec, Date()) }
        load(ListingRequested(tab: .search, kind: .first))
    }

    private func chart(_ chart: ChartFilters) {
        models.inputs.chart.withLock { $0 = chart.spec(limit: .init(integerLiteral: BrowserModels.pageSize)) }
        load(ListingRequested(tab: .popular, kind: .first))
    }

    private func categories(of region: String?) {
        models.inputs.categoryRegion.withLock { $0 = region }
        let categories = models.categories
        Task { _ = try? await categories.load() }
    }

    /// The replies of a thread: up to 100, one model per thread, loaded again when asked again.
    private func replies(of threadId: String) {
        let sources = sources
        let model = models.replies.withLock { replies in
            if let model = replies[threadId] { return model }
            let model = ListingViewModel<CommentEntry> { token in
                try await sources.comments().replies(threadId: threadId, limit: 100, pageToken: token)
            }
            replies[threadId] = model
            followReplies(model)
            return model
        }
        Task { _ = try? await model.load() }
    }

    /// A new pair of models for the video: its details (then a history entry, when signed in)
    /// and its comments, YouTube's threads with the local ones after them.
    private func open(_ id: String) {
        let sources = sources, recordView = recordView
        // Opened before (or `r`): ask the API again; the ETag makes an unchanged answer a 304.
        let revalidate = models.details.withLock { $0[id] != nil }
        let video = DetailViewModel {
            if let keyless = sources.keyless { return try await keyless.video(id) }
            return try await sources.videos(revalidate).video(id: id)
        }
        let comments = ListingViewModel<CommentEntry> { _ in
            var entries: [CommentEntry] = []
            if sources.keyless == nil {  // YouTube's threads need the API; the local ones do not
                do {
                    entries = try await sources.comments().threads(videoId: id, order: nil, search: nil, limit: 20).items
                } catch APIError.google(let error) where error.reason == .commentsDisabled {}
            }
            entries += try sources.localComments.comments(on: id).map(CommentEntry.init(local:))
            return Listing(items: entries, nextPageToken: nil)
        }
        models.details.withLock { $0[id] = (video, comments) }
        follow(video, comments)
        Task {
            if let shown = try? await video.load() { recordView(shown) }
        }
        Task { _ = try? await comments.load() }
    }
}
