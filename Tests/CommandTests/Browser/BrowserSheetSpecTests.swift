import Foundation
import Testing
import YTCore
import YouTubeAPI
@testable import YTBrowser
@testable import YTCLI

/// The browser's sheets edit the listings' specs: what the `:` line says is what `ytclone`
/// parses back, and what the browser sends is what that command would send.
@Suite struct BrowserSheetSpecTests {
    /// Every row set: published "this week", safe search "strict", a region typed, a handle.
    static let filters = SearchFilters(
        picks: [.order: 1, .duration: 3, .published: 3, .safeSearch: 2, .caption: 1, .hd: 1], channel: "@lofigirl",
        region: "KR")

    @Test func theColonLineParsesBackToTheSheetsSearch() throws {
        var state = BrowserState()
        state.tab = .search
        state.query = "lofi"
        state.filters = Self.filters
        let line = state.equivalentCommand
        #expect(line == "ytclone search lofi --order date --duration long --after 1w --region KR --safe-search strict "
                    + "--caption --hd --channel @lofigirl")
        let parsed = try YTClone.Search.parse(Array(line.split(separator: " ").dropFirst(2).map(String.init)))
        #expect(parsed.spec == Self.filters.spec(query: "lofi"))
    }

    @Test func theBrowserSendsWhatTheCommandSends() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var sent = SearchQuery(q: "lofi", type: "video")
        sent = (try? Self.filters.spec(query: sent.q ?? "").request(now: now)) ?? sent
        let command = try YTClone.Search.parse(["lofi", "--order", "date", "--duration", "long", "--after", "1w", "--region", "kr",
                                                "--safe-search", "strict", "--caption", "--hd", "--channel", "@lofigirl"])
        #expect(sent == (try command.spec.request(now: now)))
        #expect(sent.publishedAfter == PublishedDate.rfc3339(now.addingTimeInterval(-7 * 86_400)))
    }

    /// A filter for videos only keeps its row's value for channels, but the search leaves it out,
    /// as `search --type channel` refuses it.
    @Test func videoOnlyRowsFollowTheCommandsRule() throws {
        var channels = Self.filters
        channels.picks[.type] = 1
        #expect(SearchFilters.Row.allCases.filter { !channels.applies($0) } == [.duration, .caption, .hd])
        let spec = channels.spec(query: "lofi")
        try spec.validate()
        #expect(spec.type == .channel && spec.duration == nil && !spec.caption && !spec.hd)
        #expect(channels.picks[.duration] == 3, "the row keeps its value for when videos are listed again")
        #expect(channels.options == ["--type channel", "--order date", "--after 1w", "--region KR", "--safe-search strict",
                                     "--channel @lofigirl"])
    }

    @Test func aPageOfTheSheetsSearchCostsWhatTheCommandChecks() {
        #expect(SearchFilters.pageCost == SearchSpec(query: "", limit: 50).estimatedCost)
        #expect(Self.filters.costOfAPage == SearchSpec(query: "", channel: "@lofigirl", limit: 50).estimatedCost)
    }

    @Test func popularsSheetIsTheCommandsChart() throws {
        let sheet = ChartFilters(region: "jp", category: ("10", "Music"))
        let command = try YTClone.Feed.parse(["--limit", "50"] + sheet.options.flatMap { $0.split(separator: " ").map(String.init) })
        #expect(command.chart == sheet.spec(limit: 50))
        #expect(ChartFilters(region: "J").spec() == ChartSpec(), "half a region is none")
    }

    @Test func pagesSayTheirListingsCommandLines() {
        var state = BrowserState()
        state.stack = [.home, .channel("@google")]
        state.section = .playlists
        #expect(state.equivalentCommand == "ytclone channel @google --playlists")
        state.stack = [.home, .playlist("PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal")]
        #expect(state.equivalentCommand == "ytclone playlist PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal")
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        #expect(state.equivalentCommand == "ytclone video dQw4w9WgXcQ && ytclone comments dQw4w9WgXcQ")
        state.stack = [.home]
        state.tab = .subscriptions
        #expect(state.equivalentCommand == "ytclone feed --subscriptions --limit 50")
    }
}
