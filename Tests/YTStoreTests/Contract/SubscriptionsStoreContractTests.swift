import Foundation
import Synchronization
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

    /// Four claims of the same 200 videos at once: on SQLite they meet at a barrier; on
    /// PostgreSQL, beside the barrier, each waits at its INSERT until all four do, so they run
    /// together for certain (a claim that took every video, as `ON CONFLICT … DO UPDATE …
    /// RETURNING` would, hands them out twice).
    @Test(arguments: StoreBackend.available) func twoClaimersAtOnceNeverGetTheSameVideo(backend: StoreBackend) throws {
        try backend.withStores(4) { stores in
            let ada = try stores[0].makeUser("ada")
            let ids = (0..<200).map { "video\($0)" }
            let barrier = ThreadBarrier(count: stores.count)
            let claims = Mutex<[Set<String>]>([])
            let failures = Failures()
            let done = DispatchGroup()
            let start = {
                for store in stores {
                    done.enter()
                    Thread {
                        defer { done.leave() }
                        barrier.arriveAndWait()
                        do {
                            let claimed = try store.claimUnseen(ids.shuffled(), userId: ada.id, now: at(1))
                            claims.withLock { $0.append(claimed) }
                        } catch {
                            failures.add(error)
                        }
                    }.start()
                }
            }
            if let url = (stores[0] as? PostgresStore)?.connection.url {
                try PostgresScratch.releaseWritesTogether(to: "seen_videos", writers: stores.count, on: url, start: start)
            } else {
                start()
            }
            done.wait()
            #expect(failures.all.isEmpty, "\(failures.all)")
            let all = claims.withLock { $0 }
            #expect(all.count == stores.count)
            #expect(all.reduce(0) { $0 + $1.count } == ids.count)
            #expect(all.reduce(Set<String>()) { $0.union($1) } == Set(ids))
            #expect(try stores[1].seenVideos(ids, userId: ada.id).count == ids.count)
            #expect(try stores[2].claimUnseen(ids, userId: ada.id, now: at(2)).isEmpty)
        }
    }
}
