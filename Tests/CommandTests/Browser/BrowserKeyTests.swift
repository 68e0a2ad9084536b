import Foundation
import Testing
import YTCore
import YouTubeAPI
@testable import YTBrowser

/// Keys: how bytes decode, and what each key does to the state and asks of the controllers.
@Suite struct BrowserKeyTests {
    let size = Frame.Size(width: 80, height: 24)

    /// Types `text` a character at a time, as keys.
    func type(_ text: String, into state: inout BrowserState, data: BrowserData) {
        for character in text { _ = state.handle(.character(character), data: data, size: size) }
    }

    /// Presses `key` `times` times, ignoring what it asks for.
    func press(_ key: Key, times: Int, on state: inout BrowserState, data: BrowserData, size: Frame.Size) {
        for _ in 0..<times { _ = state.handle(key, data: data, size: size) }
    }

    @Test func bytesDecodeToKeys() {
        #expect(Key.decode(Array("jk".utf8)) == [.character("j"), .character("k")])
        #expect(Key.decode([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42]) == [.up, .down])
        #expect(Key.decode(Array("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[Z".utf8)) == [.pageUp, .pageDown, .home, .end, .backTab])
        #expect(Key.decode([0x1B]) == [.escape], "a lone ESC is Escape")
        #expect(Key.decode([0x0D, 0x7F, 0x09, 0x03]) == [.enter, .backspace, .tab, .control("c")])
        #expect(Key.decode(Array("東🙏".utf8)) == [.character("東"), .character("🙏")])
        #expect(Key.decode(Array("\u{1B}[<64;10;5M\u{1B}[<65;10;5M".utf8)) == [.wheelUp, .wheelDown])
        #expect(Key.decode(Array("\u{1B}OA".utf8)) == [.up], "application cursor keys")
        #expect(Key.decode([0xFF, 0x41]) == [.character("A")], "a stray byte is skipped")
    }

    @Test func theNextPageIsAskedForBeforeTheCursorReachesTheEnd() {
        let data = BrowserFixtures.data(items: 50)
        var state = BrowserState()
        var asked: [ListingRequested] = []
        for _ in 0..<49 {
            asked += state.handle(.down, data: data, size: size).compactMap { $0 as? ListingRequested }
        }
        let first = try? #require(asked.first)
        #expect(first == ListingRequested(tab: .popular, kind: .more))
        // Asked when the cursor came within 10 rows of the end (row 40 of 50), not at the end.
        var again = BrowserState()
        for _ in 0..<39 { #expect(again.handle(.down, data: data, size: size).isEmpty) }
        #expect(again.handle(.down, data: data, size: size).first as? ListingRequested == ListingRequested(tab: .popular, kind: .more))
        #expect(state.position(.popular).selected == 49)
        #expect(state.position(.popular).top == 49 - BrowserState().listRows(in: size) + 1, "the selected row stays on screen")
    }

    @Test func noPageIsAskedForWhileOneIsLoadingOrAtTheEnd() {
        var data = BrowserFixtures.data(items: 12)
        data.lists[.popular]?.isLoading = true
        var state = BrowserState()
        #expect(state.handle(.end, data: data, size: size).isEmpty)
        data.lists[.popular]?.isLoading = false
        data.lists[.popular]?.hasMore = false
        #expect(state.handle(.up, data: data, size: size).isEmpty)
    }

    @Test func enterOpensAVideoAndEscapeComesBack() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        _ = state.handle(.down, data: data, size: size)
        let events = state.handle(.enter, data: data, size: size)
        #expect(events.first as? VideoOpened == VideoOpened(videoId: "video000001"))
        #expect(state.route == .video("video000001"))
        _ = state.handle(.escape, data: data, size: size)
        #expect(state.route == .home)
        #expect(state.position(.popular).selected == 1, "the list is where it was")
    }

    @Test func refreshRevalidatesTheTabShown() {
        var state = BrowserState()
        #expect(state.handle(.character("r"), data: BrowserFixtures.data(), size: size).first as? ListingRequested
            == ListingRequested(tab: .popular, kind: .refresh))
    }

    @Test func aLocalFeatureWithoutAnAccountBringsTheGateAndEscapeDismissesIt() {
        var data = BrowserFixtures.data()
        data.user = nil
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        #expect(state.handle(.character("c"), data: data, size: size).isEmpty)
        #expect(state.gate?.reason == "Sign in to comment.")
        #expect(state.editing == nil)
        _ = state.handle(.escape, data: data, size: size)
        #expect(state.gate == nil)
        #expect(state.route == .video("dQw4w9WgXcQ"), "browsing goes on where it was")
        _ = state.handle(.escape, data: data, size: size)
        _ = state.handle(.character("3"), data: data, size: size)
        #expect(state.gate == nil, "search needs no account")
        state.editing = nil
        _ = state.handle(.character("4"), data: data, size: size)
        #expect(state.gate?.reason == "Sign in to see your favorites.")
    }

    @Test func theGateChecksRulesAsYouTypeAndSubmitsOnlyAWholeForm() {
        var state = BrowserState()
        state.gate = .signUp()
        let data = BrowserData()
        type("Ada", into: &state, data: data)
        _ = state.handle(.tab, data: data, size: size)
        type("ada@", into: &state, data: data)
        #expect(state.gate?.problem(at: 1)?.hasPrefix("must ") == true)
        #expect(state.handle(.enter, data: data, size: size).isEmpty, "an email that breaks a rule is not submitted")
        #expect(state.gate?.focus == 1, "Enter goes to the field that breaks a rule")
        type("example.com", into: &state, data: data)
        _ = state.handle(.tab, data: data, size: size)
        _ = state.handle(.tab, data: data, size: size)
        type("Correct-horse-9", into: &state, data: data)
        let submitted = state.handle(.enter, data: data, size: size).first as? GateSubmitted
        #expect(submitted?.form.value("Email") == "ada@example.com")
        #expect(submitted?.form.kind == .signUp)
    }

    @Test func typingACommentPostsItOnEnter() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        _ = state.handle(.character("c"), data: data, size: size)
        type("Nice 👍 q", into: &state, data: data)
        #expect(!state.quit, "q while typing is a letter")
        let events = state.handle(.enter, data: data, size: size)
        #expect(events.first as? CommentSubmitted == CommentSubmitted(videoId: "dQw4w9WgXcQ", body: "Nice 👍 q"))
        #expect(state.editing == nil)
    }

    @Test func theCommandKeyShowsWhatAScriptWouldRun() {
        var state = BrowserState()
        state.tab = .search
        state.query = "rick's \"best\""
        _ = state.handle(.character(":"), data: BrowserFixtures.data(), size: size)
        #expect(state.overlay == .command("ytclone search 'rick'\\''s \"best\"'"))
        _ = state.handle(.character("j"), data: BrowserFixtures.data(), size: size)
        #expect(state.overlay == nil, "any key closes it")
        _ = state.handle(.character("q"), data: BrowserFixtures.data(), size: size)
        #expect(state.quit)
    }

    @Test func tabWalksAVideosLinksAndEnterFollowsThem() {
        let data = BrowserFixtures.data()
        #expect(data.detail.links == [.channel("UCuAXFkgsw1L7xaCfnd5JJOw"), .mention("rick"), .hashtag("music"), .hashtag("80s"),
                                     .comment(0), .comment(1)])
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        _ = state.handle(.tab, data: data, size: size)
        _ = state.handle(.tab, data: data, size: size)
        #expect(state.detailLink == 1)
        #expect(state.handle(.enter, data: data, size: size).first as? PageOpened == PageOpened(route: .channel("@rick")),
                "a mention opens the channel")
        #expect(state.route == .channel("@rick"))
        _ = state.handle(.escape, data: data, size: size)
        state.detailLink = 2
        #expect(state.handle(.enter, data: data, size: size).isEmpty, "a hashtag's search costs 101 units: asked first")
        #expect(state.handle(.character("y"), data: data, size: size).first as? SearchSubmitted == SearchSubmitted(query: "#music"),
                "a hashtag searches for it")
        #expect(state.route == .home && state.tab == .search)
    }

    @Test func aChannelAndItsPlaylistsLinkBothWays() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        _ = state.open(.channel("UCuAXFkgsw1L7xaCfnd5JJOw"))
        #expect(state.handle(.tab, data: data, size: size).isEmpty, "the playlists are loaded already")
        #expect(state.section == .playlists)
        _ = state.handle(.down, data: data, size: size)
        #expect(state.handle(.enter, data: data, size: size).first as? PageOpened == PageOpened(route: .playlist("PL2")))
        #expect(state.handle(.character("o"), data: data, size: size).first as? PageOpened
            == PageOpened(route: .channel("UCuAXFkgsw1L7xaCfnd5JJOw")), "o opens the playlist's channel")
        #expect(state.stack.count == 4)
        var scrolling = BrowserState()
        _ = scrolling.open(.channel("UCuAXFkgsw1L7xaCfnd5JJOw"))
        #expect(scrolling.handle(.end, data: data, size: size).first as? PageListRequested
            == PageListRequested(list: .init(route: scrolling.route, section: .uploads), kind: .more))
    }

    @Test func theFilterSheetSearchesWithItsFiltersAndNamesThemAsOptions() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        state.tab = .search
        state.query = "lofi"
        _ = state.handle(.character("F"), data: data, size: size)
        _ = state.handle(.down, data: data, size: size)
        _ = state.handle(.right, data: data, size: size)          // order: date
        _ = state.handle(.down, data: data, size: size)
        _ = state.handle(.left, data: data, size: size)           // duration: long
        press(.down, times: 6, on: &state, data: data, size: size)
        #expect(state.filterSheet?.focus == .channel)
        // A channel id as `search --channel` takes one (UC and 22 characters).
        type("UCuAXFkgsw1L7xaCfnd5JJOw", into: &state, data: data)
        let submitted = state.handle(.enter, data: data, size: size).first as? SearchSubmitted
        #expect(submitted?.query == "lofi")
        #expect(state.filterSheet == nil)
        var query = SearchQuery(q: "lofi", type: "video")
        query = (try? submitted?.filters.spec(query: query.q ?? "").request(now: BrowserFixtures.now)) ?? query
        #expect(query.order == "date" && query.videoDuration == "long" && query.channelId == "UCuAXFkgsw1L7xaCfnd5JJOw")
        #expect(query.publishedAfter == nil && query.safeSearch == nil)
        _ = state.handle(.character(":"), data: data, size: size)
        #expect(state.overlay == .command("ytclone search lofi --order date --duration long --channel UCuAXFkgsw1L7xaCfnd5JJOw"))
        var cancelled = BrowserState()
        cancelled.filterSheet = SearchFilters()
        _ = cancelled.handle(.right, data: data, size: size)
        _ = cancelled.handle(.escape, data: data, size: size)
        #expect(cancelled.filters == SearchFilters(), "Esc leaves the filters as they were")
    }

    @Test func enterOnAThreadShowsItsRepliesAndYourOwnCommentsCanBeEditedOrDeleted() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        state.detailLink = 4                      // the YouTube thread with 23 replies
        #expect(state.handle(.enter, data: data, size: size).first as? RepliesRequested == RepliesRequested(threadId: "Ugx1"))
        #expect(state.expanded == ["Ugx1"])
        _ = state.handle(.enter, data: data, size: size)
        #expect(state.expanded.isEmpty, "Enter again hides them")
        _ = state.handle(.character("e"), data: data, size: size)
        #expect(state.editing == nil, "not your comment")
        state.detailLink = 5                      // @ada's local comment
        _ = state.handle(.character("e"), data: data, size: size)
        #expect(state.editing == .editComment(id: 7, videoId: "dQw4w9WgXcQ", text: "Great video \u{1B}[5mblink\u{1B}[0m @rick #music"))
        _ = state.handle(.control("u"), data: data, size: size)
        type("Better", into: &state, data: data)
        #expect(state.handle(.enter, data: data, size: size).first as? CommentEditSubmitted
            == CommentEditSubmitted(commentId: 7, videoId: "dQw4w9WgXcQ", body: "Better"))
        _ = state.handle(.character("d"), data: data, size: size)
        #expect(state.handle(.character("n"), data: data, size: size).isEmpty, "any key but y keeps it")
        _ = state.handle(.character("d"), data: data, size: size)
        #expect(state.handle(.character("y"), data: data, size: size).first as? CommentDeleteConfirmed
            == CommentDeleteConfirmed(commentId: 7, videoId: "dQw4w9WgXcQ"))
    }

    @Test func aVideosPageScrollsNoFurtherThanItsEnd() {
        let data = BrowserFixtures.data()
        let small = Frame.Size(width: 80, height: 12)
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        _ = state.handle(.end, data: data, size: small)
        let bottom = state.detailTop
        #expect(bottom > 0)
        press(.down, times: 50, on: &state, data: data, size: small)
        #expect(state.detailTop == bottom, "j past the end stays at the end")
        _ = state.handle(.up, data: data, size: small)
        #expect(state.detailTop == bottom - 1, "and k moves up at once")
    }

    @Test func aSearchForChannelsListsThemAndEnterOpensOne() {
        var data = BrowserFixtures.data()
        data.searchChannels = BrowserData.Rows(items: [data.channel.channel!], hasMore: false, loaded: true)
        var state = BrowserState()
        state.tab = .search
        state.query = "rick"
        state.filters = SearchFilters(picks: [.type: 1])
        var query = SearchQuery(q: "rick")
        query = (try? state.filters.spec(query: query.q ?? "").request(now: BrowserFixtures.now)) ?? query
        #expect(query.type == "channel")
        #expect(state.handle(.enter, data: data, size: size).first as? PageOpened == PageOpened(route: .channel("UCuAXFkgsw1L7xaCfnd5JJOw")))
        _ = state.handle(.escape, data: data, size: size)
        _ = state.handle(.character(":"), data: data, size: size)
        #expect(state.overlay == .command("ytclone search rick --type channel"))
    }

    @Test func goingBackFindsEachScreenAsItWasLeft() {
        let data = BrowserFixtures.data()
        let size = Frame.Size(width: 80, height: 12)
        var state = BrowserState()
        _ = state.open(.video("dQw4w9WgXcQ"))
        _ = state.handle(.down, data: data, size: size)
        _ = state.handle(.tab, data: data, size: size)               // the channel link
        _ = state.handle(.enter, data: data, size: size)             // its page
        _ = state.handle(.tab, data: data, size: size)               // its playlists
        _ = state.handle(.enter, data: data, size: size)             // the first playlist
        #expect(state.route == .playlist("PL1"))
        _ = state.handle(.escape, data: data, size: size)
        #expect(state.section == .playlists, "the channel still lists its playlists")
        _ = state.handle(.escape, data: data, size: size)
        #expect(state.route == .video("dQw4w9WgXcQ"))
        #expect(state.detailTop == 1 && state.detailLink == 0, "the video's page is where it was")
    }
}
