import Foundation
import YTCore
import YouTubeAPI

extension FuzzTarget {
    /// Decodes `data` as a page of every resource the client lists and maps each item to its model.
    ///
    /// Counts and durations are documented never to be negative: a wire decoder that let `-1`
    /// through would show as a number where "hidden" belongs. The `uint64` statistics are
    /// `UInt64`, so only the signed ones need checking.
    static func runWire(_ data: Data) -> FuzzReport {
        var report = FuzzReport()
        for item in page(of: Wire.Video.self, data, &report) {
            guard let video = Video(item) else { continue }
            report.expectCounts(["duration": video.durationSeconds], of: "video")
        }
        for item in page(of: Wire.SearchResult.self, data, &report) {
            _ = (Video(searchResult: item), Channel(searchResult: item), Playlist(searchResult: item))
        }
        for item in page(of: Wire.Channel.self, data, &report) {
            guard let channel = Channel(item) else { continue }
            report.expect(
                !channel.subscribersHidden || channel.subscriberCount == nil,
                "channel \(channel.id.debugDescription): hidden subscribers counted as \(channel.subscriberCount ?? 0)")
        }
        for item in page(of: Wire.Playlist.self, data, &report) {
            report.expectCounts(["items": Playlist(item)?.itemCount], of: "playlist")
        }
        for item in page(of: Wire.CommentThread.self, data, &report) {
            report.expectComment(CommentEntry(thread: item))
        }
        for item in page(of: Wire.Comment.self, data, &report) {
            report.expectComment(CommentEntry(reply: item))
        }
        for item in page(of: Wire.VideoCategory.self, data, &report) {
            _ = VideoCategory(item)
        }
        _ = page(of: Wire.PlaylistItem.self, data, &report)
        _ = page(of: Wire.Subscription.self, data, &report)
        return report
    }

    /// The items of `data` decoded as a page of `Item`, counting an accepted page; `[]` when it is refused.
    private static func page<Item: Decodable & Sendable & Hashable>(
        of _: Item.Type, _ data: Data, _ report: inout FuzzReport
    ) -> [Item] {
        guard let page = try? Wire.makeDecoder().decode(Wire.ListResponse<Item>.self, from: data) else { return [] }
        report.accepted += 1
        return page.items
    }
}

extension FuzzReport {
    fileprivate mutating func expectCounts(_ counts: KeyValuePairs<String, Int?>, of kind: String) {
        for case (let name, let value?) in counts {
            expect(value >= 0, "\(kind) \(name) is negative: \(value)")
        }
    }

    fileprivate mutating func expectComment(_ entry: CommentEntry?) {
        guard let entry else { return }
        expectCounts(["likes": entry.likeCount, "replies": entry.replyCount], of: "comment")
        for tag in entry.hashtags + entry.mentions {
            expect(
                tag == tag.lowercased(),
                "comment \(entry.id.debugDescription): tag \(tag.debugDescription) is not lower-cased")
        }
    }
}
