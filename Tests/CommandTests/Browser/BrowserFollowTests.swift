import Foundation
import Testing
import YTCore
@testable import YTBrowser
@testable import YTCLI

/// `s` follows a channel from the browser, on its page or on one of its videos' pages, through
/// the service `ytclone subscribe` uses; empty tabs say which key fills them.
@Suite struct BrowserFollowTests {
    let size = Frame.Size(width: 80, height: 24)

    @Test func sOnAChannelsPageOrAVideosPageAsksToFollowItsChannel() throws {
        let data = BrowserFixtures.data()
        var onChannel = BrowserState()
        _ = onChannel.open(.channel("UCuAXFkgsw1L7xaCfnd5JJOw"))
        let channel = try #require(onChannel.handle(.character("s"), data: data, size: size).first as? SubscriptionToggled)
        #expect(channel.channel.id == "UCuAXFkgsw1L7xaCfnd5JJOw")
        var onVideo = BrowserState()
        onVideo.stack = [.home, .video("dQw4w9WgXcQ")]
        let video = try #require(onVideo.handle(.character("s"), data: data, size: size).first as? SubscriptionToggled)
        #expect(video.channel.id == "UCuAXFkgsw1L7xaCfnd5JJOw" && video.channel.title == "Rick Astley")
    }

    @Test func sWithoutAnAccountBringsTheGateAndBeforeTheChannelLoadsSaysSo() {
        var data = BrowserFixtures.data()
        data.user = nil
        var state = BrowserState()
        _ = state.open(.channel("UCuAXFkgsw1L7xaCfnd5JJOw"))
        #expect(state.handle(.character("s"), data: data, size: size).isEmpty)
        #expect(state.gate == .signIn(reason: "Sign in to subscribe to channels."))
        var loading = BrowserData()
        loading.user = BrowserFixtures.user
        var early = BrowserState()
        _ = early.open(.channel("UCx"))
        #expect(early.handle(.character("s"), data: loading, size: size).isEmpty)
        #expect(early.message?.contains("not loaded yet") == true)
    }

    @Test func aVideoFromOEmbedWithoutItsChannelsIdSaysSoInsteadOfWaiting() {
        var data = BrowserFixtures.data()
        // oEmbed names the channel by its handle: the video has no channel id (docs/json.md).
        data.detail = BrowserData.Detail(video: Video(id: "dQw4w9WgXcQ", title: "Never", channelTitle: "Rick Astley"))
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        #expect(state.handle(.character("s"), data: data, size: size).isEmpty)
        #expect(state.message == "Its channel's id is not known without an API key: ytclone subscribe UC… instead.",
                "\(state.message ?? "")")
    }

    @MainActor @Test func theControllerSubscribesAndThenUnsubscribesAsTheCommandsDo() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let (models, _, environment) = try BrowserSubscriptionsTests.browserWithEnvironment(home)
        let sources = try environment.browserSources(region: nil, subscriptionSource: nil)
        let controller = AccountController(account: try environment.account(), comments: try environment.comments(), models: models,
                                           library: sources.library, following: sources.following, describe: { "\($0)" })
        try controller.account.load()
        let bus = EventBus()
        controller.listen(on: bus)
        let (id, title) = try #require(home.api.catalogChannels.dropFirst(2).first)
        bus.emit(SubscriptionToggled(channel: Channel(id: id, title: title)))
        #expect(controller.news.wrappedValue == .message("Subscribed to \(title): its videos show on Subscriptions (2)."))
        let listed = try await home.json(["subscriptions", "list"]) as? [[String: Any]]
        #expect(listed?.compactMap { $0["channelId"] as? String } == [id], "ytclone subscriptions sees it")
        bus.emit(SubscriptionToggled(channel: Channel(id: id, title: title)))
        #expect(controller.news.wrappedValue == .message("Unsubscribed from \(title) (s subscribes again)."))
        #expect((try await home.json(["subscriptions", "list"]) as? [[String: Any]])?.isEmpty == true)
    }

    @Test(arguments: [(BrowserState.Tab.subscriptions, "No subscriptions yet: open a channel and press s"),
                      (.favorites, "No favorites yet: press f on a video"),
                      (.history, "Nothing watched yet: open a video")])
    func anEmptyTabSaysWhichKeyFillsIt(_ tab: BrowserState.Tab, _ words: String) {
        var data = BrowserFixtures.data()
        data.lists[tab] = BrowserData.List(loaded: true)
        var state = BrowserState()
        state.tab = tab
        let text = BrowserRenderer.render(state, data, size: Frame.Size(width: 120, height: 30)).text
        #expect(text.contains(words), "\(text)")
        #expect(!text.contains("Nothing here yet"))
    }
}
