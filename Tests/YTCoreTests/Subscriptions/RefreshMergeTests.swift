import Foundation
import Testing

@testable import YTCore

/// A refresh reads and orders the stored uploads while the API is asked, then puts the changed
/// channels' uploads in place of what was stored of them: the result is what replacing them in
/// the store's grouping and sorting everything gave.
@Suite struct RefreshMergeTests {
    /// Uploads of `channels` channels, `perChannel` each, dated by a fixed generator with ties.
    static func uploads(channels: Int, perChannel: Int, seed: Int) -> [Upload] {
        var state = UInt64(seed)
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return (0..<channels).flatMap { channel in
            (0..<perChannel).map { index in
                Upload(videoId: "v\(seed)-\(channel)-\(index)-\(next() % 7)", channelId: "UC\(channel)",
                       publishedAt: Date(timeIntervalSince1970: TimeInterval(next() % 50) * 3600))
            }
        }
    }

    /// What the refresh did before: the stored uploads grouped by channel, the changed channels'
    /// replaced, everything sorted.
    static func replacedAndSorted(_ stored: [Upload], _ changed: [ChannelUploads]) -> [Upload] {
        var grouped = Dictionary(grouping: stored, by: \.channelId)
        for channel in changed { grouped[channel.channelId] = channel.uploads }
        return grouped.values.joined().sorted(by: SubscriptionFeedService.newestFirst)
    }

    @Test(arguments: [0, 1, 3, 12])
    func changedChannelsReplaceWhatWasStored(changedCount: Int) {
        let stored = Self.uploads(channels: 10, perChannel: 6, seed: 1).sorted(by: SubscriptionFeedService.newestFirst)
        // Channels 0… are changed, and the last changed ones (10, 11) were never stored.
        let fresh = Self.uploads(channels: changedCount, perChannel: 4, seed: 2)
        let changed = Dictionary(grouping: fresh, by: \.channelId).map { channelId, uploads in
            ChannelUploads(channelId: channelId, videoCount: uploads.count, uploads: uploads)
        }
        let merged = SubscriptionFeedService.merged(stored, changed)
        #expect(merged == Self.replacedAndSorted(stored, changed))
        #expect(merged.count == stored.filter { !Set(changed.map(\.channelId)).contains($0.channelId) }.count + fresh.count)
    }
}
