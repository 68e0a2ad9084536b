import Foundation
import Testing
import YTCore
@testable import YTBrowser
@testable import YTCLI

/// Issue 29, item 5: the local filter (`\` or Ctrl-F) narrows what a tab has loaded as keys are
/// typed, asks for nothing (no request, no quota), Enter keeps the narrowed list, Esc shows all.
@Suite struct BrowserLocalFilterTests {
    let size = Frame.Size(width: 80, height: 24)

    /// The browser's loop in small: the data narrowed by the state's filter, then the key.
    struct Session {
        var state = BrowserState()
        var data: BrowserData
        var haystacks = LocalFilter.Haystacks()
        var asked: [any Event] = []
        let size: Frame.Size

        var shown: BrowserData {
            mutating get {
                var narrowed = data
                narrowed.narrowRows(for: state, haystacks: &haystacks)
                return narrowed
            }
        }

        mutating func press(_ keys: Key...) {
            for key in keys { asked += state.handle(key, data: shown, size: size) }
        }

        mutating func type(_ text: String) {
            for character in text { press(.character(character)) }
        }

        mutating func frame() -> Frame { BrowserRenderer.render(state, shown, size: size) }
    }

    @Test(arguments: [
        ("motorbike", ["I tried motorbike for 38 days"]),
        ("DAYS tried", ["I tried motorbike for 38 days"]),
        ("café", ["Cafe\u{301} cre\u{300}me bru\u{302}le\u{301}e, step by step"]),
        ("東京", ["東京の夜景を歩く — 4K 散歩 🌃"]),
        ("음악 東京", ["東京の夜景を歩く — 4K 散歩 🌃"]),
        ("safe txet", ["\u{1B}]52;c;cm0gLXJmIH4=\u{07}Totally safe title\u{1B}[2J\u{202E}txet desrever"]),
        ("motorbike nowhere", []),
    ])
    func aRowMatchesWhenItsTitleOrChannelHoldsEveryWord(query: String, titles: [String]) {
        var haystacks = LocalFilter.Haystacks()
        let videos = BrowserFixtures.videos(7)
        let kept = LocalFilter.indices(of: videos, matching: query, haystacks: &haystacks)
        #expect(kept.map { videos[$0].title } == titles, "\(query)")
    }

    @Test func typingNarrowsTheLoadedRowsAndAsksForNothing() {
        var session = Session(data: BrowserFixtures.data(items: 30), size: size)
        session.press(.character("\\"))
        #expect(session.state.editing?.purpose == .filter)
        #expect(session.frame().lines[size.height - 2].text.hasPrefix("Filter: "))
        session.type("motor")
        let frame = session.frame().text
        #expect(frame.contains("5 of 30 videos loaded hold “motor”"), "\(frame)")
        #expect(!frame.contains("Family"), "the rows without the word are gone: \(frame)")
        // Moving to the last row of the narrowed list asks for no next page: it filters what is loaded.
        session.press(.down, .down, .down, .down, .down, .enter, .character("G"), .pageDown)
        #expect(session.asked.isEmpty, "no event, so no request: \(session.asked)")
        #expect(session.state.editing == nil, "Enter keeps the narrowed list")
        #expect(session.shown.shown(.popular).items.map(\.title).allSatisfy { $0.contains("motorbike") })
        // Enter opens the selected row of the narrowed list: the last of the five.
        session.press(.enter)
        #expect(session.asked.first as? VideoOpened == VideoOpened(videoId: "video000028"))
    }

    @Test func escapeShowsEveryRowWithTheSameOneSelected() {
        var session = Session(data: BrowserFixtures.data(items: 30), size: size)
        session.press(.control("f"))
        session.type("family")
        session.press(.down, .enter)
        #expect(session.state.localFilters[.popular] == "family")
        #expect(session.frame().text.contains("\\ changes it · Esc shows all"))
        session.press(.escape)
        #expect(session.state.localFilters.isEmpty)
        #expect(session.state.position(.popular).selected == 12, "the second Family row, the 13th of the list")
        #expect(session.frame().text.contains("30 videos · more below"))
        // Esc while typing drops the filter too; Enter on an empty one is none.
        session.press(.character("\\"))
        session.type("trip")
        session.press(.escape)
        #expect(session.state.localFilters.isEmpty && session.state.editing == nil)
        session.press(.character("\\"), .enter)
        #expect(session.state.localFilters.isEmpty)
        #expect(session.asked.isEmpty)
    }

    /// With a Show filter on the tab (here: sorted by title), Esc selects the same video in the
    /// list as that filter orders it.
    @Test func escapeKeepsTheVideoSelectedUnderTheShowFiltersOrder() {
        var session = Session(data: BrowserFixtures.data(items: 30), size: size)
        session.state.shownFilters[.popular] = VideoFilter(sort: .title)
        session.press(.character("\\"))
        session.type("motorbike")
        session.press(.down, .down, .enter)
        let chosen = session.shown.shown(.popular).items[2].id
        session.press(.escape)
        let all = session.shown.shown(.popular).items
        #expect(all.count == 30)
        #expect(all[session.state.position(.popular).selected].id == chosen, "\(chosen)")
    }

    @Test func eachTabKeepsItsOwnFilterAndThePlaceOfItsTypingIsTheField() {
        var session = Session(data: BrowserFixtures.data(items: 30), size: size)
        session.press(.character("\\"))
        session.type("tokyo")
        session.press(.backspace, .backspace, .backspace, .backspace, .backspace)
        session.type("東京")
        session.press(.enter, .character("2"))
        #expect(session.state.tab == .subscriptions)
        #expect(session.frame().text.contains("8 videos"), "Subscriptions is not filtered")
        session.press(.character("1"))
        #expect(session.frame().text.contains("5 of 30 videos loaded hold “東京”"))
        session.press(.character("\\"))
        #expect(session.state.editing?.text == "東京", "the line opens with what the tab keeps")
    }

    /// 500 rows of a search loaded through the in-memory API, as the browser's models load them:
    /// filtering them sends nothing.
    @Test func filtering500LoadedRowsSendsNoRequest() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let (models, _) = try BrowserSubscriptionsTests.browser(home)
        models.inputs.search.withLock { $0 = (SearchSpec(query: "the"), Date()) }
        let search = try #require(models.lists[.search])
        _ = try await search.load()
        while search.state.wrappedValue.items.count < 500, search.state.wrappedValue.hasMore { try await search.loadMore() }
        var data = BrowserFixtures.data()
        data.lists[.search] = BrowserData.List(search.state.wrappedValue, describe: { "\($0)" })
        try #require(data.list(.search).items.count >= 500)
        let sent = home.api.requests.count
        var session = Session(data: data, size: size)
        session.state.tab = .search
        session.state.query = "the"
        session.press(.character("\\"))
        var counts: [Int] = []
        for character in "the best" {
            session.press(.character(character))
            counts.append(session.shown.shown(.search).items.count)
        }
        session.press(.end, .enter, .character("G"), .backspace)
        #expect(counts == counts.sorted(by: >) && counts.last! < counts.first!, "each key narrows: \(counts)")
        #expect(session.asked.isEmpty, "\(session.asked)")
        #expect(home.api.requests.count == sent, "no request while filtering: \(home.api.methods.dropFirst(sent))")
    }
}
