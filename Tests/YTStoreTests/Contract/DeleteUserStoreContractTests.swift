import Foundation
import Testing
import YTCore
import YTStore

@Suite struct DeleteUserStoreContractTests {
    /// Gives `user` one row in every table that belongs to a user.
    private func fill(_ store: SQLiteStore, for user: User, session: UInt8) throws {
        try store.createSession(
            tokenHash: Data(repeating: session, count: 32), userId: user.id,
            createdAt: epoch, expiresAt: at(3_600))
        _ = try store.post("hello #swift @grace", by: user, hashtags: ["swift"], mentions: ["grace"])
        try store.addFavorite(Favorite(videoId: "v1", title: "T", channelTitle: "C", addedAt: epoch), userId: user.id)
        try store.addHistory(videoId: "v1", title: "T", channelTitle: "C", userId: user.id, now: epoch)
        try store.saveCursor(
            PageCursor(path: [nil], nextPageToken: "CAUQAA"), userId: user.id, listing: "feed",
            now: epoch)
        try store.executeForTesting(
            """
            INSERT INTO subscriptions (user_id, channel_id, title, handle, added_at)
            VALUES (\(user.id), 'UC1', 'A channel', 'achannel', '2023-11-14 22:13:20.000')
            """)
    }

    @Test func deletingAUserDeletesEverythingOfTheirsAndNothingElse() throws {
        try withTemporaryStore { store in
            let ada = try store.makeUser("ada")
            let grace = try store.makeUser("grace")
            try fill(store, for: ada, session: 1)
            try fill(store, for: grace, session: 2)
            try store.saveCursor(PageCursor(path: [], nextPageToken: nil), userId: nil, listing: "feed", now: epoch)

            try store.deleteUser(id: ada.id)

            #expect(try store.user(id: ada.id) == nil)
            #expect(try store.user(sessionTokenHash: Data(repeating: 1, count: 32), now: at(1)) == nil)
            #expect(try store.favorites(userId: ada.id).isEmpty)
            #expect(try store.history(userId: ada.id, limit: 10).isEmpty)
            #expect(try store.cursor(userId: ada.id, listing: "feed") == nil)
            let expected = [
                "users": 1, "sessions": 1, "comments": 1, "comment_tags": 2, "favorites": 1,
                "history": 1, "subscriptions": 1, "paging_cursors": 2,
            ]
            for (table, count) in expected {
                #expect(try store.rowCount(of: table) == count, "\(table)")
            }
            #expect(try store.foreignKeyViolationCount() == 0)
            #expect(try store.user(sessionTokenHash: Data(repeating: 2, count: 32), now: at(1)) == grace)
            #expect(try store.comments(hashtag: "swift").map(\.userId) == [grace.id])
        }
    }

    @Test(arguments: StoreBackend.available) func deletingAMissingUserIsNotFound(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            try store.deleteUser(id: ada.id)
            #expect(throws: StoreError.notFound(what: "user", id: String(ada.id))) {
                try store.deleteUser(id: ada.id)
            }
        }
    }

    @Test(arguments: StoreBackend.available) func aDeletedUsersIdIsNeverGivenAgain(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            try store.deleteUser(id: ada.id)
            let grace = try store.makeUser("grace")
            #expect(grace.id != ada.id)
        }
    }
}
