import Foundation
import Testing
import YTCore
import YTStore

@Suite struct LibraryStoreContractTests {
    private func favorite(_ videoId: String, _ title: String = "Title", at seconds: TimeInterval) -> Favorite {
        Favorite(videoId: videoId, title: title, channelTitle: "Channel", addedAt: at(seconds))
    }

    @Test(arguments: StoreBackend.available) func aFavoriteIsAddedOnceAndRefreshedAfter(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            #expect(try store.addFavorite(favorite("v1", "Old title", at: 1), userId: ada.id))
            #expect(try !store.addFavorite(favorite("v1", "New title", at: 9), userId: ada.id))
            #expect(try store.favorites(userId: ada.id) == [favorite("v1", "New title", at: 1)])
        }
    }

    @Test(arguments: StoreBackend.available) func favoritesComeNewestFirstPerUser(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let grace = try store.makeUser("grace")
            try store.addFavorite(favorite("v1", at: 1), userId: ada.id)
            try store.addFavorite(favorite("v3", at: 3), userId: ada.id)
            try store.addFavorite(favorite("v2", at: 2), userId: ada.id)
            try store.addFavorite(favorite("v9", at: 9), userId: grace.id)
            #expect(try store.favorites(userId: ada.id).map(\.videoId) == ["v3", "v2", "v1"])
            #expect(try store.favorites(userId: grace.id).map(\.videoId) == ["v9"])
        }
    }

    @Test(arguments: StoreBackend.available) func removingSaysWhetherItWasAFavorite(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let grace = try store.makeUser("grace")
            try store.addFavorite(favorite("v1", at: 1), userId: ada.id)
            #expect(try !store.removeFavorite(videoId: "v1", userId: grace.id))
            #expect(try store.removeFavorite(videoId: "v1", userId: ada.id))
            #expect(try !store.removeFavorite(videoId: "v1", userId: ada.id))
            #expect(try store.favorites(userId: ada.id).isEmpty)
        }
    }

    @Test(arguments: StoreBackend.available) func aFavoriteNeedsAnExistingUser(backend: StoreBackend) throws {
        try backend.withStore { store in
            #expect(throws: StoreError.notFound(what: "user", id: "3")) {
                try store.addFavorite(favorite("v1", at: 1), userId: 3)
            }
        }
    }

    @Test(arguments: StoreBackend.available) func historyListsTheNewestFirstUpToTheLimit(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            for n in 1...5 {
                try store.addHistory(
                    videoId: "v\(n)", title: "T\(n)", channelTitle: "C", userId: ada.id, now: at(Double(n)))
            }
            try store.addHistory(videoId: "v1", title: "T1", channelTitle: "C", userId: ada.id, now: at(6))
            let recent = try store.history(userId: ada.id, limit: 3)
            #expect(recent.map(\.videoId) == ["v1", "v5", "v4"])
            #expect(recent.map(\.viewedAt) == [at(6), at(5), at(4)])
            #expect(try store.history(userId: ada.id, limit: 100).count == 6)
            #expect(try store.history(userId: ada.id, limit: 0).isEmpty)
        }
    }

    @Test(arguments: StoreBackend.available) func clearingHistoryCountsWhatItRemoved(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let grace = try store.makeUser("grace")
            for n in 1...4 {
                try store.addHistory(
                    videoId: "v\(n)", title: "T", channelTitle: "C", userId: ada.id, now: at(Double(n)))
            }
            try store.addHistory(videoId: "g", title: "T", channelTitle: "C", userId: grace.id, now: epoch)
            #expect(try store.clearHistory(userId: ada.id) == 4)
            #expect(try store.clearHistory(userId: ada.id) == 0)
            #expect(try store.history(userId: grace.id, limit: 10).map(\.videoId) == ["g"])
        }
    }
}
