import Testing

@testable import YTCore

/// Every page walk ends, whatever the API answers: a token that repeats, an empty page that still
/// names a next one, and endless short pages each stop the walk, and `stop` says why.
@Suite struct ListingWalkTests {
    struct Item: Identifiable, Sendable, Equatable { let id: Int }

    /// Serves pages from `answer` and counts the requests, failing past `budget` so that a walk
    /// that never ends fails instead of hanging.
    final class Server {
        var requests: [String?] = []
        let budget: Int
        let answer: (_ token: String?, _ index: Int) -> (items: [Int], next: String?)

        init(budget: Int = 1_000, answer: @escaping (_ token: String?, _ index: Int) -> (items: [Int], next: String?)) {
            self.budget = budget
            self.answer = answer
        }

        func walk(limit: Int, perPage: Int = 50, from token: String? = nil) async throws -> Listing<Item> {
            try await Listing<Item>.walk(limit: limit, perPage: perPage, from: token) { token, _ in
                requests.append(token)
                try #require(requests.count <= budget, "the walk did not end after \(budget) requests")
                let (ids, next) = answer(token, requests.count - 1)
                return .init(ids.map(Item.init), received: ids.count, next: next)
            }
        }
    }

    @Test func aTokenPointingBackAtItselfEndsTheListing() async throws {
        let server = Server { _, index in ([index * 2, index * 2 + 1], "LOOP") }
        let listing = try await server.walk(limit: 500)
        #expect(server.requests == [nil, "LOOP"])
        #expect(listing.items.map(\.id) == [0, 1, 2, 3])
        #expect(listing.stop == .repeatedToken)
        #expect(listing.nextPageToken == nil)
        #expect(listing.pages == 2)
    }

    @Test func aTokenRepeatingAnEarlierOneEndsTheListing() async throws {
        // A → B → A: the same items come back and are shown once.
        let server = Server { token, _ in
            switch token {
            case nil: ([1, 2], "A")
            case "A": ([3, 4], "B")
            default: ([1, 2], "A")
            }
        }
        let listing = try await server.walk(limit: 100)
        #expect(server.requests == [nil, "A", "B"])
        #expect(listing.items.map(\.id) == [1, 2, 3, 4])
        #expect(listing.stop == .repeatedToken)
        #expect(listing.nextPageToken == nil)
    }

    @Test func theStartTokenCountsAsFollowed() async throws {
        let server = Server { token, _ in (token == "START" ? [7] : [8], "START") }
        let listing = try await server.walk(limit: 10, from: "START")
        #expect(server.requests == ["START"])
        #expect(listing.stop == .repeatedToken)
        #expect(listing.nextPageToken == nil)
    }

    @Test func aRepeatedTokenIsDroppedEvenWhenTheLimitIsReached() async throws {
        let server = Server { _, _ in ([1, 2, 3], "SAME") }
        let first = try await server.walk(limit: 3)
        #expect(first.items.count == 3)
        #expect(first.nextPageToken == "SAME")
        let again = try await server.walk(limit: 6, from: nil)
        #expect(again.nextPageToken == nil)
        #expect(again.stop == .repeatedToken)
    }

    @Test func anEmptyPageWithATokenStopsTheWalkAndKeepsTheToken() async throws {
        let server = Server { _, index in (index == 0 ? [1, 2] : [], "T\(index + 1)") }
        let listing = try await server.walk(limit: 100)
        #expect(server.requests == [nil, "T1"])
        #expect(listing.items.map(\.id) == [1, 2])
        #expect(listing.stop == .emptyPage)
        #expect(listing.nextPageToken == "T2")
    }

    @Test func aPageWhoseItemsWereAllDroppedIsNotEmpty() async throws {
        // received counts what the API sent: a page of private videos, all dropped, goes on.
        var pages = 0
        let listing = try await Listing<Item>.walk(limit: 3, from: nil) { token, _ in
            pages += 1
            return token == nil ? .init([], received: 50, next: "P2") : .init([Item(id: 9)], received: 1, next: nil)
        }
        #expect(pages == 2)
        #expect(listing.stop == nil)
        #expect(listing.items == [Item(id: 9)])
    }

    @Test func endlessShortPagesStopAtTheBound() async throws {
        // A fresh token and one new item on every page: 500 items would take 500 requests.
        let server = Server { _, index in ([index], "T\(index + 1)") }
        let listing = try await server.walk(limit: 500)
        let bound = Listing<Item>.maxPages(limit: 500, perPage: 50)
        #expect(bound == 22)
        #expect(server.requests.count == bound)
        #expect(listing.items.count == bound)
        #expect(listing.stop == .pageBound)
        #expect(listing.nextPageToken == "T\(bound)")
    }

    @Test func duplicatesOnFreshTokensStopAtTheBound() async throws {
        let server = Server { _, index in ([1, 2, 3], "T\(index + 1)") }
        let listing = try await server.walk(limit: 10, perPage: 100)
        #expect(server.requests.count == 4)
        #expect(listing.items.map(\.id) == [1, 2, 3])
        #expect(listing.stop == .pageBound)
    }

    @Test func anOrdinaryWalkSaysNothing() async throws {
        let server = Server { token, _ in token == nil ? (Array(0..<50), "N") : (Array(50..<80), nil) }
        let listing = try await server.walk(limit: 500)
        #expect(listing.stop == nil)
        #expect(listing.items.count == 80)
        #expect(listing.nextPageToken == nil)
        #expect(listing.pages == 2)
    }

    @Test(arguments: [(1, 50, 4), (50, 50, 4), (51, 50, 6), (200, 50, 10), (500, 50, 22), (20, 100, 4), (250, 100, 8)])
    func theBoundIsTwiceTheFullPagesPlusTwo(limit: Int, perPage: Int, bound: Int) {
        #expect(Listing<Item>.maxPages(limit: limit, perPage: perPage) == bound)
    }
}
