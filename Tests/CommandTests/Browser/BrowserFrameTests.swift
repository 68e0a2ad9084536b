import Foundation
import Testing
import YTCore
@testable import YTBrowser

/// Every screen of the browser rendered from fixed state at 80×24 and 120×40 and compared with
/// its golden frame in Tests/CommandTests/Golden/browser. `YTCLONE_RECORD_GOLDEN=1` writes them
/// anew (then read the diff before committing it).
@Suite struct BrowserFrameTests {
    static let sizes = [Frame.Size(width: 80, height: 24), Frame.Size(width: 120, height: 40)]

    /// The screens, each as a state over the fixed data.
    static let screens: [(name: String, state: BrowserState, data: BrowserData)] = {
        let data = BrowserFixtures.data()
        var home = BrowserState()
        home.positions[.popular] = .init(selected: 2, top: 0)
        var scrolled = home
        scrolled.positions[.popular] = .init(selected: 25, top: 10)
        var failing = data
        failing.lists[.popular]?.error = "the API answered 503 (backendError) after 4 tries"
        failing.retry = "HTTP 503 — retrying in 2 s (3/4)"
        var cached = data
        cached.cacheAge = 300
        var loading = BrowserData()
        loading.now = data.now
        loading.lists[.popular] = BrowserData.List(isLoading: true)
        var subscriptions = BrowserState()
        subscriptions.tab = .subscriptions
        var typing = BrowserState()
        typing.tab = .search
        typing.editing = .search("東京 night walk")
        var detail = BrowserState()
        detail.stack = [.home, .video("dQw4w9WgXcQ")]
        var composing = detail
        composing.editing = .comment(videoId: "dQw4w9WgXcQ", text: "So good #80s")
        var signIn = BrowserState()
        signIn.gate = .signIn()
        signIn.gate?.fields[0].value = "ada@example.com"
        signIn.gate?.fields[1].value = "secret-Passw0rd"
        signIn.gate?.focus = 1
        signIn.gate?.failure = "wrong email or password"
        var signUp = BrowserState()
        signUp.stack = [.home, .video("dQw4w9WgXcQ")]
        signUp.gate = .signUp(reason: "Sign in to comment.")
        signUp.gate?.fields[0].value = "Ada"
        signUp.gate?.fields[1].value = "ada@"
        signUp.gate?.fields[3].value = "weak"
        var help = BrowserState()
        help.overlay = .help
        var command = detail
        command.overlay = .command(command.equivalentCommand)
        var linked = detail
        linked.detailLink = 2
        var channel = BrowserState()
        channel.stack = [.home, .channel("UCuAXFkgsw1L7xaCfnd5JJOw")]
        channel.pagePositions[.init(route: channel.route, section: .uploads)] = .init(selected: 3, top: 0)
        var playlists = channel
        playlists.section = .playlists
        var playlist = BrowserState()
        playlist.stack = [.home, .playlist("PL1")]
        var sheet = BrowserState()
        sheet.tab = .search
        sheet.query = "lofi"
        sheet.filterSheet = SearchFilters(picks: [.order: 1, .duration: 3, .published: 3], channel: "@lofigirl", focus: .duration)
        var replies = detail
        replies.expanded = ["Ugx1"]
        replies.detailLink = 4
        var withReplies = data
        var reply = BrowserFixtures.comments[0]
        reply.id = "Ugx1.r1"
        reply.replyCount = nil
        reply.author = "@rick"
        reply.text = "@chlo-4324 thank you \u{1B}]0;pwned\u{07}so much 🙏"
        withReplies.detail.replies["Ugx1"] = BrowserData.Rows(items: [reply], loaded: true)
        var deleting = detail
        deleting.overlay = .confirmDelete(commentId: 7, videoId: "dQw4w9WgXcQ")
        var chart = home
        chart.chart = ChartFilters(region: "JP", category: ("10", "Music"))
        chart.chartSheet = ChartFilters(region: "JP", category: ("10", "Music"), focus: 1)
        var foundChannels = BrowserState()
        foundChannels.tab = .search
        foundChannels.query = "rick"
        foundChannels.filters = SearchFilters(picks: [.type: 1])
        var withChannels = data
        withChannels.searchChannels = BrowserData.Rows(items: [data.channel.channel!], hasMore: true, loaded: true)
        var profile = BrowserState()
        profile.gate = .profile(of: BrowserFixtures.user)
        profile.gate?.fields[5].value = "short"
        profile.gate?.focus = 5
        var anonymous = data
        anonymous.user = nil
        anonymous.quota = nil
        anonymous.offline = true
        return [
            ("home", home, data), ("home-scrolled", scrolled, cached), ("home-error", home, failing),
            ("home-loading", BrowserState(), loading), ("subscriptions", subscriptions, data), ("search-typing", typing, data),
            ("detail", detail, data), ("detail-composer", composing, data), ("gate-sign-in", signIn, anonymous),
            ("gate-sign-up", signUp, anonymous), ("help", help, data), ("command", command, data),
            ("detail-link", linked, data), ("channel", channel, data), ("channel-playlists", playlists, data),
            ("playlist", playlist, data), ("search-filters", sheet, data), ("profile", profile, data),
            ("detail-replies", replies, withReplies), ("popular-sheet", chart, data), ("search-channels", foundChannels, withChannels), ("detail-delete", deleting, data),
        ]
    }()

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/browser")

    @Test(arguments: screens.indices, sizes.indices)
    func matchesItsGoldenFrame(screen: Int, size: Int) throws {
        let (name, state, data) = Self.screens[screen]
        let frame = BrowserRenderer.render(state, data, size: Self.sizes[size])
        let file = Self.folder.appendingPathComponent("\(name)-\(Self.sizes[size].width)x\(Self.sizes[size].height).txt")
        if ProcessInfo.processInfo.environment["YTCLONE_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try frame.text.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(frame.text == golden, "\(file.lastPathComponent) differs:\n\(frame.text)")
    }

    @Test(arguments: screens.indices, sizes.indices)
    func everyLineFitsAndNothingEscapes(screen: Int, size: Int) {
        let (_, state, data) = Self.screens[screen]
        let frameSize = Self.sizes[size]
        let frame = BrowserRenderer.render(state, data, size: frameSize)
        #expect(frame.lines.count == frameSize.height)
        for line in frame.lines {
            #expect(TerminalText.width(line.text) <= frameSize.width, "too wide: \(line.text)")
            #expect(!line.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E },
                    "a control character reached the frame: \(line.text.debugDescription)")
        }
    }

    @Test func thePasswordIsNeverInTheFrame() {
        let (_, state, data) = Self.screens.first { $0.name == "gate-sign-in" }!
        let frame = BrowserRenderer.render(state, data, size: Self.sizes[0])
        #expect(!frame.text.contains("secret-Passw0rd"))
        #expect(frame.text.contains("•••••••••••••••"))
    }

    @Test func thePainterRewritesOnlyChangedLines() {
        var painter = TerminalPainter(color: false)
        var state = BrowserState()
        let data = BrowserFixtures.data()
        let size = Self.sizes[0]
        let first = painter.paint(BrowserRenderer.render(state, data, size: size))
        #expect(first.contains("\u{1B}[2J"), "the first frame is drawn whole")
        _ = state.handle(.down, data: data, size: size)
        let second = painter.paint(BrowserRenderer.render(state, data, size: size))
        #expect(!second.contains("\u{1B}[2J"))
        #expect(second.components(separatedBy: ";1H").count - 1 == 2, "two rows changed: the old and the new selection")
    }
}

/// Below the 80×24 the browser is made for, every screen still draws without failing.
@Suite struct BrowserTinyFrameTests {
    @Test(arguments: [Frame.Size(width: 1, height: 1), Frame.Size(width: 20, height: 6), Frame.Size(width: 45, height: 12)])
    func everyScreenDrawsAtATinySize(size: Frame.Size) {
        for (_, state, data) in BrowserFrameTests.screens {
            let frame = BrowserRenderer.render(state, data, size: size)
            #expect(frame.lines.count == size.height)
            #expect(frame.lines.allSatisfy { TerminalText.width($0.text) <= size.width })
        }
    }
}
