import Foundation
import Testing

/// `--next-page` from processes started together: each listing's cursor (per user and query)
/// moves once per run, and two runs of one listing leave a cursor the next run can go on from.
///
/// The pages to expect come from a second home that walks the same listings one run at a time.
@Suite struct ParallelPagingTests {
    static let key = "paging-key-0123456789"
    static let listings = [["feed", "--region", "US"], ["feed", "--region", "JP"], ["search", ""], ["search", "a"]]
    static let page = ["--json", "--limit", "5"]

    private func setUp() throws -> (EmulatorProcess, parallel: AccountFlowTests.Home, reference: AccountFlowTests.Home) {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        let homes = (AccountFlowTests.Home(apiKey: Self.key), AccountFlowTests.Home(apiKey: Self.key))
        for home in [homes.0, homes.1] {
            home.apiBase = emulator.baseURL.absoluteString
            #expect(try home.signUp().status == 0)
        }
        return (emulator, homes.0, homes.1)
    }

    /// `count` pages of `listing`, walked with `--next-page` one run at a time.
    private func pages(_ listing: [String], _ count: Int, in home: AccountFlowTests.Home) throws -> [[String]] {
        let pages = try (0..<count).map { _ in try home.ids(listing + Self.page + ["--next-page"]) }
        try #require(Set(pages.joined()).count == 5 * count, "\(listing) has fewer than \(count) pages of 5")
        return pages
    }

    @Test func differentListingsPagedAtOnceEachMoveOnePage() throws {
        let (emulator, home, reference) = try setUp()
        defer { emulator.stop() }
        let rounds = 3
        let expected = try Self.listings.map { try pages($0, rounds, in: reference) }
        for round in 0..<rounds {
            let runs = try BackgroundCommand.runTogether(
                Self.listings.map { $0 + Self.page + ["--next-page"] }, environment: home.environment)
            ParallelSignInsTests.expectSuccess(runs)
            for (listing, (run, pages)) in zip(Self.listings, zip(runs, expected)) {
                #expect(run.ids == pages[round], "\(listing), round \(round)")
            }
        }
    }

    /// Both runs start from where the cursor is: they show the same next page, or (when one
    /// finished before the other started) that page and the one after. Either way the cursor
    /// ends on the last page shown, never behind it and never past it.
    @Test func oneListingPagedFromTwoProcessesAtOnceLeavesACursorThatGoesOn() throws {
        let (emulator, home, reference) = try setUp()
        defer { emulator.stop() }
        let listing = Self.listings[0] + Self.page
        let rounds = 3
        let expected = try pages(Self.listings[0], 2 * rounds + 2, in: reference)
        #expect(try home.ids(listing + ["--next-page"]) == expected[0])
        var current = 0
        for round in 0..<rounds {
            let runs = try BackgroundCommand.runTogether(
                Array(repeating: listing + ["--next-page"], count: 2), environment: home.environment)
            ParallelSignInsTests.expectSuccess(runs)
            let shown = try runs.map { run in
                try #require(expected.firstIndex(of: run.ids), "round \(round): not a page of the listing: \(run.ids)")
            }.sorted()
            #expect(shown == [current + 1, current + 1] || shown == [current + 1, current + 2], "round \(round)")
            current = shown.last ?? current
        }
        #expect(try home.ids(listing + ["--next-page"]) == expected[current + 1])
        #expect(try home.ids(listing + ["--prev-page"]) == expected[current])
    }
}
