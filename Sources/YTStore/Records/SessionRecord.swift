import Foundation
import GRDB

/// A row of `sessions`: the hash of a signed-in session's token, never the token.
struct SessionRecord: Codable, DatedRecord, PersistableRecord {
    static let databaseTableName = "sessions"

    var tokenHash: Data
    var userId: Int64
    var createdAt: Date
    var expiresAt: Date

    enum CodingKeys: String, CodingKey {
        case tokenHash = "token_hash"
        case userId = "user_id"
        case createdAt = "created_at"
        case expiresAt = "expires_at"
    }
}
