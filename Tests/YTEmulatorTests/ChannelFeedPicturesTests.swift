import Foundation
import Testing

@testable import YTEmulator

/// A channel's Atom feed names its videos' pictures on the host asked, where the emulator serves
/// them, as the API's answers and oEmbed do: a client of the emulator never reaches for YouTube's.
@Suite struct ChannelFeedPicturesTests {
    let test = TestEmulator.shared

    @Test func theFeedsThumbnailsAreOnTheHostAsked() throws {
        let channel = test.emulator.catalog.channels[0]
        let target = ChannelFeeds.path + "?channel_id=" + channel.id
        let asked = test.emulator.handle(EmulatorRequest(target: target, headers: ["host": "127.0.0.1:8080"]))
        #expect(asked.status == 200)
        let text = String(decoding: asked.body, as: UTF8.self)
        let newest = test.emulator.catalog.videos[channel.uploads[0]]
        #expect(text.contains(#"<media:thumbnail url="http://127.0.0.1:8080/vi/\#(newest.id)/hqdefault.jpg""#), "\(text.prefix(2000))")
        #expect(!text.contains("ytimg.com"))
        #expect(test.emulator.handle(EmulatorRequest(target: "/vi/\(newest.id)/hqdefault.jpg")).status == 200,
                "the picture is served where the feed says")
        let bare = String(decoding: test.emulator.handle(EmulatorRequest(target: target)).body, as: UTF8.self)
        #expect(bare.contains("https://i.ytimg.com/vi/\(newest.id)/hqdefault.jpg"), "no host asked: YouTube's")
    }
}
