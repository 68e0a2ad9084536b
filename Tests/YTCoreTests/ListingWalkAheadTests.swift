import Synchronization
import Testing
import YouTubeAPI

@testable import YTCore

/// `walkAhead` lists the next page while the previous one is completed, and still walks exactly
/// as `walk` does: the same requests with the same `wanted`, the same items, the same end; and a
/// failure is the one `walk` would have met first.
@Suite struct ListingWalkAheadTests {
    struct Item: Identifiable, Sendable, Equatable { let id: Int }

    /// Pages of ids by token, and what each walk asked for.
    final class Pages: Sendable {
        let answer: @Sendable (_ token: String?) -> (ids: [Int], next: String?)
        let asked = Mutex<[String]>([])

        init(_ answer: @escaping @Sendable (_ token: String?) -> (ids: [Int], next: String?)) {
            self.answer = answer
        }

        func plain(limit: Int, perPage: Int = 50) async throws -> Listing<Item> {
            try await Listing<Item>.walk(limit: limit, perPage: perPage, from: nil) { token, wanted in
                asked.withLock { $0.append("\(token ?? "-") \(wanted)") }
                let (ids, next) = answer(token)
                return .init(ids.map(Item.init), received: ids.count, next: next)
            }
        }

        func ahead(limit: Int, perPage: Int = 50, failing: Set<String> = []) async throws -> Listing<Item> {
            try await Listing<Item>.walkAhead(limit: limit, perPage: perPage, from: nil) { token, wanted in
                asked.withLock { $0.append("\(token ?? "-") \(wanted)") }
                if failing.contains("list \(token ?? "-")") { throw Failure(step: "list \(token ?? "-")") }
                let (ids, next) = answer(token)
                let step = "complete \(token ?? "-")"
                return .init(ids: ids, received: ids.count, next: next) { [self] in
                    // Admitted, as the client does, then some time on the wire.
                    for _ in 0..<20 { await Task.yield() }
                    asked.withLock { $0.append(step) }
                    RequestAdmission.onAdmitted?()
                    for _ in 0..<20 { await Task.yield() }
                    if failing.contains(step) { throw Failure(step: step) }
                    return ids.map(Item.init)
                }
            }
        }

        func requests() -> [String] { asked.withLock { $0 } }
    }

    struct Failure: Error, Equatable { let step: String }

    static let walks: [(name: String, limit: Int, answer: @Sendable (String?) -> (ids: [Int], next: String?))] = [
        ("two full pages", 100, { token in token == nil ? (Array(0..<50), "B") : (Array(50..<100), "C") }),
        ("short pages and duplicates", 7, { token in
            switch token {
            case nil: ([1, 2, 3], "B")
            case "B": ([3, 4], "C")
            default: ([5, 6, 7, 8, 9], nil)
            }
        }),
        ("a repeated token", 500, { token in token == nil ? ([1, 2], "A") : ([3], "A") }),
        ("an empty page naming a next one", 500, { token in token == nil ? ([1], "B") : ([], "C") }),
        ("endless short pages", 10, { token in ([Int(token ?? "0")! * 10], String(Int(token ?? "0")! + 1)) }),
        ("the end of the listing", 50, { token in token == nil ? ([1, 2], "B") : ([3], nil) }),
    ]

    @Test(arguments: 0..<walks.count)
    func walksAsThePlainWalkDoes(index: Int) async throws {
        let walk = Self.walks[index]
        let plain = Pages(walk.answer), ahead = Pages(walk.answer)
        let expected = try await plain.plain(limit: walk.limit, perPage: 5)
        let listing = try await ahead.ahead(limit: walk.limit, perPage: 5)
        #expect(ahead.requests().filter { !$0.hasPrefix("complete") } == plain.requests(), "\(walk.name)")
        #expect(listing.items == expected.items, "\(walk.name)")
        #expect(listing.nextPageToken == expected.nextPageToken, "\(walk.name)")
        #expect(listing.stop == expected.stop, "\(walk.name)")
        #expect(listing.pages == expected.pages, "\(walk.name)")
    }

    static let twoPages: @Sendable (String?) -> (ids: [Int], next: String?) = { token in
        token == nil ? (Array(0..<50), "B") : (Array(50..<100), nil)
    }

    @Test func anEarlierPagesFailedLookupIsTheFailureThoughTheNextListingFailedToo() async {
        let pages = Pages(Self.twoPages)
        await #expect(throws: Failure(step: "complete -")) {
            try await pages.ahead(limit: 100, failing: ["complete -", "list B"])
        }
    }

    @Test func aListingFailureAfterGoodLookupsIsTheFailure() async {
        let pages = Pages(Self.twoPages)
        await #expect(throws: Failure(step: "list B")) {
            try await pages.ahead(limit: 100, failing: ["list B"])
        }
    }

    @Test func aLaterPagesFailedLookupFailsTheWalk() async {
        let pages = Pages(Self.twoPages)
        await #expect(throws: Failure(step: "complete B")) {
            try await pages.ahead(limit: 100, failing: ["complete B"])
        }
    }

    static let threePages: @Sendable (String?) -> (ids: [Int], next: String?) = { token in
        switch token {
        case nil: (Array(0..<50), "B")
        case "B": (Array(50..<100), "C")
        default: (Array(100..<150), nil)
        }
    }

    /// A budget sees the requests in the order of a walk sending them one after another: each
    /// page's lookup is admitted before the next page's list, though it is still on the wire.
    @Test func eachPagesCompletionIsAdmittedBeforeTheNextList() async throws {
        let pages = Pages(Self.threePages)
        _ = try await pages.ahead(limit: 150)
        let admitted = pages.requests().map { $0.hasPrefix("complete") ? $0 : "list " + $0.prefix { $0 != " " } }
        #expect(admitted == ["list -", "complete -", "list B", "complete B", "list C", "complete C"])
    }

    @Test func noPageIsListedOrCompletedAfterALookupFailed() async {
        let pages = Pages(Self.threePages)
        await #expect(throws: Failure(step: "complete -")) {
            try await pages.ahead(limit: 150, failing: ["complete -"])
        }
        #expect(!pages.requests().contains("complete B"))
        #expect(!pages.requests().contains { $0.hasPrefix("C ") })
    }
}
