import Foundation
import GRDB
import YTCore

/// A row of `history`.
struct HistoryRecord: Codable, DatedRecord, MutablePersistableRecord {
    static let databaseTableName = "history"

    var id: Int64?
    var userId: Int64
    var videoId: String
    var title: String
    var channelTitle: String
    var viewedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, title
        case userId = "user_id"
        case videoId = "video_id"
        case channelTitle = "channel_title"
        case viewedAt = "viewed_at"
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    var entry: HistoryEntry {
        HistoryEntry(
            id: id ?? 0, videoId: videoId, title: title, channelTitle: channelTitle,
            viewedAt: viewedAt)
    }
}
