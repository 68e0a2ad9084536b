import Foundation
import YouTubeAPI

extension SubscriptionFeedService {
    /// Brings the stored uploads of `channelIds` up to date from the API: the counts, then the
    /// uploads of each channel whose count changed or that was never fetched.
    func refreshFromAPI(_ channelIds: [String], _ progress: inout RefreshProgress) async throws {
        let known = try store.uploadCounts(channelIds: channelIds)
        let limit = ConcurrencyLimit(width: jobs)
        let client = client
        var counts: [String: (videoCount: Int, playlist: String)] = [:]
        var fetched: [String: [Upload]] = [:]
        var failure: (any Error)?

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
