import Foundation
import GRDB
import YTCore

/// A row of `users`.
struct UserRecord: Codable, DatedRecord, MutablePersistableRecord {
    static let databaseTableName = "users"

    var id: Int64?
    var name: String
    var email: String
    var handle: String
    var passwordHash: String
    var avatarMime: String?
    var avatar: Data?
    var createdAt: Date
    var updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, name, email, handle, avatar
        case passwordHash = "password_hash"
        case avatarMime = "avatar_mime"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    init(_ user: NewUser, now: Date) {
        id = nil
        name = user.name
        email = user.email
        handle = user.handle
        passwordHash = user.passwordHash
        avatarMime = user.avatar?.mimeType
        avatar = user.avatar?.data
        createdAt = now
        updatedAt = now
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The profile, without the password hash.
    var user: User {
        get throws {
            guard let id else { throw StoreError.unavailable(detail: "a user row has no id") }
            let picture = avatarMime.flatMap { mime in avatar.map { Avatar(mimeType: mime, data: $0) } }
            return User(
                id: id, name: name, email: email, handle: handle, avatar: picture,
                createdAt: createdAt, updatedAt: updatedAt)
        }
    }
}
