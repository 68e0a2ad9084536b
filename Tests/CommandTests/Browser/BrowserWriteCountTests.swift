import Foundation
import Testing
import YTCore
@testable import YTBrowser

/// The status line counts the writes to YouTube the session's bus announced as settled
/// (`YouTubeWriteSettled`), and how many failed.
@Suite struct BrowserWriteCountTests {
    @Test func settledWritesAreCountedOnTheStatusLine() {
        let bus = EventBus()
        let status = NetworkStatus(quota: nil)
        status.listen(on: bus) {}
        bus.emit(YouTubeWriteSettled(method: "videos.rate", failure: nil))
        bus.emit(YouTubeWriteSettled(method: "commentThreads.insert", failure: "HTTP 500"))
        var data = BrowserGoogleWritesTests.signedIn()
        data.youtubeWrites = status.value.withLock { $0.writes }
        let line = StatusLine.text(data, width: 120)
        #expect(line.contains("YouTube: Ada on YouTube (2 writes, 1 failed)"), "\(line)")
        data.youtubeWrites = (0, 0)
        #expect(StatusLine.text(data, width: 120).contains("YouTube: Ada on YouTube ·"))
    }
}
