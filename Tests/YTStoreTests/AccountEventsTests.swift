import Foundation
import Synchronization
import Testing
import YTCore
import YTStore

/// The account services announce what they did on the bus, and every account view-model on that
/// bus publishes it: a sign-in in one model shows in another (a gate and a profile screen).
@Suite struct AccountEventsTests {
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

    @Test func everyModelOnTheBusPublishesWhatTheServicesAnnounce() throws {
        try withTemporaryStore { store in
            let bus = EventBus(), tokens = MemoryTokens()
            func model() -> AccountViewModel {
                AccountViewModel(auth: AuthService(accounts: store, tokens: tokens, bus: bus),
                                 profile: ProfileService(accounts: store, bus: bus), bus: bus)
            }
            let gate = model(), profile = model()
            let seen = Seen()
            profile.$user.subscribe(by: seen) { seen, user in seen.add(user) }

            try gate.signUp(name: "Ada", email: "ada@example.com", handle: "ada",
                            password: SecretBytes("Correct-horse1"), avatar: nil)
            try gate.signIn(email: "ada@example.com", password: SecretBytes("Correct-horse1"))
            #expect(profile.user?.handle == "ada", "SignedIn reached the other model")
            try profile.edit(.init(handle: "lovelace"))
            #expect(gate.user?.handle == "lovelace", "ProfileChanged reached the gate")
            try gate.signOut()
            #expect(profile.user == nil, "SignedOut reached the profile screen")
            #expect(seen.all.contains("ada") && seen.all.contains("lovelace") && seen.all.last == .some(nil))
        }
    }

    @Test func deletingTheAccountUnpublishesItEverywhere() throws {
        try withTemporaryStore { store in
            let bus = EventBus(), tokens = MemoryTokens()
            let auth = AuthService(accounts: store, tokens: tokens, bus: bus)
            let first = AccountViewModel(auth: auth, profile: ProfileService(accounts: store, bus: bus), bus: bus)
            let second = AccountViewModel(auth: auth, profile: ProfileService(accounts: store, bus: bus), bus: bus)
            try first.signUp(name: "Bo", email: "bo@example.com", handle: nil, password: SecretBytes("Correct-horse1"),
                             avatar: nil)
            try first.signIn(email: "bo@example.com", password: SecretBytes("Correct-horse1"))
            #expect(second.user?.email == "bo@example.com")
            try first.deleteAccount()
            #expect(first.user == nil && second.user == nil)
        }
    }

    @Test func addingACommentAnnouncesIt() throws {
        try withTemporaryStore { store in
            let bus = EventBus()
            let heard = Mutex<[CommentAdded]>([])
            let token = bus.on(CommentAdded.self, by: nil) { event in heard.withLock { $0.append(event) } }
            defer { token.cancel() }
            let user = try store.makeUser("cy")
            let comment = try CommentService(comments: store, bus: bus).add("hello #tag", to: "dQw4w9WgXcQ", by: user)
            #expect(heard.withLock { $0 } == [CommentAdded(commentId: comment.id, videoId: "dQw4w9WgXcQ")])
        }
    }
}
