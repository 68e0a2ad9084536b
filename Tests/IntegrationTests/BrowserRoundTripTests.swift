import Foundation
import Testing

/// The browser's pages in tmux against an emulator answering after 300 ms: a video's page asks
/// for its details and comments together, a channel's page for the channel and its uploads
/// together, told by the emulator's log of when it served each request.
@Suite(.serialized) struct BrowserRoundTripTests {
    static let key = "browse-round-trips-key"

    @Test func aVideosPageAndItsChannelsPageAskTogether() throws {
        if TmuxSession.tmux == nil { try Test.cancel("needs tmux") }
        let emulator = try EmulatorProcess.start(["--api-key", Self.key, "--latency-ms", "300"])
        defer { emulator.stop() }
        let home = AccountFlowTests.Home(apiKey: Self.key)
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let session = try TmuxSession(script: #""$YTCLONE" browse --thumbnails never"#, environment: home.environment.merging([
            "YTCLONE": try BuildProducts.executable("ytclone").path, "PATH": "/usr/bin:/bin", "HOME": home.url.path,
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC",
        ]) { $1 })
        try #require(session.waitFor("more below"), "no first page: \(session.screen)")

        // A video's page: its details and its comments.
        var seen = try emulator.requests().count
        session.send("g")
        session.send("Enter")
        try #require(session.waitFor("Comments ("), "\(session.screen)")
        try #require(session.waitFor { _ in Self.served(emulator, after: seen).contains { $0.method == "commentThreads.list" } })
        let videoPage = Self.served(emulator, after: seen)
        let details = try #require(videoPage.first { $0.method == "videos.list" }, "\(videoPage)")
        let comments = try #require(videoPage.first { $0.method == "commentThreads.list" }, "\(videoPage)")
        #expect(details.overlaps(comments), "\(videoPage)")

        // Its channel's page (Tab selects the channel): the channel and its uploads, then their lookup.
        seen = try emulator.requests().count
        session.send("Tab")
        session.send("Enter")
        try #require(session.waitFor { _ in Self.served(emulator, after: seen).contains { $0.method == "videos.list" } },
                     "\(session.screen)")
        let channelPage = Self.served(emulator, after: seen)
        let channel = try #require(channelPage.first { $0.method == "channels.list" }, "\(channelPage)")
        let uploads = try #require(channelPage.first { $0.method == "playlistItems.list" }, "\(channelPage)")
        let lookup = try #require(channelPage.first { $0.method == "videos.list" }, "\(channelPage)")
        #expect(channel.overlaps(uploads), "\(channelPage)")
        #expect(lookup.start >= uploads.end, "\(channelPage)")
        #expect(channelPage.filter { $0.method == "channels.list" }.count == 1, "\(channelPage)")
        session.send("q")
    }

    /// The API requests the emulator served after the first `count` (pictures left out).
    static func served(_ emulator: EmulatorProcess, after count: Int) -> [EmulatorProcess.ServedRequest] {
        ((try? emulator.requests()) ?? []).dropFirst(count).filter { $0.method != "images" }
    }
}
