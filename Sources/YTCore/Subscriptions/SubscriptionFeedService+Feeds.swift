import Foundation
import YouTubeAPI

extension SubscriptionFeedService {
    /// Brings the stored uploads of `channelIds` up to date from their Atom feeds, for no quota.
    ///
    /// A feed's entries are merged into what is stored (the feed holds the newest 15, the API's
    /// page 50). A channel is written only when its feed shows an upload not stored yet; its video
    /// count stays as the API last told it, or unknown, so the API route reads its uploads again.
    ///
    /// - Returns: The channels whose feed failed, to be asked of the API or left as stored.
    func refreshFromFeeds(_ channelIds: [String], _ feeds: ChannelFeedClient,
                          _ progress: inout RefreshProgress) async throws -> [String]
    {
        let known = try store.uploadCounts(channelIds: channelIds)
        let stored = Dictionary(grouping: try store.uploads(channelIds: channelIds), by: \.channelId)
        let limit = ConcurrencyLimit(width: jobs)
        var changed: [ChannelUploads] = []
        var failed: [String] = []
        var read = 0

        await withTaskGroup(of: (String, Result<ChannelFeed, ChannelFeedClient.Failure>).self) { group in
            for channelId in channelIds {
                group.addTask { (channelId, await limit.run { await feeds.feed(channelId: channelId) }) }
            }
            for await (channelId, result) in group {
                let outcome: Result<[Upload]?, FeedReason> =
                    switch result {
                    case .success(let feed): Self.uploads(in: feed, before: stored[channelId] ?? [], count: known[channelId])
                    case .failure(let failure): .failure(FeedReason(failure.label))
                    }
                switch outcome {
                case .success(let uploads):
                    read += 1
                    if let uploads {
                        changed.append(ChannelUploads(channelId: channelId,
                                                      videoCount: known[channelId] ?? ChannelUploads.unknownCount,
                                                      uploads: uploads))
                    }
                    progress.settle(1)
                case .failure(let reason):
                    failed.append(channelId)
                    progress.feedFailed(reason.label)
                }
            }
        }
        try store.saveUploads(changed, now: now())
        bus?.emit(ChannelFeedsRead(read: read, failures: progress.feedFailures))
        return failed
    }

    /// What a channel's stored uploads become with its feed: `nil` when the feed shows nothing new.
    ///
    /// - Returns: `.failure` for a feed that cannot be trusted: empty for a channel that has
    ///   uploads (or may have: never counted), or whose newest entry is older than the newest stored.
    static func uploads(in feed: ChannelFeed, before: [Upload], count: Int?) -> Result<[Upload]?, FeedReason> {
        let entries = feed.entries.map { Upload(videoId: $0.videoId, channelId: $0.channelId, publishedAt: $0.published) }
        guard let newest = entries.map(\.publishedAt).max() else {
            return count == 0 ? .success(nil) : .failure(FeedReason("empty"))
        }
        if let newestStored = before.map(\.publishedAt).max(), newest < newestStored {
            return .failure(FeedReason("stale"))
        }
        let storedIds = Set(before.map(\.videoId))
        guard entries.contains(where: { !storedIds.contains($0.videoId) }) || before.isEmpty else { return .success(nil) }
        var merged = before.filter { old in !entries.contains { $0.videoId == old.videoId } } + entries
        merged.sort { ($0.publishedAt, $1.videoId) > ($1.publishedAt, $0.videoId) }
        return .success(Array(merged.prefix(50)))
    }

    /// Why a channel's feed was not used: `403`, `malformed`, `empty`, `stale`…
    struct FeedReason: Error, Hashable {
        let label: String
        init(_ label: String) { self.label = label }
    }
}
