import Foundation
import Testing
import YTCore
import YTStore

/// Comment drafts kept for YouTube: the same on SQLite and PostgreSQL.
@Suite struct CommentDraftStoreContractTests {
    @Test(arguments: StoreBackend.available) func draftsAreEachUsersOwnOldestFirst(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada"), grace = try store.makeUser("grace")
            let first = try store.addDraft(videoId: "v1", parentId: nil, text: "First", userId: ada.id, now: at(1))
            let reply = try store.addDraft(videoId: "", parentId: "Ugz1", text: "A reply", userId: ada.id, now: at(2))
            _ = try store.addDraft(videoId: "v2", parentId: nil, text: "Grace's", userId: grace.id, now: at(3))
            #expect(first.id != reply.id)
            #expect(try store.drafts(userId: ada.id) == [first, reply])
            #expect(try store.draft(id: reply.id, userId: ada.id)?.parentId == "Ugz1")
            // Another user's draft is not found by its number.
            #expect(try store.draft(id: first.id, userId: grace.id) == nil)
            #expect(throws: StoreError.self) { try store.deleteDraft(id: first.id, userId: grace.id) }
            try store.deleteDraft(id: first.id, userId: ada.id)
            #expect(try store.drafts(userId: ada.id) == [reply])
            #expect(throws: StoreError.self) { try store.deleteDraft(id: first.id, userId: ada.id) }
        }
    }
}
