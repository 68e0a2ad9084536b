import Foundation
import Testing
import YTCore
@testable import YTBrowser
@testable import YTCLI

/// `browse` without an API key: Subscriptions from the channels' feeds, Favorites and History
/// from the library, Popular and Search saying in place (not as a failure) that they need a key
/// and the command that sets one up. Nothing asks the Data API.
@Suite struct BrowserKeylessTests {
    /// A signed-in home without a key, subscribed to four channels, one video in its history.
    private static func home() async throws -> (CommandHome, video: String) {
        let home = CommandHome.make(key: nil)
        #expect(await home.signUp("ada").status == 0)
        let channels = home.api.catalogChannels.dropFirst(2).prefix(4)
        let csv = "Channel Id,Channel Url,Channel Title\n" + channels.map { "\($0.id),http://www.youtube.com/channel/\($0.id),C\n" }.joined()
        #expect(await home.run(["subscriptions", "import", try home.file("s.csv", csv)]).status == 0)
        let video = home.api.fixture("videoId")
        #expect(await home.run(["video", video]).status == 0, "oEmbed's answer goes into the history")
        return (home, video)
    }

    private static func apiAsked(_ home: CommandHome) -> [String] {
        home.api.requests.filter { $0.url.path.hasPrefix("/youtube/v3/") }.map(\.url.lastPathComponent)
    }

    /// Loads `tab` and returns what the screen reads of it.
    private static func load(_ tab: BrowserState.Tab, _ models: BrowserModels) async throws -> BrowserData.List {
        let model = try #require(models.lists[tab])
        _ = try? await model.load()
        return BrowserData.List(model.state.wrappedValue, describe: { ErrorPresenter.describe($0).message })
    }

    @Test func subscriptionsFavoritesAndHistoryWork() async throws {
        let (home, video) = try await Self.home()
        let (models, _) = try BrowserSubscriptionsTests.browser(home)
        let subscriptions = try await Self.load(.subscriptions, models)
        #expect(subscriptions.error == nil, "\(subscriptions.error ?? "")")
        #expect(subscriptions.items.count > 4)
        #expect(subscriptions.items.allSatisfy { $0.durationSeconds == nil && !$0.title.isEmpty })
        let history = try await Self.load(.history, models)
        #expect(history.error == nil && history.items.map(\.id) == [video])
        let favorites = try await Self.load(.favorites, models)
        #expect(favorites.error == nil && favorites.loaded)
        #expect(Self.apiAsked(home).isEmpty, "\(Self.apiAsked(home))")
    }

    @Test(arguments: [BrowserState.Tab.popular, .search])
    func popularAndSearchSayInPlaceTheyNeedAKey(_ tab: BrowserState.Tab) async throws {
        let (home, _) = try await Self.home()
        let (models, _) = try BrowserSubscriptionsTests.browser(home)
        if tab == .search { models.inputs.search.withLock { $0.spec = SearchSpec(query: "swift") } }
        let list = try await Self.load(tab, models)
        #expect(list.error == nil, "not a failure to try again")
        let name = tab == .popular ? "Popular" : "Search"
        #expect(list.notice == "\(name) needs a YouTube API key: quit (q) and run ytclone setup to set one up. "
            + "Subscriptions, Favorites and History work without one.")
        var state = BrowserState()
        state.tab = tab
        if tab == .search { state.query = "swift" }  // the notice answers a search submitted
        var data = BrowserData()
        data.lists[tab] = list
        let frame = BrowserRenderer.render(state, data, size: Frame.Size(width: 160, height: 30))
        #expect(frame.text.contains("\(name) needs a YouTube API key: quit (q) and run ytclone setup"), "\(frame.text)")
        #expect(!frame.text.contains("r tries again"))
        #expect(Self.apiAsked(home).isEmpty)
    }

    @Test func searchSaysItBeforeAnythingIsTyped() async throws {
        let (home, _) = try await Self.home()
        let (models, _) = try BrowserSubscriptionsTests.browser(home)
        let model = try #require(models.lists[.search])
        var state = BrowserState()
        state.tab = .search
        var data = BrowserData()
        data.lists[.search] = BrowserData.List(model.state.wrappedValue, describe: { ErrorPresenter.describe($0).message })
        let frame = BrowserRenderer.render(state, data, size: Frame.Size(width: 160, height: 30))
        #expect(frame.text.contains("Search needs a YouTube API key: quit (q) and run ytclone setup"), "\(frame.text)")
        #expect(!frame.text.contains("Press / and type"))
        #expect(home.api.requests.filter { $0.url.path.hasPrefix("/youtube/v3/") }.isEmpty)
    }

    @MainActor @Test func aVideosPageComesFromOEmbedWithTheLocalComments() async throws {
        let (home, video) = try await Self.home()
        #expect(await home.run(["comment", "add", video, "kept here"]).status == 0)
        let (models, _, environment) = try BrowserSubscriptionsTests.browserWithEnvironment(home)
        let sources = try environment.browserSources(region: nil, subscriptionSource: nil)
        final class Opened { var detail: DetailViewModel<Video>?; var comments: ListingViewModel<CommentEntry>? }
        let opened = Opened()
        let controller = ListingController(models: models, sources: sources, recordView: { _ in },
                                           follow: { opened.detail = $0; opened.comments = $1 }, followReplies: { _ in })
        let bus = EventBus()
        controller.listen(on: bus)
        let before = home.api.requests.count
        bus.emit(VideoOpened(videoId: video))
        let shown = try await #require(opened.detail).load()
        #expect(shown.id == video && !shown.title.isEmpty && shown.durationSeconds == nil)
        _ = try await #require(opened.comments).load()
        #expect(opened.comments?.state.wrappedValue.items.count == 1, "the local comment alone")
        let asked = home.api.requests.dropFirst(before).map(\.url.lastPathComponent)
        #expect(asked.allSatisfy { $0 == "oembed" } && asked.contains("oembed"), "\(asked)")
    }
}
