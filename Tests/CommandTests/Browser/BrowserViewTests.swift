import Foundation
import Testing
import YTCore
import YouTubeAPI
@testable import YTBrowser
@testable import YTCLI

/// Issue 27's browser points: quota is never spent without saying so, the view keeps the
/// selection and links in sight, Search says what it searched, the filter sheet takes what the
/// command line takes, Favorites and History rows are like the others, a failing player is
/// reported, and invisible format characters do not push rows apart.
@Suite struct BrowserViewTests {
    let size = Frame.Size(width: 80, height: 24)

    func searchState(query: String = "lofi") -> BrowserState {
        var state = BrowserState()
        state.tab = .search
        state.query = query
        return state
    }

    func searchData(items: Int = 50) -> BrowserData {
        var data = BrowserFixtures.data()
        data.lists[.search] = BrowserData.List(items: BrowserFixtures.videos(items), hasMore: true, loaded: true)
        return data
    }

    // MARK: Quota

    @Test func refreshOnSearchAsksWithItsCostBeforeSpending() {
        var state = searchState()
        let data = searchData()
        #expect(state.handle(.character("r"), data: data, size: size).isEmpty, "nothing is sent before a yes")
        let frame = BrowserRenderer.render(state, data, size: size)
        let asked = frame.lines[size.height - 2].text
        #expect(asked.contains("Search again for lofi? It costs 101 units"), "\(asked)")
        #expect(asked.contains("Enter/y to confirm, Esc to cancel"))
        // Esc cancels and spends nothing; Enter (or y) spends.
        #expect(state.handle(.escape, data: data, size: size).isEmpty)
        #expect(state.overlay == nil)
        _ = state.handle(.character("r"), data: data, size: size)
        #expect(state.handle(.character("y"), data: data, size: size).first as? ListingRequested
            == ListingRequested(tab: .search, kind: .refresh))
        _ = state.handle(.character("r"), data: data, size: size)
        #expect(state.handle(.enter, data: data, size: size).first as? ListingRequested
            == ListingRequested(tab: .search, kind: .refresh))
    }

    @Test func followingAHashtagAsksWithItsCostAndEscapeReturnsToTheVideo() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        state.detailLink = 2  // #music
        let hint = BrowserRenderer.render(state, data, size: size).lines.last?.text ?? ""
        #expect(hint.contains("Enter 101 units"), "the key hint says what Enter on a #hashtag costs: \(hint)")
        #expect(state.handle(.enter, data: data, size: size).isEmpty, "nothing is sent before a yes")
        let asked = BrowserRenderer.render(state, data, size: size).lines[size.height - 2].text
        #expect(asked.contains("Search for #music? It costs 101 units"), "\(asked)")
        #expect(state.handle(.character("y"), data: data, size: size).first as? SearchSubmitted == SearchSubmitted(query: "#music"))
        #expect(state.route == .home && state.tab == .search)
        _ = state.handle(.escape, data: data, size: size)
        #expect(state.route == .video("dQw4w9WgXcQ"), "Esc goes back to the video the hashtag was on")
        #expect(state.detailLink == 2, "where it was left")
    }

    @Test func aHashtagSearchesWithoutTheSearchTabsEarlierFilters() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        state.filters = SearchFilters(picks: [.duration: 2], channel: "@lofigirl")
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        state.detailLink = 2  // #music
        let hint = BrowserRenderer.render(state, data, size: size).lines.last?.text ?? ""
        #expect(hint.contains("Enter 101 units"), "no @handle to look up: \(hint)")
        _ = state.handle(.enter, data: data, size: size)
        let submitted = state.handle(.character("y"), data: data, size: size).first as? SearchSubmitted
        #expect(submitted == SearchSubmitted(query: "#music", filters: SearchFilters()), "as `ytclone tag` searches")
        #expect(state.filters == SearchFilters())
    }

    @Test func searchPagesFurtherOnlyOnTheLastRowAndSaysSoWithTheCost() {
        var state = searchState()
        let data = searchData()
        var asked: [ListingRequested] = []
        for _ in 0..<48 { asked += state.handle(.down, data: data, size: size).compactMap { $0 as? ListingRequested } }
        #expect(asked.isEmpty, "no search page is spent ten rows before the end")
        let line = BrowserRenderer.render(state, data, size: size).lines[size.height - 3].text
        #expect(line.contains("50 videos · the last row loads more (101 units)"), "\(line)")
        #expect(state.handle(.down, data: data, size: size).first as? ListingRequested == ListingRequested(tab: .search, kind: .more))
    }

    @Test func theStatusBarNamesWhatKeysCostAndHelpTellsTheTruth() {
        let data = searchData()
        let search = BrowserRenderer.render(searchState(), data, size: size).lines.last?.text ?? ""
        #expect(search.contains("r 101 units"), "\(search)")
        #expect(search.contains("Enter 2 units"), "opening a video: its details and its comments: \(search)")
        var help = searchState()
        help.overlay = .help
        let keys = BrowserRenderer.render(help, data, size: Frame.Size(width: 100, height: 40)).text
        #expect(!keys.contains("a 304 costs nothing"), "\(keys)")
        #expect(keys.contains("A search 101 units a page"), "\(keys)")
        #expect(KeyCosts.video == 2 && KeyCosts.channel == 3 && KeyCosts.playlist == 3)
        var channel = BrowserState()
        channel.stack = [.home, .channel("UCuAXFkgsw1L7xaCfnd5JJOw")]
        #expect(BrowserRenderer.render(channel, data, size: size).lines.last?.text.contains("r 2 units") == true)
    }

    // MARK: The view after a resize and Shift-Tab

    @Test func aResizeKeepsTheSelectedRowInView() {
        let data = BrowserFixtures.data(items: 30)
        var state = BrowserState()
        let tall = Frame.Size(width: 80, height: 40)
        for _ in 0..<30 { _ = state.handle(.down, data: data, size: tall) }
        #expect(state.position(.popular).selected == 29)
        // The window shrinks: the row under the cursor is still drawn, marked.
        let frame = BrowserRenderer.render(state, data, size: size)
        #expect(frame.lines.contains { $0.text.hasPrefix("›") }, "the selected row is on screen:\n\(frame.text)")
        state.fit(to: size, data: data)
        let place = state.position(.popular)
        #expect(place.selected == 29 && place.top <= 29 && 29 < place.top + state.listRows(in: size))
    }

    @Test func shiftTabToALinkAboveTheViewBringsItIntoView() {
        var data = BrowserFixtures.data()
        data.detail.video?.description = "#first\n" + String(repeating: "line\n", count: 60) + "#last"
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        // From #last at the foot of the page, Shift-Tab walks back to #first, above the view.
        state.detailTop = 60
        state.detailLink = data.detail.links.firstIndex(of: .hashtag("last"))
        _ = state.handle(.backTab, data: data, size: size)
        #expect(state.detailLink == data.detail.links.firstIndex(of: .hashtag("first")))
        let frame = BrowserRenderer.render(state, data, size: size)
        #expect(frame.text.contains("[#first]"), "the link chosen is on screen:\n\(frame.text)")
        // A resize keeps it there.
        state.detailTop = 40
        state.fit(to: Frame.Size(width: 60, height: 12), data: data)
        #expect(BrowserRenderer.render(state, data, size: Frame.Size(width: 60, height: 12)).text.contains("[#first]"))
    }

    // MARK: Search's header and its filter sheet

    @Test func searchShowsItsQueryAndFilters() {
        var state = searchState(query: "lofi beats")
        state.filters = SearchFilters(picks: [.order: 1, .duration: 3], channel: "@lofigirl", region: "KR")
        let wide = Frame.Size(width: 120, height: 24)
        let frame = BrowserRenderer.render(state, searchData(), size: wide)
        let header = frame.lines[1].text
        #expect(header.contains("Search: lofi beats"), "\(frame.text)")
        #expect(header.contains("--order date --duration long --region KR --channel @lofigirl"), "\(header)")
        // The rows still fit above the loading line, the typing line and the status bar.
        #expect(frame.lines.count == wide.height)
        #expect(frame.lines[wide.height - 3].text.contains("50 videos"))
    }

    @Test func theFilterSheetTakesAHandleAndAnyRegionAndGreysOutVideoOnlyFiltersForChannels() {
        var state = searchState()
        state.filterSheet = SearchFilters(picks: [.type: 1, .duration: 2, .caption: 1], focus: .type)
        let data = searchData()
        let lines = FilterSheet.lines(state.filterSheet!)
        for label in ["Duration", "Captions", "Definition"] {
            let line = lines.first { $0.map(\.text).joined().contains(label) }
            #expect(line?.allSatisfy { $0.style == .dim || $0.text.trimmingCharacters(in: .whitespaces).isEmpty } == true,
                    "\(label) is greyed out for channels")
            #expect(line?.map(\.text).joined().contains("videos only") == true)
        }
        // ↓ skips them: type, order, published, region, safe search, channel.
        var focus: [SearchFilters.Row] = []
        for _ in 0..<6 {
            _ = state.handle(.down, data: data, size: size)
            focus.append(state.filterSheet!.focus)
        }
        #expect(focus == [.order, .published, .region, .safeSearch, .channel, .type])
        // Any ISO code is typed into Region, and an @handle into Channel.
        state.filterSheet?.focus = .region
        for key in "kr" { _ = state.handle(.character(key), data: data, size: size) }
        state.filterSheet?.focus = .channel
        for key in "@lofigirl" { _ = state.handle(.character(key), data: data, size: size) }
        #expect(FilterSheet.lines(state.filterSheet!).contains { $0.map(\.text).joined().contains("costs 102 units (search 100, details 1, @handle 1).") },
                "a handle is looked up for one unit more")
        let events = state.handle(.enter, data: data, size: size)
        let submitted = try? #require(events.first as? SearchSubmitted)
        #expect(submitted?.filters.regionCode == "KR")
        #expect(submitted?.filters.channelReference == .handle("@lofigirl"))
        var query = SearchQuery(q: "lofi", type: "channel")
        query = (try? submitted?.filters.spec(query: query.q ?? "").request(now: BrowserFixtures.now)) ?? query
        #expect(query.regionCode == "KR" && query.channelId == nil && query.videoDuration == nil && query.videoCaption == nil,
                "the handle is looked up when the search runs; video-only filters are not sent for channels")
        #expect(state.filters.options == ["--type channel", "--region KR", "--channel @lofigirl"])
    }

    @Test func aRegionTheCommandLineRefusesKeepsTheSheetOpenAndSaysWhy() {
        var state = searchState()
        state.filterSheet = SearchFilters(region: "K", focus: .region)
        #expect(state.handle(.enter, data: searchData(), size: size).isEmpty)
        #expect(state.filterSheet != nil)
        #expect(state.message?.contains("two-letter ISO 3166-1") == true, "\(state.message ?? "")")
    }

    // MARK: Favorites and History

    @Test func favoritesAndHistoryRowsAreFilledInWithOneLookup() async {
        let stored = (0..<60).map { Video(id: "video" + String(format: "%06d", $0), title: "Stored \($0)", channelTitle: "Channel",
                                          publishedAt: BrowserFixtures.now) }
        var calls: [[String]] = []
        let full = BrowserFixtures.videos(60)
        let filled = await BrowserModels.detailed(stored) { ids in
            calls.append(ids)
            return Dictionary(uniqueKeysWithValues: full.filter { ids.contains($0.id) }.map { ($0.id, $0) })
        }
        #expect(calls.count == 1 && calls[0].count == 50, "one videos.list call for the first 50")
        #expect(filled[0].viewCount != nil && filled[0].durationSeconds != nil)
        #expect(filled[55].title == "Stored 55", "past the first 50, what the library stored")
        // Without the API the rows are the library's.
        let offline = await BrowserModels.detailed(stored) { _ in throw CoreError.notSignedIn }
        #expect(offline == stored)
        // And they are drawn like every other list's: views and length in their columns.
        var data = BrowserFixtures.data()
        data.lists[.favorites] = BrowserData.List(items: filled, loaded: true)
        var state = BrowserState()
        state.tab = .favorites
        let popular = BrowserRenderer.render(BrowserState(), BrowserFixtures.data(items: 60), size: size).lines[2].text
        let favorites = BrowserRenderer.render(state, data, size: size).lines[2].text
        #expect(favorites == popular, "the same row")
    }

    // MARK: Invisible characters

    @Test func softHyphensInATitleStayInTheirRow() {
        var data = BrowserFixtures.data(items: 3)
        data.lists[.popular]?.items[1].title = "Soft" + String(repeating: "\u{AD}", count: 160) + "hyphens\u{200B}\u{FEFF}\u{2060} tail"
        for thumbnails in [false, true] {
            var state = BrowserState()
            state.thumbnails = thumbnails
            let frame = BrowserRenderer.render(state, data, size: size)
            for line in frame.lines {
                // As a terminal draws it: a soft hyphen takes a column wherever it reaches one.
                let drawn = TerminalText.width(line.text) + line.text.unicodeScalars.filter { $0.value == 0xAD }.count
                #expect(drawn <= size.width, "wider on the terminal than the frame: \(line.text.debugDescription)")
                #expect(!line.text.unicodeScalars.contains { [0xAD, 0x200B, 0xFEFF, 0x2060].contains($0.value) })
            }
            let row = thumbnails ? 4 : 3
            #expect(frame.lines[row].text.contains("Softhyphens tail"), "\(frame.text)")
        }
    }

    // MARK: Player

    @Test func aPlayerThatFailsOrIsMissingIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-player-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let mpv = folder.appendingPathComponent("mpv")
        try Data("#!/bin/sh\nexit 3\n".utf8).write(to: mpv)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: mpv.path)
        // A test forking in parallel can hold the script just written open for a moment, and its
        // exec then fails (ETXTBSY) as if there were no player: ask again until it runs.
        func play() -> String? {
            var said = BrowserAssembly.play(["dQw4w9WgXcQ"], path: folder.path)
            for _ in 0..<40 where said?.contains("No player found") == true {
                usleep(50_000)
                said = BrowserAssembly.play(["dQw4w9WgXcQ"], path: folder.path)
            }
            return said
        }
        let failed = play()
        #expect(failed == "✗ mpv failed (exit status 3); y copies the URL.")
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: mpv)
        #expect(play() == nil)
        let none = BrowserAssembly.play(["dQw4w9WgXcQ"], path: folder.appendingPathComponent("empty").path)
        #expect(none?.contains("No player found") == true)
    }
}
