import Foundation
import YouTubeAPI

extension SubscriptionFeedService {
    /// Brings the uploads of `channelIds` up to date from the API: the counts, then the uploads
    /// of each channel whose count changed or that was never fetched.
    ///
    /// - Parameter known: The stored video count of each channel fetched before.
    /// - Returns: The channels whose uploads changed, not stored yet; on failure they are stored.
    func refreshFromAPI(_ channelIds: [String], known: [String: Int], for origin: FeedOrigin,
                        _ progress: inout RefreshProgress) async throws -> [ChannelUploads]
    {
        let limit = requestLimit(counts: QuotaCost.pages(for: channelIds.count, perPage: 50))
        let client = client
        var counts: [String: (videoCount: Int, playlist: String)] = [:]
        var fetched: [String: [Upload]] = [:]
        var failure: (any Error)?

        await withTaskGroup(of: RefreshOutcome.self) { group in
            for batch in channelIds.chunked(50) {
                // Beside the uploads, not in their queue: a count held back by the uploads ahead of
                // it would hold every changed channel back by a round trip.
                group.addTask {
                    do {
                        let page = try await client.fetch(.channelUploads(ids: batch))
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
                    defer { progress.settle(unchanged) }
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
                    progress.settle(1)
                case .failed(let error):
                    failure = failure ?? error
                    group.cancelAll()
                case .feed:
                    break  // feeds are read by refreshFromFeeds
                }
            }
        }
        let complete = fetched.compactMap { channelId, uploads in
            counts[channelId].map { ChannelUploads(channelId: channelId, videoCount: $0.videoCount, uploads: uploads) }
        }
        bus?.emit(PageFetched(resource: "playlistItems", items: complete.count, hasNextPage: false))
        if let failure {
            try store.saveUploads(complete, of: origin, now: now())  // whatever arrived is kept
            throw failure
        }
        return complete
    }

    /// The first page of a channel's uploads playlist, or the failure that stops the refresh.
    static func uploads(
        of channelId: String, playlist: String, _ client: YouTubeClient, _ limit: ConcurrencyLimit
    ) async -> RefreshOutcome {
        do {
            return .uploads(channelId, try await readUploads(of: channelId, playlist: playlist, client, limit))
        } catch {
            return .failed(error)
        }
    }

    /// The first page of a channel's uploads playlist (1 unit), newest first.
    private static func readUploads(
        of channelId: String, playlist: String, _ client: YouTubeClient, _ limit: ConcurrencyLimit
    ) async throws -> [Upload] {
        do {
            // The uploads are kept in the store; the counts decide when to read them again.
            let page = try await limit.run { try await client.fetchUnkept(.uploads(playlistId: playlist)) }
            return page.items.compactMap { item -> Upload? in
                guard let id = item.contentDetails?.videoId,
                    let published = item.contentDetails?.videoPublishedAt
                else { return nil }
                return Upload(videoId: id, channelId: channelId, publishedAt: published)
            }
        } catch APIError.google(let error) where error.reason == .playlistNotFound {
            return []  // a channel that never uploaded has no uploads playlist
        }
    }
}

/// What one request of a refresh brought back, to the loop that gathers them.
enum RefreshOutcome: Sendable {
    case counts([Wire.Channel])
    case feed(String, Result<ChannelFeed, ChannelFeedClient.Failure>)
    case uploads(String, [Upload])
    case failed(any Error)
}

/// How far a refresh has come, told on the bus as `SubscriptionsProgress`.
struct RefreshProgress {
    let total: Int
    let bus: EventBus?
    private(set) var done = 0
    /// Channels whose feed failed, by what went wrong (`403`, `stale`…).
    private(set) var feedFailures: [String: Int] = [:]

    init(total: Int, bus: EventBus?) {
        self.total = total
        self.bus = bus
    }

    mutating func settle(_ count: Int) {
        guard count > 0 else { return }
        done += count
        emit()
    }

    mutating func feedFailed(_ label: String) {
        feedFailures[label, default: 0] += 1
        emit()
    }

    private func emit() {
        bus?.emit(SubscriptionsProgress(done: done, total: total, feedFailures: feedFailures.values.reduce(0, +)))
    }
}
