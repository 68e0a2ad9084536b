import Foundation
import YouTubeAPI

/// The newest videos across a user's subscribed channels, for the least quota the API allows.
///
/// A refresh asks channels.list for every channel's video count, 50 channels per call (1 unit
/// each). Only channels whose count changed since the last refresh, or that were never fetched,
/// have their uploads playlist read (1 unit each); never-fetched channels start at once,
/// alongside the counts, since a channel's uploads playlist id is its id with `UC` turned into
/// `UU`. Uploads are fetched concurrently, at most `jobs` at a time over the run's shared
/// connections. Details are fetched only for the videos about to be shown, 50 ids per
/// videos.list call, and kept for six hours. When nothing changed, a refresh costs
/// ceil(channels / 50) units, or nothing while the counts are in the response cache.
public struct SubscriptionFeedService: Sendable {
    /// What to show.
    public struct Options: Sendable {
        public var limit: Int
        /// Hide videos of 60 seconds or less (Shorts); live and upcoming streams stay.
        public var hideShorts: Bool
        /// Hide videos shorter than this many seconds.
        public var minimumSeconds: Int?
        /// Show only videos no earlier `--new` run showed this user, and mark those shown.
        public var onlyNew: Bool

        public init(limit: Int, hideShorts: Bool = false, minimumSeconds: Int? = nil, onlyNew: Bool = false) {
            self.limit = limit
            self.hideShorts = hideShorts
            self.minimumSeconds = minimumSeconds
            self.onlyNew = onlyNew
        }
    }

    /// How long stored details (views, likes) are shown before they are fetched again.
    public static let detailsMaxAge: TimeInterval = 6 * 3600

    private let client: YouTubeClient
    private let store: any SubscriptionStore
    private let jobs: Int
    private let bus: EventBus?
    private let now: @Sendable () -> Date

    public init(client: YouTubeClient, store: any SubscriptionStore, jobs: Int = 100, bus: EventBus? = nil,
                now: @escaping @Sendable () -> Date = Date.init)
    {
        self.client = client
        self.store = store
        self.jobs = jobs
        self.bus = bus
        self.now = now
    }

    /// The feed of `user`'s subscriptions, newest first.
    public func feed(for user: User, _ options: Options) async throws -> [Video] {
        let channelIds = try store.subscriptions(userId: user.id).map(\.channelId)
        guard !channelIds.isEmpty else { return [] }
        try await refresh(channelIds)

        var candidates = try store.uploads(channelIds: channelIds)
        if options.onlyNew {
            let seen = try store.seenVideos(candidates.map(\.videoId), userId: user.id)
            candidates.removeAll { seen.contains($0.videoId) }
        }
        var shown: [Video] = []
        var next = candidates[...]
        while shown.count < options.limit, !next.isEmpty {
            let wanted = QuotaCost.pages(for: options.limit - shown.count, perPage: 50) * 50
            let batch = next.prefix(wanted)
            next = next.dropFirst(batch.count)
            let details = try await details(of: batch.map(\.videoId))
            for upload in batch where shown.count < options.limit {
                guard let video = details[upload.videoId], Self.passes(video, options) else { continue }
                shown.append(video)
            }
        }
        if options.onlyNew {
            let claimed = try store.claimUnseen(shown.map(\.id), userId: user.id, now: now())
            shown.removeAll { !claimed.contains($0.id) }
        }
        return shown
    }

    /// Brings the stored uploads of `channelIds` up to date.
    func refresh(_ channelIds: [String]) async throws {
        let known = try store.uploadCounts(channelIds: channelIds)
        let limit = ConcurrencyLimit(width: jobs)
        let client = client
        var counts: [String: (videoCount: Int, playlist: String)] = [:]
        var fetched: [String: [Upload]] = [:]
        var failure: (any Error)?
        var done = 0
        func settled(_ count: Int) {
            guard count > 0 else { return }
            done += count
            bus?.emit(SubscriptionsProgress(done: done, total: channelIds.count))
        }

        await withTaskGroup(of: Outcome.self) { group in
            for batch in channelIds.chunked(50) {
                group.addTask {
                    do {
                        let page = try await limit.run { try await client.fetch(.channelUploads(ids: batch)) }
                        return .counts(page.items)
                    } catch { return .failed(error) }
                }
            }
            for channelId in channelIds where known[channelId] == nil {
                group.addTask { await Self.uploads(of: channelId, playlist: Self.uploadsPlaylist(channelId), client, limit) }
            }
            for await outcome in group {
                switch outcome {
                case .counts(let channels):
                    var unchanged = 0
                    defer { settled(unchanged) }
                    for channel in channels {
                        guard let channelId = channel.id, let count = channel.statistics?.videoCount else { continue }
                        let playlist = channel.contentDetails?.relatedPlaylists?.uploads
                            ?? Self.uploadsPlaylist(channelId)
                        counts[channelId] = (Int(clamping: count), playlist)
                        if let before = known[channelId], before != Int(clamping: count) {
                            group.addTask { await Self.uploads(of: channelId, playlist: playlist, client, limit) }
                        } else if known[channelId] != nil {
                            unchanged += 1
                        }
                    }
                case .uploads(let channelId, let uploads):
                    fetched[channelId] = uploads
                    settled(1)
                case .failed(let error):
                    failure = failure ?? error
                    group.cancelAll()
                }
            }
        }
        // Whatever arrived is kept, even when another request failed.
        let complete = fetched.compactMap { channelId, uploads in
            counts[channelId].map { ChannelUploads(channelId: channelId, videoCount: $0.videoCount, uploads: uploads) }
        }
        try store.saveUploads(complete, now: now())
        bus?.emit(PageFetched(resource: "playlistItems", items: complete.count, hasNextPage: false))
        if let failure { throw failure }
    }

    private enum Outcome: Sendable {
        case counts([Wire.Channel])
        case uploads(channelId: String, [Upload])
        case failed(any Error)
    }

    private static func uploads(
        of channelId: String, playlist: String, _ client: YouTubeClient, _ limit: ConcurrencyLimit
    ) async -> Outcome {
        do {
            let page = try await limit.run { try await client.fetch(.uploads(playlistId: playlist)) }
            let uploads = page.items.compactMap { item -> Upload? in
                guard let id = item.contentDetails?.videoId,
                    let published = item.contentDetails?.videoPublishedAt
                else { return nil }
                return Upload(videoId: id, channelId: channelId, publishedAt: published)
            }
            return .uploads(channelId: channelId, uploads)
        } catch APIError.google(let error) where error.reason == .playlistNotFound {
            return .uploads(channelId: channelId, [])  // a channel that never uploaded has no uploads playlist
        } catch {
            return .failed(error)
        }
    }

    /// Details of `ids`, from the store when fetched recently, else 50 per videos.list call.
    private func details(of ids: [String]) async throws -> [String: Video] {
        var details = try store.videoDetails(ids: ids, fetchedAfter: now().addingTimeInterval(-Self.detailsMaxAge))
        let missing = ids.filter { details[$0] == nil }
        let client = client
        let fresh = try await withThrowingTaskGroup(of: [Video].self) { group in
            for batch in missing.chunked(50) {
                group.addTask { try await client.fetch(.videos(ids: batch)).items.compactMap(Video.init) }
            }
            return try await group.reduce(into: [Video]()) { $0 += $1 }
        }
        try store.saveVideoDetails(fresh, now: now())
        for video in fresh { details[video.id] = video }
        return details
    }

    private static func passes(_ video: Video, _ options: Options) -> Bool {
        let live = video.liveBroadcastContent.map { $0 == "live" || $0 == "upcoming" } ?? false
        guard !live, let seconds = video.durationSeconds else { return true }
        if options.hideShorts, seconds <= 60 { return false }
        if let minimum = options.minimumSeconds, seconds < minimum { return false }
        return true
    }

    /// `UCxxxx` → `UUxxxx`: every channel's uploads playlist.
    static func uploadsPlaylist(_ channelId: String) -> String {
        channelId.hasPrefix("UC") ? "UU" + channelId.dropFirst(2) : channelId
    }
}
