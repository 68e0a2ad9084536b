import Foundation
import Testing
import YTCore
import YTStore

@Suite struct CursorsStoreContractTests {
    @Test(arguments: StoreBackend.available) func aSavedCursorLoadsBackAndIsReplaced(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            #expect(try store.cursor(userId: ada.id, listing: "feed") == nil)
            let first = PageCursor(path: [nil], nextPageToken: "CAUQAA")
            try store.saveCursor(first, userId: ada.id, listing: "feed", now: at(1))
            #expect(try store.cursor(userId: ada.id, listing: "feed") == first)
            let second = PageCursor(path: [nil, "CAUQAA"], nextPageToken: nil)
            try store.saveCursor(second, userId: ada.id, listing: "feed", now: at(2))
            #expect(try store.cursor(userId: ada.id, listing: "feed") == second)
            #expect(try store.rowCount(of: "paging_cursors") == 1)
        }
    }

    @Test(arguments: StoreBackend.available) func cursorsAreKeptPerUserAndPerListing(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let grace = try store.makeUser("grace")
            let cursors: [(Int64?, String, PageCursor)] = [
                (ada.id, "feed", PageCursor(path: [nil], nextPageToken: "a-feed")),
                (ada.id, "search:swift", PageCursor(path: [nil], nextPageToken: "a-search")),
                (grace.id, "feed", PageCursor(path: [nil], nextPageToken: "g-feed")),
                (nil, "feed", PageCursor(path: [], nextPageToken: "anonymous-feed")),
            ]
            for (user, listing, cursor) in cursors {
                try store.saveCursor(cursor, userId: user, listing: listing, now: epoch)
            }
            for (user, listing, cursor) in cursors {
                #expect(try store.cursor(userId: user, listing: listing) == cursor)
            }
            #expect(try store.cursor(userId: nil, listing: "search:swift") == nil)
        }
    }

    @Test(arguments: StoreBackend.available) func aSignedOutCursorIsReplacedNotDuplicated(backend: StoreBackend) throws {
        try backend.withStore { store in
            try store.saveCursor(PageCursor(path: [nil], nextPageToken: "1"), userId: nil, listing: "feed", now: epoch)
            try store.saveCursor(
                PageCursor(path: [nil, "1"], nextPageToken: "2"), userId: nil, listing: "feed",
                now: at(1))
            #expect(try store.cursor(userId: nil, listing: "feed") == PageCursor(path: [nil, "1"], nextPageToken: "2"))
            #expect(try store.rowCount(of: "paging_cursors") == 1)
        }
    }

    @Test(arguments: StoreBackend.available) func aCursorNeedsAnExistingUser(backend: StoreBackend) throws {
        try backend.withStore { store in
            #expect(throws: StoreError.notFound(what: "user", id: "4")) {
                try store.saveCursor(PageCursor(path: [], nextPageToken: nil), userId: 4, listing: "feed", now: epoch)
            }
        }
    }
}
