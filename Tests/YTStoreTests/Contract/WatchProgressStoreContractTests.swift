import Foundation
import Testing
import YTCore
import YTStore

/// How far each user got in each video: the same on SQLite and PostgreSQL.
@Suite struct WatchProgressStoreContractTests {
    private func progress(_ videoId: String, _ position: Double, of length: Double?, at seconds: TimeInterval)
        -> WatchProgress
    {
        WatchProgress(videoId: videoId, reachedPosition: position, of: length, at: at(seconds))
    }

    @Test(arguments: StoreBackend.available) func theLastPositionIsKeptPerUserAndVideo(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada"), grace = try store.makeUser("grace")
            try store.saveProgress(progress("v1", 30, of: 600, at: 1), userId: ada.id)
            try store.saveProgress(progress("v1", 95.5, of: 600, at: 2), userId: ada.id)
            try store.saveProgress(progress("v2", 10, of: nil, at: 3), userId: ada.id)
            try store.saveProgress(progress("v1", 5, of: 600, at: 4), userId: grace.id)
            let kept = try store.progress(videoIds: ["v1", "v2", "v3"], userId: ada.id)
            #expect(kept == ["v1": progress("v1", 95.5, of: 600, at: 2), "v2": progress("v2", 10, of: nil, at: 3)])
            #expect(try store.progress(videoIds: ["v1"], userId: grace.id)["v1"]?.position == 5)
            #expect(try store.progress(videoIds: [], userId: ada.id).isEmpty)
        }
    }

    @Test(arguments: StoreBackend.available) func aWatchedVideoStaysWatchedAndKeepsItsLength(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            try store.saveProgress(progress("v1", 550, of: 600, at: 1), userId: ada.id)
            #expect(try store.progress(videoIds: ["v1"], userId: ada.id)["v1"]?.watched == true)
            // Played again from the start, a length not reported this time.
            try store.saveProgress(progress("v1", 20, of: nil, at: 2), userId: ada.id)
            let again = try #require(try store.progress(videoIds: ["v1"], userId: ada.id)["v1"])
            #expect(again.watched)
            #expect(again.position == 20)
            #expect(again.length == 600)
        }
    }

    @Test(arguments: StoreBackend.available) func clearingHistoryForgetsPositionsAndOnlyTheUsers(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada"), grace = try store.makeUser("grace")
            try store.addHistory(videoId: "v1", title: "T", channelTitle: "C", userId: ada.id, now: at(1))
            try store.saveProgress(progress("v1", 30, of: 600, at: 1), userId: ada.id)
            try store.saveProgress(progress("v1", 40, of: 600, at: 1), userId: grace.id)
            #expect(try store.clearHistory(userId: ada.id) == 1)
            #expect(try store.progress(videoIds: ["v1"], userId: ada.id).isEmpty)
            #expect(try store.progress(videoIds: ["v1"], userId: grace.id)["v1"]?.position == 40)
        }
    }

    @Test(arguments: StoreBackend.available) func progressNeedsAnExistingUser(backend: StoreBackend) throws {
        try backend.withStore { store in
            #expect(throws: StoreError.notFound(what: "user", id: "3")) {
                try store.saveProgress(progress("v1", 1, of: nil, at: 1), userId: 3)
            }
        }
    }

    @Test(arguments: StoreBackend.available) func manyIdsAreLookedUpAtOnce(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            for n in stride(from: 0, to: 1_000, by: 7) {
                try store.saveProgress(progress("v\(n)", Double(n), of: 1_000, at: 1), userId: ada.id)
            }
            let kept = try store.progress(videoIds: (0..<1_000).map { "v\($0)" }, userId: ada.id)
            #expect(kept.count == 143)
            #expect(kept["v994"]?.watched == true)
            #expect(kept["v7"]?.watched == false)
        }
    }
}

@Suite struct WatchProgressTests {
    @Test func watchedPastNinetyPercentAndResumedOnlyInTheMiddle() {
        let now = Date(timeIntervalSince1970: 0)
        #expect(WatchProgress(videoId: "v", reachedPosition: 540, of: 600, at: now).watched)
        #expect(!WatchProgress(videoId: "v", reachedPosition: 539, of: 600, at: now).watched)
        #expect(!WatchProgress(videoId: "v", reachedPosition: 539, of: nil, at: now).watched)
        #expect(WatchProgress(videoId: "v", reachedPosition: 120, of: 600, at: now).resumePosition == 120)
        #expect(WatchProgress(videoId: "v", reachedPosition: 3, of: 600, at: now).resumePosition == nil)
        #expect(WatchProgress(videoId: "v", reachedPosition: 560, of: 600, at: now).resumePosition == nil)
        #expect(WatchProgress(videoId: "v", reachedPosition: -4, of: 600, at: now).position == 0)
    }
}
