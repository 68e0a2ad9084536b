import Foundation
import Testing
import YTCore
@testable import YTBrowser
@testable import YTCLI

/// The browser's Subscriptions tab takes its services from the composition root, as `feed
/// --subscriptions` does: the channels' feeds in `auto`, the API with `--source api`, and pages
/// past the first 50.
@Suite struct BrowserSubscriptionsTests {
    /// A signed-in home subscribed to 40 channels of the catalog that have uploads.
    static func subscribed() async throws -> CommandHome {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let candidates = Array(home.api.catalogChannels.dropFirst(2).prefix(80))
        let counted = try [candidates.prefix(50), candidates.dropFirst(50)].flatMap { slice in
            try home.api.catalogItems("channels", ["part": "statistics", "id": slice.map(\.id).joined(separator: ",")])
        }
        let uploading = Set(counted.filter { (($0["statistics"] as? [String: Any])?["videoCount"] as? String) != "0" }
            .compactMap { $0["id"] as? String })
        let channels = candidates.filter { uploading.contains($0.id) }.prefix(40)
        try #require(channels.count == 40)
        let csv = "Channel Id,Channel Url,Channel Title\n" + channels.map { "\($0.id),http://www.youtube.com/channel/\($0.id),C\n" }.joined()
        #expect(await home.run(["subscriptions", "import", try home.file("s.csv", csv)]).status == 0)
        return home
    }

    /// The environment a `browse` run of `home` builds, and the browser's models over it.
    static func browser(_ home: CommandHome, source: SubscriptionFeedService.Source? = nil) throws -> (BrowserModels, User) {
        let (models, user, _) = try browserWithEnvironment(home, source: source)
        return (models, user)
    }

    static func browserWithEnvironment(_ home: CommandHome, source: SubscriptionFeedService.Source? = nil) throws
        -> (BrowserModels, User, AppEnvironment)
    {
        let sink = OutputSink { _ in }
        let api = home.api
        let host = Host(environment: home.environment, workingDirectory: home.root, stdout: sink, stderr: sink, stdin: -1,
                        makeTransport: { _ in api })
        let environment = try AppEnvironment(host: host, output: try OutputOptions.parse([]))
        let models = BrowserModels(try environment.browserSources(region: nil, subscriptionSource: source))
        let user = try environment.user()
        models.inputs.user.withLock { $0 = user }
        return (models, user, environment)
    }

    @Test func theTabReadsTheFeedsAndScrollsPastFifty() async throws {
        let home = try await Self.subscribed()
        let before = home.api.requests.count
        let (models, _) = try Self.browser(home)
        let tab = try #require(models.lists[.subscriptions])
        _ = try await tab.load()
        let asked = home.api.methods.dropFirst(before)
        #expect(asked.filter { $0 == "videos.xml" }.count == 40, "each channel's feed, for no quota: \(asked)")
        #expect(!asked.contains("playlistItems") && !asked.contains("channels"), "nothing of the API but the details: \(asked)")
        #expect(tab.state.wrappedValue.items.count == 50)
        #expect(tab.state.wrappedValue.hasMore, "more than 50 videos across 40 channels")
        try await tab.loadMore()
        let shown = tab.state.wrappedValue.items.map(\.id)
        #expect(shown.count == 100 && Set(shown).count == 100, "the next 50, none twice")
        let cli = try await home.json(["feed", "--subscriptions", "--limit", "100"]) as? [[String: Any]]
        #expect(shown == cli?.compactMap { $0["id"] as? String }, "the same videos as the command line's --limit walk")
    }

    @Test func sourceAPIAsksTheAPIAsFeedSourceAPIDoes() async throws {
        let home = try await Self.subscribed()
        let before = home.api.requests.count
        let (models, _) = try Self.browser(home, source: .api)
        _ = try await models.lists[.subscriptions]?.load()
        let asked = home.api.methods.dropFirst(before)
        #expect(!asked.contains("videos.xml"))
        #expect(asked.contains("channels") && asked.contains("playlistItems"), "\(asked)")
    }

    @Test func browseTakesSourceAsFeedSubscriptionsDoes() throws {
        let parsed = try YTClone.Browse.parse(["--source", "rss"])
        #expect(parsed.source == .rss)
        #expect(throws: (any Error).self) { try YTClone.Browse.parse(["--source", "carrier-pigeon"]) }
    }
}
