import Foundation
import Testing
import YTCore
@testable import YTStore

/// What every store promises, run unchanged against SQLite and PostgreSQL.
@Suite
struct LedgerAndPagingStoreContractTests {
    @Test("the quota ledger adds up what several processes record on one day", arguments: StoreBackend.available)
    func quotaLedgerAddsUp(backend: StoreBackend) throws {
        try backend.withStores(2) { stores in
            try stores[0].recordQuota(day: "2026-11-23", [QuotaUsage(method: "videos.list", calls: 2, units: 2)])
            try stores[1].recordQuota(day: "2026-11-23", [QuotaUsage(method: "videos.list", calls: 1, units: 1),
                                                          QuotaUsage(method: "search.list", calls: 1, units: 100)])
            try stores[1].recordQuota(day: "2026-11-24", [QuotaUsage(method: "videos.list", calls: 5, units: 5)])
            for store in stores {
                #expect(try store.quotaUsage(day: "2026-11-23") == [
                    QuotaUsage(method: "search.list", calls: 1, units: 100),
                    QuotaUsage(method: "videos.list", calls: 3, units: 3),
                ])
            }
            #expect(try stores[0].quotaUsage(day: "2026-11-22").isEmpty)
        }
    }

    @Test("concurrent ledger writes lose nothing", arguments: StoreBackend.available)
    func concurrentLedgerWrites(backend: StoreBackend) throws {
        try backend.withStores(4) { stores in
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                for _ in 0..<25 {
                    do {
                        try stores[index].recordQuota(day: "2026-11-23", [QuotaUsage(method: "videos.list", calls: 1, units: 1)])
                    } catch {
                        failures.add(error)
                    }
                }
            }
            let usage = try stores[0].quotaUsage(day: "2026-11-23")
            #expect(failures.all.isEmpty)
            #expect(usage == [QuotaUsage(method: "videos.list", calls: 100, units: 100)])
        }
    }

    @Test("a paging cursor is kept per user and listing, the last save winning", arguments: StoreBackend.available)
    func cursors(backend: StoreBackend) throws {
        try backend.withStores(2) { stores in
            let now = Date(timeIntervalSince1970: 1_795_000_000)
            #expect(try stores[0].cursor(userId: nil, listing: "feed") == nil)
            try stores[0].saveCursor(PageCursor(path: [nil, "CAEQAA"], nextPageToken: "CAIQAA"), userId: nil,
                                     listing: "feed", now: now)
            try stores[1].saveCursor(PageCursor(path: [nil, "CAEQAA", "CAIQAA"], nextPageToken: nil), userId: nil,
                                     listing: "feed", now: now)
            try stores[1].saveCursor(PageCursor(path: [nil], nextPageToken: "X"), userId: nil, listing: "search:swift",
                                     now: now)
            #expect(try stores[0].cursor(userId: nil, listing: "feed")
                == PageCursor(path: [nil, "CAEQAA", "CAIQAA"], nextPageToken: nil))
            #expect(try stores[0].cursor(userId: nil, listing: "search:swift") == PageCursor(path: [nil], nextPageToken: "X"))
        }
    }

    @Test("the rows last shown are kept per terminal session of each machine", arguments: StoreBackend.available)
    func shownRows(backend: StoreBackend) throws {
        try backend.withStores { stores in
            let store = stores[0], now = Date(timeIntervalSince1970: 1_795_000_000)
            let seven = TerminalSession(machine: "laptop", id: 7)
            let eight = TerminalSession(machine: "laptop", id: 8)
            #expect(try store.shownRows(userId: nil, session: seven) == nil)
            let first = ShownRows(kind: "video", listing: "feed", firstRow: 1, ids: ["a", "b"])
            let next = ShownRows(kind: "video", listing: "feed", firstRow: 3, ids: ["c"])
            try store.saveShownRows(first, userId: nil, session: seven, now: now)
            try store.saveShownRows(ShownRows(kind: "channel", listing: "search", firstRow: 1, ids: ["UC1"]),
                                    userId: nil, session: eight, now: now)
            try store.saveShownRows(next, userId: nil, session: seven, now: now)
            #expect(try store.shownRows(userId: nil, session: seven) == next)
            #expect(try store.shownRows(userId: nil, session: eight)?.ids == ["UC1"])
        }
    }

    @Test("two machines' sessions of the same id keep their own rows", arguments: StoreBackend.available)
    func shownRowsPerMachine(backend: StoreBackend) throws {
        try backend.withStores(2) { stores in
            let now = Date(timeIntervalSince1970: 1_795_000_000)
            let laptop = TerminalSession(machine: "laptop", id: 7), server = TerminalSession(machine: "server", id: 7)
            let feed = ShownRows(kind: "video", listing: "feed", firstRow: 1, ids: ["a", "b"])
            let search = ShownRows(kind: "channel", listing: "search", firstRow: 1, ids: ["UC1"])
            try stores[0].saveShownRows(feed, userId: nil, session: laptop, now: now)
            try stores[1].saveShownRows(search, userId: nil, session: server, now: now)
            #expect(try stores[0].shownRows(userId: nil, session: laptop) == feed)
            #expect(try stores[1].shownRows(userId: nil, session: server) == search)
            #expect(try stores[1].shownRows(userId: nil, session: TerminalSession(machine: "other", id: 7)) == nil)
        }
    }
}
