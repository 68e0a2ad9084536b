import Foundation
import Testing
import YTCore

@testable import YTBrowser

/// The browser counts as the command line does (`HumanFormat.counted`): one of a thing is singular.
@Suite struct BrowserPluralTests {
    static let size = Frame.Size(width: 120, height: 40)

    @Test func aCountOfOneIsSingularOnAVideosPageAndAChannelsPage() {
        var data = BrowserFixtures.data()
        data.detail.comments[0].replyCount = 1
        data.detail.video?.likeCount = 1
        data.channel.channel?.videoCount = 1
        var video = BrowserState()
        video.stack = [.home, .video("dQw4w9WgXcQ")]
        let detail = BrowserRenderer.render(video, data, size: Self.size).text
        #expect(detail.contains("1 reply ▸") && !detail.contains("1 replies"), "\(detail)")
        #expect(detail.contains("1 like ·") && !detail.contains("1 likes"), "\(detail)")

        var channel = BrowserState()
        channel.stack = [.home, .channel("UCuAXFkgsw1L7xaCfnd5JJOw")]
        let page = BrowserRenderer.render(channel, data, size: Self.size).text
        #expect(page.contains("· 1 video ·") && !page.contains("1 videos"), "\(page)")
    }
}
