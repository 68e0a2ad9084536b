import Foundation
import YouTubeAPI

extension SubscriptionFeedService {
    /// Brings the stored uploads of `channelIds` up to date from their Atom feeds, for no quota.
    ///
    /// A feed's entries are merged into what is stored (the feed holds the newest 15, the API's
    /// page 50). A channel is written only when its feed shows an upload not stored yet; its video
    /// count stays as the API last told it, or unknown, so the API route reads its uploads again.
    /// With `fallback`, a never-fetched channel whose feed failed has its uploads read from the
    /// API at once (1 unit, as the API route would), without waiting for the other feeds.
    ///
    /// - Returns: The channels whose uploads changed, not stored yet (on failure they are), and
    ///   the channels fetched before whose feed failed, to be asked of the API (their counts
    ///   first) or left as stored.
    func refreshFromFeeds(_ channelIds: [String], stored: [String: [Upload]], known: [String: Int],
                          _ feeds: ChannelFeedClient, fallback: Bool, for origin: FeedOrigin,
                          _ progress: inout RefreshProgress) async throws
        -> (changed: [ChannelUploads], failed: [String])
    {
        let limit = requestLimit(counts: 0)
        let client = client
        var changed: [ChannelUploads] = []
        var failed: [String] = []
        var failure: (any Error)?
        var read = 0

        await withTaskGroup(of: RefreshOutcome.self) { group in
            for channelId in channelIds {
                group.addTask { .feed(channelId, await limit.run { await feeds.feed(channelId: channelId) }) }
            }
            for await outcome in group {
                switch outcome {
                case .feed(let channelId, let result):
                    let uploads: Result<[Upload]?, FeedReason> =
                        switch result {
                        case .success(let feed): Self.uploads(in: feed, before: stored[channelId] ?? [], count: known[channelId])
                        case .failure(let failure): .failure(FeedReason(failure.label))
                        }
                    switch uploads {
                    case .success(let uploads):
                        read += 1
                        if let uploads {
                            changed.append(ChannelUploads(channelId: channelId,
                                                          videoCount: known[channelId] ?? ChannelUploads.unknownCount,
                                                          uploads: uploads))
                        }
                        progress.settle(1)
                    case .failure(let reason):
                        progress.feedFailed(reason.label)
                        if fallback, known[channelId] == nil {
                            group.addTask {
                                await Self.uploads(of: channelId, playlist: Self.uploadsPlaylist(channelId), client, limit)
                            }
                        } else {
                            failed.append(channelId)
                        }
                    }
                case .uploads(let channelId, let uploads):
                    // No uploads playlist, or an empty one: the channel has no videos, and its empty
                    // feed is to be believed from now on.
                    let count = uploads.isEmpty ? 0 : ChannelUploads.unknownCount
                    changed.append(ChannelUploads(channelId: channelId, videoCount: count, uploads: uploads))
                    progress.settle(1)
                case .failed(let error):
                    failure = failure ?? error
                    group.cancelAll()
                case .counts:
                    break  // counts are asked by refreshFromAPI
                }
            }
        }
        bus?.emit(ChannelFeedsRead(read: read, failures: progress.feedFailures))
        if let failure {
            try store.saveUploads(changed, of: origin, now: now())  // whatever arrived is kept
            throw failure
        }
        return (changed, failed)
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
        merged.sort(by: newestFirst)
        return .success(Array(merged.prefix(50)))
    }

    /// Why a channel's feed was not used: `403`, `malformed`, `empty`, `stale`…
    struct FeedReason: Error, Hashable {
        let label: String
        init(_ label: String) { self.label = label }
    }
}
