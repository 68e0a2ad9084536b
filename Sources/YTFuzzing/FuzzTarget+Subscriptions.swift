import Foundation
import YTCore

extension FuzzTarget {
    /// Reads `data` as a subscriptions import file (Takeout CSV or OPML).
    ///
    /// Whatever the file holds, what comes back is well-formed channel ids, each once: they go
    /// straight into the database and into channels.list requests.
    static func runSubscriptions(_ data: Data) -> FuzzReport {
        var report = FuzzReport()
        guard let channels = try? SubscriptionFile.parse(data) else { return report }
        report.accepted += 1
        for channel in channels {
            report.expect(
                ChannelReference.isChannelID(channel.channelId), "imported id \(channel.channelId.debugDescription)")
        }
        let distinct = Set(channels.map(\.channelId))
        report.expect(distinct.count == channels.count, "\(channels.count - distinct.count) duplicate channels")
        return report
    }
}
