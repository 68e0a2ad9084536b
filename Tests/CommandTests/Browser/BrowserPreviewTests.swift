import Foundation
import Testing
import YTCore
import YTImages
@testable import YTBrowser

/// Issue 29, item 5: on a terminal of 160 columns or more, Home shows the selected video beside
/// the list (thumbnail, stats, description); narrower, Home is as it was.
@Suite struct BrowserPreviewTests {
    static let wide = Frame.Size(width: 160, height: 40)

    /// Popular with the fixture's video (a description with a hashtag, a mention and hostile
    /// escapes) first, selected.
    static func data() -> BrowserData {
        var data = BrowserFixtures.data()
        var video = BrowserFixtures.video
        video.thumbnailURL = "https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg"
        data.lists[.popular]?.items.insert(video, at: 0)
        return data
    }

    @Test func matchesItsGoldenFrame() throws {
        let frame = BrowserRenderer.render(BrowserState(), Self.data(), size: Self.wide)
        let file = BrowserFrameTests.folder.appendingPathComponent("home-preview-160x40.txt")
        if ProcessInfo.processInfo.environment["YTCLONE_RECORD_GOLDEN"] == "1" {
            try frame.text.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(frame.text == golden, "\(file.lastPathComponent) differs:\n\(frame.text)")
    }

    @Test func thePaneFollowsTheSelectionAndEveryLineFits() {
        var state = BrowserState()
        let data = Self.data()
        var frame = BrowserRenderer.render(state, data, size: Self.wide)
        #expect(frame.lines[1].text.contains("│ Never gonna give you up"), "\(frame.text)")
        #expect(frame.text.contains("1.7B views · 18M likes · 2.4M comments · 3:33"), "\(frame.text)")
        #expect(frame.text.contains("Questions? Ask @rick below."))
        _ = state.handle(.down, data: data, size: Self.wide)
        frame = BrowserRenderer.render(state, data, size: Self.wide)
        #expect(frame.lines[1].text.contains("│ I tried motorbike for 38 days"), "\(frame.text)")
        #expect(frame.text.contains("No description in this list"))
        for line in frame.lines {
            #expect(TerminalText.width(line.text) <= Self.wide.width, "too wide: \(line.text)")
            #expect(!line.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func narrowerThan160ColumnsHomeIsAsItWas() {
        let data = Self.data()
        let narrow = Frame.Size(width: 159, height: 40)
        let frame = BrowserRenderer.render(BrowserState(), data, size: narrow)
        #expect(!frame.text.contains("│ "), "\(frame.text)")
        #expect(frame.lines[1].text.hasPrefix("  Title"))
        // A search for channels has no video to preview, however wide.
        var channels = BrowserState()
        channels.tab = .search
        channels.query = "rick"
        channels.filters = SearchFilters(picks: [.type: 1])
        #expect(PreviewPane.columns(channels, width: 200) == nil)
    }

    @Test func withThumbnailsThePaneAsksForThePictureAndDrawsIt() {
        var state = BrowserState()
        state.thumbnails = true
        var data = Self.data()
        let key = PictureKey.detail("https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg")
        #expect(BrowserRenderer.pictures(state, data, size: Self.wide).first == key, "the pane's picture is asked for first")
        #expect(!BrowserRenderer.pictures(state, data, size: Frame.Size(width: 120, height: 40)).contains(key))
        data.pictures[key] = PictureCells(columns: 40, rows: 11, cells: Array(
            repeating: PictureCells.Cell(character: "▀", foreground: 0xFF0000, background: 0x0000FF), count: 440))
        let frame = BrowserRenderer.render(state, data, size: Self.wide)
        #expect(frame.lines[1].text.contains("│ " + String(repeating: "▀", count: 40)), "\(frame.text)")
        #expect(frame.lines[13].text.contains("│ Never gonna"), "the title under the picture and a blank: \(frame.text)")
    }
}
