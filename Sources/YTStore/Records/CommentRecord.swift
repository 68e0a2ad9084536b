import Foundation
import GRDB

/// A row of `comments`.
struct CommentRecord: Codable, DatedRecord, MutablePersistableRecord {
    static let databaseTableName = "comments"

    var id: Int64?
    var videoId: String
    var userId: Int64
    var body: String
    var createdAt: Date
    var updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, body
        case videoId = "video_id"
        case userId = "user_id"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
