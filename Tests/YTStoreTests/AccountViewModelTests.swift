import Foundation
import Synchronization
import Testing
import YTCore
import YTStore

/// The account view-model publishes the account each action leaves, as the services return it:
/// what a renderer subscribed to `$user` shows.
@Suite struct AccountViewModelTests {
    /// A session token kept in memory instead of a file.
    final class MemoryTokens: SessionTokenStore, @unchecked Sendable {
        private let token = Mutex<String?>(nil)
        func readToken() throws -> String? { token.withLock { $0 } }
        func writeToken(_ value: String) throws { token.withLock { $0 = value } }
        func deleteToken() throws { token.withLock { $0 = nil } }
    }

    /// Records each value a model publishes.
    final class Seen: @unchecked Sendable {
        private let values = Mutex<[String?]>([])
        var all: [String?] { values.withLock { $0 } }
        func add(_ user: User?) { values.withLock { $0.append(user?.handle) } }
    }

    @Test func theModelPublishesTheAccountEachActionLeaves() throws {
        try withTemporaryStore { store in
            let model = AccountViewModel(auth: AuthService(accounts: store, tokens: MemoryTokens()),
                                         profile: ProfileService(accounts: store))
            let seen = Seen()
            model.$user.subscribe(by: seen) { seen, user in seen.add(user) }

            try model.signUp(name: "Ada", email: "ada@example.com", handle: "ada",
                             password: SecretBytes("Correct-horse1"), avatar: nil)
            try model.signIn(email: "ada@example.com", password: SecretBytes("Correct-horse1"))
            #expect(model.user?.handle == "ada", "signing in published the account")
            try model.edit(.init(handle: "lovelace"))
            #expect(model.user?.handle == "lovelace", "the edit published the account as saved")
            try model.signOut()
            #expect(model.user == nil, "signing out unpublished it")
            #expect(seen.all == ["ada", "ada", "lovelace", nil])
        }
    }

    @Test func deletingTheAccountUnpublishesItAndEndsTheSession() throws {
        try withTemporaryStore { store in
            let auth = AuthService(accounts: store, tokens: MemoryTokens())
            let model = AccountViewModel(auth: auth, profile: ProfileService(accounts: store))
            try model.signUp(name: "Bo", email: "bo@example.com", handle: nil, password: SecretBytes("Correct-horse1"),
                             avatar: nil)
            try model.signIn(email: "bo@example.com", password: SecretBytes("Correct-horse1"))
            #expect(model.user?.email == "bo@example.com")
            try model.deleteAccount()
            #expect(model.user == nil)
            #expect(try auth.currentUser() == nil, "the session ended")
            #expect(try !auth.isEmailTaken("bo@example.com"), "the account is gone")
        }
    }
}
