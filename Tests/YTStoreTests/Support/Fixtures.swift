import Foundation
import YTCore
import YTStore

/// A whole number of seconds, so that timestamps survive the database's millisecond precision.
let epoch = Date(timeIntervalSince1970: 1_700_000_000)

func at(_ seconds: TimeInterval) -> Date {
    epoch.addingTimeInterval(seconds)
}

extension NewUser {
    static func fixture(
        _ handle: String, email: String? = nil, avatar: Avatar? = nil,
        passwordHash: String = "$argon2id$v=19$m=65536,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g"
    )
        -> NewUser
    {
        NewUser(
            name: handle.capitalized, email: email ?? "\(handle)@example.com", handle: handle, avatar: avatar,
            passwordHash: passwordHash)
    }
}

extension StateStore {
    /// Inserts a user with the fixture's defaults.
    func makeUser(_ handle: String, email: String? = nil) throws -> User {
        try insert(.fixture(handle, email: email), now: epoch)
    }

    /// Adds a comment whose tags are given directly.
    func post(
        _ body: String, on videoId: String = "video1", by user: User, hashtags: [String] = [],
        mentions: [String] = [], at date: Date = epoch
    ) throws -> LocalComment {
        try addComment(
            videoId: videoId, userId: user.id, body: body, hashtags: hashtags, mentions: mentions,
            now: date)
    }
}
