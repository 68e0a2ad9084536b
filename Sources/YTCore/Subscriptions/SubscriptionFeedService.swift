import Foundation
import YouTubeAPI

/// The newest videos across a user's subscribed channels, for the least quota the API allows.
///
/// Which channels uploaded is learnt one of two ways (`Source`):
/// - From the API: channels.list tells every channel's video count, 50 channels per call (1 unit
///   each), and only channels whose count changed, or that were never fetched, have their uploads
///   playlist read (1 unit each); never-fetched channels start at once, alongside the counts,
///   since a channel's uploads playlist id is its id with `UC` turned into `UU`.
/// - From each channel's Atom feed, for no quota: its newest 15 uploads. A feed that fails (an
///   HTTP error, malformed, empty, or older than what is stored) is a failure for that channel
///   alone, which `auto` then asks the API about.
///
/// Channels are fetched concurrently, at most `jobs` at a time over the run's shared connections.
/// Details are fetched only for the videos about to be shown, 50 ids per videos.list call, and
/// kept for six hours. When nothing changed, a refresh from the API costs ceil(channels / 50)
/// units (nothing while the counts are in the response cache), and from the feeds nothing.
public struct SubscriptionFeedService: Sendable {
    /// What to show.
    public struct Options: Sendable {
        public var limit: Int
        /// Where a refresh learns which channels uploaded.
        public var source: Source
        /// What is shown of the videos (`VideoFilter.apply`): Shorts, lengths, live streams,
        /// watched videos, and their order.
        public var filter: VideoFilter
        /// The ids among those given that are marked watched, asked when `filter.unwatched` is set.
        public var watched: @Sendable ([String]) throws -> Set<String>
        /// Show only videos no earlier `--new` run showed this user, and mark those shown.
        public var onlyNew: Bool

        public init(limit: Int, source: Source = .auto, filter: VideoFilter = VideoFilter(),
                    watched: @escaping @Sendable ([String]) throws -> Set<String> = { _ in [] }, onlyNew: Bool = false)
        {
            self.limit = limit
            self.source = source
            self.filter = filter
            self.watched = watched
            self.onlyNew = onlyNew
        }
    }

    /// Where a refresh learns which channels uploaded (`feed --subscriptions --source`).
    public enum Source: String, Sendable, CaseIterable {
        /// The feeds, and the API for each channel whose feed failed.
        case auto
        /// The API alone: 1 unit per 50 channels, and 1 per channel that uploaded.
        case api
        /// The feeds alone: no quota; a channel whose feed failed keeps what was stored.
        case rss
    }

    /// How long stored details (views, likes) are shown before they are fetched again.
    public static let detailsMaxAge: TimeInterval = 6 * 3600

    let client: YouTubeClient
    let feeds: ChannelFeedClient?
    let store: any SubscriptionStore
    let jobs: Int
    let bus: EventBus?
    let now: @Sendable () -> Date

    /// Without `feeds`, every refresh asks the API, whatever the source.
    public init(client: YouTubeClient, feeds: ChannelFeedClient? = nil, store: any SubscriptionStore, jobs: Int = 100,
                bus: EventBus? = nil, now: @escaping @Sendable () -> Date = Date.init)
    {
        self.client = client
        self.feeds = feeds
        self.store = store
        self.jobs = jobs
        self.bus = bus
        self.now = now
    }

    /// What ``feed(for:_:)`` shows.
    public struct Shown: Sendable {
        /// Newest first, at most the limit.
        public var videos: [Video] = []
        /// With `onlyNew`: the new videos past the limit, marked seen all the same.
        public var moreNew = 0
        /// Per filter option, how many videos it could not judge (see `FilteredRows.unknown`).
        public var unknown: [String: Int] = [:]
        /// Whether filling the limit after the filters stopped at the details calls priced
        /// (`SubscriptionsFeedSpec.estimatedCost`) with stored uploads left to look at.
        public var stoppedFilling = false
        /// How many videos the filters dropped.
        public var dropped = 0
    }

    /// The feed of `user`'s subscriptions, newest first.
    ///
    /// With `onlyNew`, only uploads published since the user subscribed to their channel (to the
    /// second, as the API tells it) that no earlier run claimed: what a channel published before
    /// is never new, as YouTube's own notifications behave. Every such upload is marked seen, also
    /// those past the limit or hidden by a filter, so the next run starts after them.
    ///
    /// Uploads and details are stored for this API root and this user alone (`FeedOrigin`): what
    /// another root served, or another account stored, is never shown.
    public func feed(for user: User, _ options: Options) async throws -> Shown {
        let subscriptions = try store.subscriptions(userId: user.id)
        guard !subscriptions.isEmpty else { return Shown() }
        let origin = FeedOrigin(apiRoot: client.root, userId: user.id)
        let refreshed = try await refresh(subscriptions.map(\.channelId), from: options.source, for: origin)
        var unsaved: [ChannelUploads]? = refreshed.changed
        guard options.onlyNew else {
            // Filters that drop videos fill the limit with at most the details calls priced: as
            // many as a walk's pages (`VideoFilter.fillPages`).
            let calls = options.filter.drops ? Listing<Video>.maxPages(limit: options.limit, perPage: 50) : nil
            let (shown, stopped) = try await shown(refreshed.uploads, limit: options.limit, options, calls: calls, for: origin,
                                                   saving: &unsaved)
            if let unsaved { try store.saveUploads(unsaved, of: origin, now: now()) }
            return Shown(videos: options.filter.sorted(shown.rows), unknown: shown.unknown, stoppedFilling: stopped,
                         dropped: shown.dropped)
        }
        let candidates = try NewUploads.candidates(refreshed.uploads, of: subscriptions, userId: user.id, in: store)
        let (new, _) = try await shown(candidates, limit: candidates.count, options, calls: nil, for: origin, saving: &unsaved)
        if let unsaved { try store.saveUploads(unsaved, of: origin, now: now()) }
        let claimed = try store.claimUnseen(candidates.map(\.videoId), userId: user.id, now: now())
        let mine = new.rows.filter { claimed.contains($0.id) }
        return Shown(videos: options.filter.sorted(Array(mine.prefix(options.limit))),
                     moreNew: max(0, mine.count - options.limit), unknown: new.unknown)
    }

    /// The first `limit` of `uploads` that pass the options' filters, newest first, their details
    /// fetched 50 at a time as far as needed, or until `calls` videos.list calls were made (then
    /// `stopped` is true).
    private func shown(_ uploads: [Upload], limit: Int, _ options: Options, calls bound: Int?, for origin: FeedOrigin,
                       saving unsaved: inout [ChannelUploads]?) async throws -> (FilteredRows<Video>, stopped: Bool)
    {
        var shown = FilteredRows<Video>(rows: [], dropped: 0, unknown: [:])
        var unsorted = options.filter
        unsorted.sort = nil
        var next = uploads[...]
        var calls = 0
        while shown.rows.count < limit, !next.isEmpty {
            if let bound, calls >= bound { return (shown, true) }
            let wanted = QuotaCost.pages(for: limit - shown.rows.count, perPage: 50) * 50
            let batch = next.prefix(wanted)
            next = next.dropFirst(batch.count)
            let (details, fetched) = try await details(of: batch.map(\.videoId), for: origin, saving: &unsaved)
            calls += fetched
            let videos = batch.compactMap { details[$0.videoId] }
            let watched = unsorted.unwatched ? try options.watched(videos.map(\.id)) : []
            let passed = unsorted.apply(videos, watched: watched)
            shown.rows += passed.rows.prefix(limit - shown.rows.count)
            shown.dropped += passed.dropped
            shown.unknown.merge(passed.unknown, uniquingKeysWith: +)
        }
        return (shown, false)
    }

    /// What a refresh found: every channel's uploads, newest first, and the channels whose
    /// uploads changed, not stored yet.
    struct Refreshed {
        var uploads: [Upload]
        var changed: [ChannelUploads]
    }

    /// Brings the uploads of `channelIds` stored from `origin` up to date from `source`. A refresh
    /// that fails stores what it fetched before it throws.
    ///
    /// The stored uploads are read and put in order while the API is asked: in a refresh that
    /// finds nothing changed they are what is shown, so reading them before the first request, or
    /// sorting them after the last answer, would add their time to the round trip's.
    func refresh(_ channelIds: [String], from source: Source, for origin: FeedOrigin) async throws -> Refreshed {
        var progress = RefreshProgress(total: channelIds.count, bus: bus)
        let known = try store.uploadCounts(channelIds: channelIds, of: origin)
        let store = store
        let reading = Task { try store.uploads(channelIds: channelIds, of: origin).sorted(by: Self.newestFirst) }
        var changed: [ChannelUploads]
        if source != .api, let feeds {
            let stored = Dictionary(grouping: try await reading.value, by: \.channelId)
            var failed: [String]
            (changed, failed) = try await refreshFromFeeds(channelIds, stored: stored, known: known, feeds,
                                                           fallback: source == .auto, for: origin, &progress)
            if source == .rss { progress.settle(failed.count) }  // left as stored
            if source == .auto, !failed.isEmpty {
                do {
                    changed += try await refreshFromAPI(failed, known: known, for: origin, &progress)
                } catch {
                    try store.saveUploads(changed, of: origin, now: now())
                    throw error
                }
            }
        } else {
            do {
                changed = try await refreshFromAPI(channelIds, known: known, for: origin, &progress)
            } catch {
                _ = try? await reading.value  // the store is left as it was read
                throw error
            }
        }
        return Refreshed(uploads: Self.merged(try await reading.value, changed), changed: changed)
    }

    /// `stored` (newest first) with the uploads of the `changed` channels in place of what was
    /// stored of them, newest first.
    static func merged(_ stored: [Upload], _ changed: [ChannelUploads]) -> [Upload] {
        guard !changed.isEmpty else { return stored }
        let replaced = Set(changed.map(\.channelId))
        let kept = stored.filter { !replaced.contains($0.channelId) }
        let fresh = changed.flatMap(\.uploads).sorted(by: newestFirst)
        var merged: [Upload] = []
        merged.reserveCapacity(kept.count + fresh.count)
        var old = kept[...], new = fresh[...]
        while let a = old.first, let b = new.first {
            if newestFirst(b, a) { merged.append(b); new = new.dropFirst() } else { merged.append(a); old = old.dropFirst() }
        }
        return merged + old + new
    }

    /// The store's order: newest first, then by id.
    static func newestFirst(_ a: Upload, _ b: Upload) -> Bool {
        a.publishedAt != b.publishedAt ? a.publishedAt > b.publishedAt : a.videoId < b.videoId
    }

    /// At most `jobs` uploads or feeds on the wire at once, beside `counts` count requests: the
    /// transport holds back the rest and sends each the moment a connection is free, while twice
    /// as many are handed to it, so decoding an answer never keeps a connection idle.
    func requestLimit(counts: Int) -> ConcurrencyLimit {
        client.transport.limitConnections(perHost: jobs + counts)
        if let feeds { feeds.transport.limitConnections(perHost: jobs + counts) }
        return ConcurrencyLimit(width: 2 * jobs)
    }

    /// Details of `ids`, from the store when fetched recently from `origin`,
    /// else 50 per videos.list call, and how many calls that took. `unsaved` uploads are stored
    /// while the details are on their way, once the stored details are read (one connection
    /// serves the store, so a long write would hold the read back).
    private func details(of ids: [String], for origin: FeedOrigin, saving unsaved: inout [ChannelUploads]?)
        async throws -> ([String: Video], calls: Int)
    {
        var details = try store.videoDetails(ids: ids, of: origin, fetchedAfter: now().addingTimeInterval(-Self.detailsMaxAge))
        let missing = ids.filter { details[$0] == nil }
        let client = client, store = store, now = now
        let saving = unsaved.take().map { changed in Task { try store.saveUploads(changed, of: origin, now: now()) } }
        let fresh: [Video]
        do {
            fresh = try await withThrowingTaskGroup(of: [Video].self) { group in
                for batch in missing.chunked(50) {
                    group.addTask { try await client.fetch(.videos(ids: batch)).items.compactMap(Video.init) }
                }
                return try await group.reduce(into: [Video]()) { $0 += $1 }
            }
        } catch {
            _ = try? await saving?.value  // the uploads fetched are kept, whatever became of the details
            throw error
        }
        try await saving?.value
        try store.saveVideoDetails(fresh, of: origin, now: now())
        for video in fresh { details[video.id] = video }
        return (details, missing.isEmpty ? 0 : QuotaCost.pages(for: missing.count, perPage: 50))
    }

    /// `UCxxxx` → `UUxxxx`: every channel's uploads playlist.
    static func uploadsPlaylist(_ channelId: String) -> String {
        channelId.hasPrefix("UC") ? "UU" + channelId.dropFirst(2) : channelId
    }
}
