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
            let origin = FeedOrigin(apiRoot: Self.google, userId: try store.makeUser("ada").id)
            let old = Upload(videoId: "old", channelId: "UC1", publishedAt: at(1))
            let new = Upload(videoId: "new", channelId: "UC1", publishedAt: at(5))
            let other = Upload(videoId: "other", channelId: "UC2", publishedAt: at(3))
            try store.saveUploads([ChannelUploads(channelId: "UC1", videoCount: 1, uploads: [old]),
                                   ChannelUploads(channelId: "UC2", videoCount: 7, uploads: [other])], of: origin, now: at(10))
            try store.saveUploads([ChannelUploads(channelId: "UC1", videoCount: 2, uploads: [new, old])], of: origin,
                                  now: at(20))
            #expect(try store.uploadCounts(channelIds: ["UC1", "UC2", "UC9"], of: origin) == ["UC1": 2, "UC2": 7])
            #expect(try store.uploads(channelIds: ["UC1", "UC2"], of: origin).map(\.videoId) == ["new", "other", "old"])
            #expect(try store.uploads(channelIds: ["UC2"], of: origin).map(\.videoId) == ["other"])
        }
    }

    @Test(arguments: StoreBackend.available) func videoDetailsOlderThanAskedAreLeftOut(backend: StoreBackend) throws {
        try backend.withStore { store in
            let origin = FeedOrigin(apiRoot: Self.google, userId: try store.makeUser("ada").id)
            try store.saveVideoDetails([Video(id: "v1", title: "One", durationSeconds: 61)], of: origin, now: at(100))
            #expect(try store.videoDetails(ids: ["v1", "v2"], of: origin, fetchedAfter: at(50))["v1"]?.durationSeconds == 61)
            #expect(try store.videoDetails(ids: ["v1"], of: origin, fetchedAfter: at(150)).isEmpty)
        }
    }

    static let google = "https://youtube.googleapis.com"
    static let hostile = "http://127.0.0.1:8080"

    /// What one `--api-base` served is not what another serves: each root reads its own rows.
    @Test(arguments: StoreBackend.available) func uploadsAndDetailsStoredUnderOneRootAreNotSeenUnderAnother(
        backend: StoreBackend
    ) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada").id
            let genuine = FeedOrigin(apiRoot: Self.google, userId: ada)
            let planted = FeedOrigin(apiRoot: Self.hostile, userId: ada)
            try store.saveUploads([ChannelUploads(channelId: "UC1", videoCount: 9, uploads: [
                Upload(videoId: "planted", channelId: "UC1", publishedAt: at(5)),
            ])], of: planted, now: at(10))
            try store.saveVideoDetails([Video(id: "v1", title: "Planted")], of: planted, now: at(10))
            #expect(try store.uploadCounts(channelIds: ["UC1"], of: genuine).isEmpty)
            #expect(try store.uploads(channelIds: ["UC1"], of: genuine).isEmpty)
            #expect(try store.videoDetails(ids: ["v1"], of: genuine, fetchedAfter: at(0)).isEmpty)

            // Each root keeps its own rows of the same channel and video, side by side.
            try store.saveUploads([ChannelUploads(channelId: "UC1", videoCount: 1, uploads: [
                Upload(videoId: "real", channelId: "UC1", publishedAt: at(4)),
            ])], of: genuine, now: at(11))
            try store.saveVideoDetails([Video(id: "v1", title: "Real")], of: genuine, now: at(11))
            #expect(try store.uploads(channelIds: ["UC1"], of: genuine).map(\.videoId) == ["real"])
            #expect(try store.uploads(channelIds: ["UC1"], of: planted).map(\.videoId) == ["planted"])
            #expect(try store.uploadCounts(channelIds: ["UC1"], of: genuine) == ["UC1": 1])
            #expect(try store.videoDetails(ids: ["v1"], of: genuine, fetchedAfter: at(0))["v1"]?.title == "Real")
            #expect(try store.videoDetails(ids: ["v1"], of: planted, fetchedAfter: at(0))["v1"]?.title == "Planted")
        }
    }

    /// On a shared server, what one account stored (whatever it chose to write) never shows in
    /// another account's feed; deleting the account deletes its rows.
    @Test(arguments: StoreBackend.available) func oneAccountsUploadsAndDetailsAreNotSeenByAnother(
        backend: StoreBackend
    ) throws {
        try backend.withStore { store in
            let mallory = try store.makeUser("mallory")
            let ada = FeedOrigin(apiRoot: Self.google, userId: try store.makeUser("ada").id)
            let planted = FeedOrigin(apiRoot: Self.google, userId: mallory.id)
            try store.saveUploads([ChannelUploads(channelId: "UC1", videoCount: 1, uploads: [
                Upload(videoId: "planted", channelId: "UC1", publishedAt: at(5)),
            ])], of: planted, now: at(10))
            try store.saveVideoDetails([Video(id: "v1", title: "Planted")], of: planted, now: at(10))
            #expect(try store.uploadCounts(channelIds: ["UC1"], of: ada).isEmpty)
            #expect(try store.uploads(channelIds: ["UC1"], of: ada).isEmpty)
            #expect(try store.videoDetails(ids: ["v1"], of: ada, fetchedAfter: at(0)).isEmpty)

            try store.deleteUser(id: mallory.id)
            #expect(try store.uploads(channelIds: ["UC1"], of: planted).isEmpty)
            #expect(try store.videoDetails(ids: ["v1"], of: planted, fetchedAfter: at(0)).isEmpty)
            #expect(throws: StoreError.notFound(what: "user", id: String(mallory.id))) {
                try store.saveVideoDetails([Video(id: "v1", title: "Planted")], of: planted, now: at(11))
            }
            #expect(throws: StoreError.notFound(what: "user", id: String(mallory.id))) {
                try store.saveUploads([ChannelUploads(channelId: "UC1", videoCount: 0, uploads: [])], of: planted,
                                      now: at(11))
            }
        }
    }

    @Test func aRootIsSpelledOneWay() throws {
        let url = { (text: String) in try #require(URL(string: text)) }
        #expect(FeedOrigin.root(try url("HTTPS://YouTube.GoogleAPIs.com:443/")) == Self.google)
        #expect(FeedOrigin.root(try url("https://youtube.googleapis.com")) == Self.google)
        #expect(FeedOrigin.root(try url("http://127.0.0.1:8080/")) == Self.hostile)
        #expect(FeedOrigin.root(try url("http://127.0.0.1:80/base/")) == "http://127.0.0.1/base")
        #expect(FeedOrigin.root(try url("http://[::1]:9000")) == "http://[::1]:9000")
        #expect(FeedOrigin.root(try url("http://127.0.0.1:8081")) != Self.hostile)
    }

    /// Four claims of the same 200 videos at once: on SQLite they meet at a barrier; on
    /// PostgreSQL, beside the barrier, each waits at its INSERT until all four do, so they run
    /// together for certain (a claim that took every video, as `ON CONFLICT … DO UPDATE …
    /// RETURNING` would, hands them out twice).
    @Test(arguments: StoreBackend.available) func twoClaimersAtOnceNeverGetTheSameVideo(backend: StoreBackend) throws {
        try backend.withStores(4) { stores in
            let ada = try stores[0].makeUser("ada")
            let ids = (0..<200).map { "video\($0)" }
            let claims = Mutex<[Set<String>]>([])
            let failures = try writeTogether(stores, to: "seen_videos") { store in
                let claimed = try store.claimUnseen(ids.shuffled(), userId: ada.id, now: at(1))
                claims.withLock { $0.append(claimed) }
            }
            #expect(failures.isEmpty, "\(failures)")
            let all = claims.withLock { $0 }
            #expect(all.count == stores.count)
            #expect(all.reduce(0) { $0 + $1.count } == ids.count)
            #expect(all.reduce(Set<String>()) { $0.union($1) } == Set(ids))
            #expect(try stores[1].seenVideos(ids, userId: ada.id).count == ids.count)
            #expect(try stores[2].claimUnseen(ids, userId: ada.id, now: at(2)).isEmpty)
        }
    }

    /// Four machines refreshing the same feed at once, each with the channels and videos in an
    /// order of its own (a fan-out finishes in any order): every save succeeds, none is ended by
    /// a deadlock, and the rows are whole.
    @Test(arguments: StoreBackend.available) func feedsSavedAtOnceInAnyOrderAllSucceed(backend: StoreBackend) throws {
        try backend.withStores(4) { stores in
            let ada = try stores[0].makeUser("ada")
            let origin = FeedOrigin(apiRoot: Self.google, userId: ada.id)
            let channels = (0..<20).map { channel in
                ChannelUploads(channelId: "UC\(channel)", videoCount: 15, uploads: (0..<15).map {
                    Upload(videoId: "v\(channel)-\($0)", channelId: "UC\(channel)", publishedAt: at(Double($0)))
                })
            }
            for _ in 0..<5 {
                let failures = try writeTogether(stores, to: "channel_videos") { store in
                    let mine = channels.shuffled().map {
                        ChannelUploads(channelId: $0.channelId, videoCount: 15, uploads: $0.uploads.shuffled())
                    }
                    try store.saveUploads(mine, of: origin, now: at(100))
                }
                #expect(failures.isEmpty, "\(failures)")
            }
            #expect(try stores[1].uploads(channelIds: channels.map(\.channelId), of: origin).count == 300)
        }
    }
}
