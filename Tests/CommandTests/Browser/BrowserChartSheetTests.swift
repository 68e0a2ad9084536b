import Testing
import YTCore
@testable import YTBrowser

/// Popular's sheet (`F` on Popular): a region, typed or walked with ← →, and one of its categories.
@Suite struct BrowserChartSheetTests {
    let size = Frame.Size(width: 80, height: 24)

    @Test func popularsSheetChoosesARegionAndACategory() {
        var data = BrowserFixtures.data()
        data.categories = BrowserData.Rows(items: [VideoCategory(id: "10", title: "Music", assignable: true),
                                                   VideoCategory(id: "20", title: "Gaming", assignable: true)], loaded: true)
        var state = BrowserState()
        #expect(state.handle(.character("F"), data: data, size: size).isEmpty, "the categories are loaded already")
        #expect(state.handle(.right, data: data, size: size).first as? CategoriesRequested == CategoriesRequested(regionCode: "US"),
                "another region has its own categories")
        _ = state.handle(.down, data: data, size: size)
        _ = state.handle(.left, data: data, size: size)
        let chosen = state.handle(.enter, data: data, size: size).first as? ChartChosen
        #expect(chosen?.chart.regionCode == "US" && chosen?.chart.category?.id == "20")
        _ = state.handle(.character(":"), data: data, size: size)
        #expect(state.overlay == .command("ytclone feed --limit 50 --region US --category 20"))
    }

    @Test func popularsSheetTakesAnyRegionTypedAndRefusesWhatFeedRefuses() {
        var data = BrowserFixtures.data()
        data.categories = BrowserData.Rows(items: [VideoCategory(id: "10", title: "Music", assignable: true)], loaded: true)
        var state = BrowserState()
        _ = state.handle(.character("F"), data: data, size: size)
        #expect(state.handle(.character("n"), data: data, size: size).isEmpty, "half a code asks for nothing")
        #expect(state.handle(.enter, data: data, size: size).isEmpty)
        #expect(state.chartSheet != nil && state.message?.hasPrefix("✗ Region") == true, "N alone is refused, the sheet stays")
        #expect(state.handle(.character("z"), data: data, size: size).first as? CategoriesRequested
            == CategoriesRequested(regionCode: "NZ"), "a region off the ← → list has its own categories")
        let chosen = state.handle(.enter, data: data, size: size).first as? ChartChosen
        #expect(chosen?.chart.regionCode == "NZ")
        _ = state.handle(.character(":"), data: data, size: size)
        #expect(state.overlay == .command("ytclone feed --limit 50 --region NZ"))
    }
}
