import Foundation
import Testing
import YTCore
import YTStore

@Suite struct SubscriptionsStoreContractTests {
    private func subscription(_ id: String, _ title: String) -> Subscription {
        Subscription(channelId: id, title: title, handle: "@\(title.lowercased())", addedAt: at(1))
    }

    @Test(arguments: StoreBackend.available) func subscriptionsAreAddedOncePerUserAndSortedByTitle(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let grace = try store.makeUser("grace")
            #expect(try store.addSubscriptions([subscription("UC2", "beta"), subscription("UC1", "Alpha")],
                                               userId: ada.id) == 2)
            #expect(try store.addSubscriptions([subscription("UC1", "Alpha"), subscription("UC3", "gamma")],
                                               userId: ada.id) == 1)
            #expect(try store.addSubscriptions([subscription("UC1", "Alpha")], userId: grace.id) == 1)
            #expect(try store.subscriptions(userId: ada.id).map(\.channelId) == ["UC1", "UC2", "UC3"])
            #expect(try store.removeSubscription(channelId: "UC2", userId: ada.id))
            #expect(try !store.removeSubscription(channelId: "UC2", userId: ada.id))
            #expect(try store.subscriptions(userId: grace.id).map(\.channelId) == ["UC1"])
        }
    }

    @Test(arguments: StoreBackend.available) func savedUploadsReplaceAChannelsEarlierOnes(backend: StoreBackend) throws {
        try backend.withStore { store in
            let old = Upload(videoId: "old", channelId: "UC1", publishedAt: at(1))
            let new = Upload(videoId: "new", channelId: "UC1", publishedAt: at(5))
            let other = Upload(videoId: "other", channelId: "UC2", publishedAt: at(3))
            try store.saveUploads([ChannelUploads(channelId: "UC1", videoCount: 1, uploads: [old]),
                                   ChannelUploads(channelId: "UC2", videoCount: 7, uploads: [other])], now: at(10))
            try store.saveUploads([ChannelUploads(channelId: "UC1", videoCount: 2, uploads: [new, old])], now: at(20))
            #expect(try store.uploadCounts(channelIds: ["UC1", "UC2", "UC9"]) == ["UC1": 2, "UC2": 7])
            #expect(try store.uploads(channelIds: ["UC1", "UC2"]).map(\.videoId) == ["new", "other", "old"])
            #expect(try store.uploads(channelIds: ["UC2"]).map(\.videoId) == ["other"])
        }
    }

    @Test(arguments: StoreBackend.available) func videoDetailsOlderThanAskedAreLeftOut(backend: StoreBackend) throws {
        try backend.withStore { store in
            try store.saveVideoDetails([Video(id: "v1", title: "One", durationSeconds: 61)], now: at(100))
            #expect(try store.videoDetails(ids: ["v1", "v2"], fetchedAfter: at(50))["v1"]?.durationSeconds == 61)
            #expect(try store.videoDetails(ids: ["v1"], fetchedAfter: at(150)).isEmpty)
        }
    }

    @Test func twoClaimersAtOnceNeverGetTheSameVideo() async throws {
        try await withTemporaryDirectoryAsync { directory in
            let path = databasePath(in: directory)
            let ada = try SQLiteStore(path: path).makeUser("ada")
            let ids = (0..<200).map { "video\($0)" }
            let barrier = ThreadBarrier(count: 4)
            let claims = try await withThrowingTaskGroup(of: Set<String>.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        try await onDedicatedThread {
                            let store = try SQLiteStore(path: path)
                            barrier.arriveAndWait()
                            return try store.claimUnseen(ids.shuffled(), userId: ada.id, now: at(1))
                        }
                    }
                }
                return try await group.reduce(into: [Set<String>]()) { $0.append($1) }
            }
            #expect(claims.reduce(0) { $0 + $1.count } == ids.count)
            #expect(claims.reduce(Set<String>()) { $0.union($1) } == Set(ids))
            let store = try SQLiteStore(path: path)
            #expect(try store.seenVideos(ids, userId: ada.id).count == ids.count)
            #expect(try store.claimUnseen(ids, userId: ada.id, now: at(2)).isEmpty)
        }
    }
}
