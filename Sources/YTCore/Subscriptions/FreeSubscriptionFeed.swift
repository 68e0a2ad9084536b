import Foundation
import YouTubeAPI

/// The newest videos of a user's subscriptions from the channels' Atom feeds alone: what works
/// without an API key, for no quota.
///
/// Each feed holds a channel's newest 15 uploads with their titles, publication times,
/// thumbnails and views, but no lengths: those stay unknown (`durationSeconds` `nil`). Shorts are
/// left out by reading each channel's feed of uploads without Shorts (the `UULF…` playlist)
/// instead of its whole feed. A feed that fails leaves its channel out, counted in
/// `ChannelFeedsRead` for `-v` and the note. Nothing is stored: every run reads the feeds again.
public struct FreeSubscriptionFeed: Sendable {
    let feeds: ChannelFeedClient
    let store: any SubscriptionStore
    let jobs: Int
    let bus: EventBus?
    let now: @Sendable () -> Date

    public init(feeds: ChannelFeedClient, store: any SubscriptionStore, jobs: Int = 100, bus: EventBus? = nil,
                now: @escaping @Sendable () -> Date = Date.init)
    {
        self.feeds = feeds
        self.store = store
        self.jobs = jobs
        self.bus = bus
        self.now = now
    }

    /// The newest videos of `user`'s subscribed channels (each channel's newest 15), newest first;
    /// `withoutShorts`, those of the feeds of uploads without Shorts.
    public func videos(for user: User, withoutShorts: Bool = false) async throws -> [Video] {
        let channelIds = try store.subscriptions(userId: user.id).map(\.channelId)
        guard !channelIds.isEmpty else { return [] }
        feeds.transport.limitConnections(perHost: jobs)
        let limit = ConcurrencyLimit(width: 2 * jobs)
        var progress = RefreshProgress(total: channelIds.count, bus: bus)
        var videos: [Video] = []
        var read = 0
        let feeds = feeds
        await withTaskGroup(of: Result<ChannelFeed, ChannelFeedClient.Failure>.self) { group in
            for channelId in channelIds {
                group.addTask { await limit.run { await feeds.feed(channelId: channelId, withoutShorts: withoutShorts) } }
            }
            for await result in group {
                switch result {
                case .success(let feed):
                    read += 1
                    videos += feed.entries.map { Video($0, of: feed) }
                    progress.settle(1)
                case .failure(let failure):
                    progress.feedFailed(failure.label)
                }
            }
        }
        bus?.emit(ChannelFeedsRead(read: read, failures: progress.feedFailures))
        videos.sort { a, b in
            let (first, second) = (a.publishedAt ?? .distantPast, b.publishedAt ?? .distantPast)
            return first != second ? first > second : a.id < b.id
        }
        return videos
    }

    /// With `--new`: those of `videos` published since `user` subscribed to their channel that no
    /// earlier `--new` run claimed, newest first; every one of them is claimed now, also those a
    /// caller leaves out (past its limit, or filtered).
    public func claimNew(_ videos: [Video], for user: User) throws -> [Video] {
        let uploads = videos.compactMap { video in
            video.publishedAt.map { Upload(videoId: video.id, channelId: video.channelId, publishedAt: $0) }
        }
        let candidates = try NewUploads.candidates(uploads, of: try store.subscriptions(userId: user.id), userId: user.id,
                                                   in: store)
        let claimed = try store.claimUnseen(candidates.map(\.videoId), userId: user.id, now: now())
        return videos.filter { claimed.contains($0.id) }
    }
}
