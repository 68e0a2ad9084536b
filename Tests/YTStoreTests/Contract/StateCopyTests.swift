import Foundation
import Testing
import YTCore
@testable import YTStore

/// `ytclone db copy`: every table from one store into an empty other, and back, without loss.
@Suite struct StateCopyTests {
    /// A store with rows in every table.
    private func fill(_ store: any ContractStore) throws {
        let ada = try store.insert(.fixture("ada", avatar: Avatar(mimeType: "image/png", data: Data([0x89, 0x50, 0, 255]))),
                                   now: at(1))
        let grace = try store.makeUser("grace")
        try store.createSession(tokenHash: Data(repeating: 7, count: 32), userId: ada.id, createdAt: at(2), expiresAt: at(9_999))
        _ = try store.post("Hi #copy @grace", by: ada, hashtags: ["copy"], mentions: ["grace"], at: at(3.25))
        _ = try store.post("Second", on: "video2", by: grace, at: at(4))
        try store.addFavorite(Favorite(videoId: "v1", title: "One", channelTitle: "Chan", addedAt: at(5)), userId: ada.id)
        try store.addHistory(videoId: "v2", title: "Two", channelTitle: "Chan", userId: ada.id, now: at(6))
        try store.addSubscriptions([Subscription(channelId: "UC1", title: "Chan", handle: "@chan", addedAt: at(7))],
                                   userId: ada.id)
        try store.saveCursor(PageCursor(path: [nil, "CAEQAA"], nextPageToken: "CAIQAA"), userId: ada.id, listing: "feed",
                             now: at(8))
        try store.saveShownRows(ShownRows(kind: "video", listing: "feed", firstRow: 1, ids: ["v1", "v2"]), userId: nil,
                                session: TerminalSession(machine: "laptop", id: 42), now: at(8))
        try store.recordQuota(day: "2026-11-23", [QuotaUsage(method: "videos.list", calls: 3, units: 3)])
        let origin = FeedOrigin(apiRoot: "https://youtube.googleapis.com", userId: ada.id)
        try store.saveUploads([ChannelUploads(channelId: "UC1", videoCount: 1,
                                              uploads: [Upload(videoId: "v1", channelId: "UC1", publishedAt: at(9))])],
                              of: origin, now: at(10))
        try store.saveVideoDetails([Video(id: "v1", title: "One", durationSeconds: 61)], of: origin, now: at(11))
        _ = try store.claimUnseen(["v1"], userId: ada.id, now: at(12))
        try store.saveProgress(WatchProgress(videoId: "v1", reachedPosition: 58.5, of: 61, at: at(13)), userId: ada.id)
        _ = try store.addDraft(videoId: "v1", parentId: "Ugz1", text: "Later", userId: ada.id, now: at(14))
    }

    private func exports(_ store: any StateStore) throws -> [StateRows] {
        try StateTable.all.map { try store.export($0) }
    }

    @Test("SQLite → PostgreSQL → SQLite keeps every row of every table, ids included",
          .enabled(if: StoreBackend.available.contains(.postgres)))
    func roundTrip() throws {
        try withTemporaryDirectory { directory in
            let original = try SQLiteStore(path: databasePath(in: directory))
            try fill(original)
            try TestServer.withDatabase { url in
                let shared = try PostgresStore(url: url, ledger: "team")
                let counts = try StateCopy.copy(from: original, to: shared, targetName: "server")
                #expect(counts.allSatisfy { $0.rows > 0 }, "\(counts)")
                let back = try SQLiteStore(path: directory.appendingPathComponent("back.sqlite3").path)
                _ = try StateCopy.copy(from: shared, to: back, targetName: "back")
                #expect(try exports(shared) == exports(original))
                #expect(try exports(back) == exports(original))
                // The copied ids are taken: the next user gets the one after them.
                #expect(try shared.makeUser("linus").id == 3)
            }
        }
    }

    @Test("a target that holds anything is refused, and left as it was", arguments: StoreBackend.available)
    func refusesAFullTarget(backend: StoreBackend) throws {
        try backend.withStores(1) { stores in
            try withTemporaryStore { source in
                try fill(source)
                _ = try stores[0].makeUser("someone")
                #expect(throws: StateCopy.TargetNotEmpty.self) {
                    try StateCopy.copy(from: source, to: stores[0], targetName: "target")
                }
                #expect(try stores[0].rowCount(of: "users") == 1)
                #expect(try stores[0].rowCount(of: "comments") == 0)
            }
        }
    }
}
