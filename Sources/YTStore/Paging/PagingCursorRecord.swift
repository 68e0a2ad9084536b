import Foundation
import GRDB

/// A row of `paging_cursors`: where one listing stopped for one user (`nil` when signed out).
struct PagingCursorRecord: Codable, DatedRecord, MutablePersistableRecord {
    static let databaseTableName = "paging_cursors"

    var id: Int64?
    var userId: Int64?
    var listing: String
    /// The page tokens walked through, as a JSON array (`null` for the first page).
    var path: String
    var nextPageToken: String?
    var updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, listing, path
        case userId = "user_id"
        case nextPageToken = "next_page_token"
        case updatedAt = "updated_at"
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
