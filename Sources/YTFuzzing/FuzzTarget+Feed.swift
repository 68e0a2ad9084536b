import Foundation
import YouTubeAPI

extension FuzzTarget {
    /// Reads `data` as a channel's Atom feed.
    ///
    /// Whatever the document holds, what comes back is well-formed ids of the feed's own channel,
    /// at most as many as asked for: they become stored uploads and videos.list requests.
    static func runFeed(_ data: Data) -> FuzzReport {
        var report = FuzzReport()
        guard let feed = try? ChannelFeed.parse(data, maxEntries: 20) else { return report }
        report.accepted += 1
        report.expect(feed.entries.count <= 20, "\(feed.entries.count) entries kept of 20 asked for")
        if let channelId = feed.channelId {
            report.expect(Wire.IDs.isChannel(channelId), "feed channel \(channelId.debugDescription)")
        } else {
            report.expect(feed.entries.isEmpty, "\(feed.entries.count) entries of a feed without a channel")
        }
        for entry in feed.entries {
            report.expect(Wire.IDs.isVideo(entry.videoId), "video id \(entry.videoId.debugDescription)")
            report.expect(entry.channelId == feed.channelId, "entry of \(entry.channelId.debugDescription)")
        }
        return report
    }
}
