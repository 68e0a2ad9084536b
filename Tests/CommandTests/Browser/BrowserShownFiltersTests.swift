import Foundation
import Testing
import YTCore
@testable import YTBrowser
@testable import YTCLI

/// The Show sheet (issue 29, item 4): every tab's rows filtered and ordered as the listing
/// commands' `VideoFilter`, with no request, and the `:` line the command that shows the same.
@Suite struct BrowserShownFiltersTests {
    private let size = Frame.Size(width: 120, height: 40)

    /// Opens the sheet on `tab`, applies `keys` to it, and presses Enter.
    private func choose(_ keys: [Key], on tab: BrowserState.Tab, data: BrowserData) -> BrowserState {
        var state = BrowserState()
        state.tab = tab
        #expect(state.handle(.character("S"), data: data, size: size).isEmpty)
        #expect(state.shownSheet != nil)
        for key in keys { #expect(state.handle(key, data: data, size: size).isEmpty, "no request: \(key)") }
        _ = state.handle(.enter, data: data, size: size)
        #expect(state.shownSheet == nil)
        return state
    }

    @Test func aShortestLengthKeepsTheLongerRowsAndTheColonLineSaysIt() {
        var data = BrowserFixtures.data(items: 30)
        var haystacks = LocalFilter.Haystacks()
        let state = choose([.right, .right, .right], on: .popular, data: data)  // at least 10m
        #expect(state.shownFilters[.popular]?.minDuration?.text == "10m")
        data.narrow(for: state, haystacks: &haystacks)
        data.applyShownFilter(for: state)
        let shown = data.shown(.popular).items
        #expect(!shown.isEmpty && shown.count < 30)
        #expect(shown.allSatisfy { ($0.durationSeconds ?? 0) >= 600 })
        #expect(state.equivalentCommand == "ytclone feed --limit 50 --min-duration 10m")
    }

    @Test func homeSaysHowManyOfTheLoadedRowsTheSheetShows() {
        var data = BrowserFixtures.data(items: 30)
        var haystacks = LocalFilter.Haystacks()
        let state = choose([.right, .right, .right], on: .popular, data: data)  // at least 10m
        data.narrowRows(for: state, haystacks: &haystacks)
        let kept = data.shown(.popular).items.count
        #expect(kept > 0 && kept < 30)
        let text = BrowserRenderer.render(state, data, size: size).text
        #expect(text.contains("\(kept) of 30 videos loaded shown · S changes what is shown"), "\(text)")

        // The order alone hides nothing: the usual line.
        var sorted = BrowserFixtures.data(items: 30)
        let ordered = choose([.up, .left], on: .popular, data: sorted)
        sorted.narrowRows(for: ordered, haystacks: &haystacks)
        #expect(!BrowserRenderer.render(ordered, sorted, size: size).text.contains("loaded shown"))
    }

    @Test func theOrderRowSortsWhatIsLoadedOnEveryTab() throws {
        var data = BrowserFixtures.data(items: 30)
        var haystacks = LocalFilter.Haystacks()
        // ↑ from the first row is the last, the order; ← from "the tab's own" is the last, title.
        let state = choose([.up, .left], on: .subscriptions, data: data)
        #expect(state.shownFilters[.subscriptions]?.sort == .title)
        data.narrow(for: state, haystacks: &haystacks)
        data.applyShownFilter(for: state)
        let titles = data.shown(.subscriptions).items.map(\.title)
        #expect(titles.count == 8 && titles == titles.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
        let line = state.equivalentCommand
        #expect(line == "ytclone feed --subscriptions --sort title --limit 50")
        let parsed = try YTClone.Feed.parse(Array(line.split(separator: " ").dropFirst(2).map(String.init)))
        #expect(parsed.subscriptionsFeed.filter == state.shownFilters[.subscriptions])
    }

    @Test func lengthsThatDoNotGoTogetherAreRefusedOnTheSheet() {
        let data = BrowserFixtures.data(items: 5)
        var state = BrowserState()
        state.tab = .history
        _ = state.handle(.character("F"), data: data, size: size)
        for key: Key in [.right, .right, .right, .down, .right] { _ = state.handle(key, data: data, size: size) }
        _ = state.handle(.enter, data: data, size: size)
        #expect(state.shownSheet != nil, "the sheet stays")
        #expect(state.message?.contains("--min-duration 10m is longer than --max-duration 1m") == true, "\(state.message ?? "")")
        #expect(state.shownFilters.isEmpty)
    }

    @Test func watchedRowsAreHiddenForTheSignedIn() {
        var data = BrowserFixtures.data(items: 10)
        data.watched = ["video000001", "video000004"]
        var haystacks = LocalFilter.Haystacks()
        // ↑ ↑ from the first row is the watched row.
        let state = choose([.up, .up, .right], on: .popular, data: data)
        #expect(state.shownFilters[.popular]?.unwatched == true)
        data.narrow(for: state, haystacks: &haystacks)
        data.applyShownFilter(for: state)
        let ids = data.shown(.popular).items.map(\.id)
        #expect(ids.count == 8 && !ids.contains("video000001") && !ids.contains("video000004"))
        #expect(state.equivalentCommand == "ytclone feed --limit 50 --unwatched")

        var signedOut = BrowserFixtures.data(items: 10)
        signedOut.user = nil
        var refused = BrowserState()
        _ = refused.handle(.character("S"), data: signedOut, size: size)
        for key: Key in [.up, .up, .right, .enter] { _ = refused.handle(key, data: signedOut, size: size) }
        #expect(refused.shownSheet != nil && refused.message?.contains("needs a signed-in user") == true)
    }
}
