import Foundation
import Synchronization
import Testing
import YTCore
import YTImages
import YouTubeAPI
@testable import YTBrowser

/// Thumbnails in the browser: rows of two lines beside a picture, the video's page under a large
/// one, the cells painted in colour, and the pictures fetched once, off the input path.
@Suite struct BrowserPictureTests {
    let size = Frame.Size(width: 80, height: 24)

    /// A 7×2 picture (what a 16:9 thumbnail becomes in a row's 8×2 box): the top row red over blue half blocks, the bottom row plain.
    static let picture = PictureCells(columns: 7, rows: 2, cells:
        Array(repeating: PictureCells.Cell(character: "▀", foreground: 0xFF0000, background: 0x0000FF), count: 7)
        + Array(repeating: PictureCells.Cell(character: "▄", foreground: 0x00FF00, background: nil), count: 7))

    static func url(_ index: Int) -> String { "https://i.ytimg.com/vi/video\(index)/mqdefault.jpg" }

    /// Popular with thumbnail URLs on every video and the first one's picture drawn.
    func data() -> BrowserData {
        var data = BrowserFixtures.data()
        var videos = data.list(.popular).items
        for index in videos.indices { videos[index].thumbnailURL = Self.url(index) }
        data.lists[.popular]?.items = videos
        data.pictures[.row(Self.url(0))] = Self.picture
        return data
    }

    func state() -> BrowserState {
        var state = BrowserState()
        state.thumbnails = true
        return state
    }

    @Test func rowsTakeTwoLinesBesideTheirThumbnail() {
        let frame = BrowserRenderer.render(state(), data(), size: size)
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2].hasPrefix("› ▀▀▀▀▀▀▀  I tried motorbike for 38 days"))
        #expect(lines[3].hasPrefix("  ▄▄▄▄▄▄▄  Channel 0 · "))
        // No picture yet: the row keeps its place, blank where the picture goes.
        #expect(lines[4].hasPrefix("           東京の夜景を歩く"))
        #expect(state().listRows(in: size) == 9)
        #expect(lines.allSatisfy { TerminalText.width($0) <= size.width })
        #expect(!frame.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // Channels and playlists found keep one line each.
        var found = state()
        found.tab = .search
        found.filters.picks[.type] = 1  // channels
        // (One line fewer for Search's query and filters over them.)
        #expect(found.listRows(in: size) == 18)
    }

    @Test func aPageDownMovesByTheRowsThatFit() {
        var state = state()
        _ = state.handle(.pageDown, data: data(), size: size)
        #expect(state.position(.popular).selected == 9)
    }

    @Test func cellsArePaintedInTheirColoursAndShapesAloneWithoutColour() {
        let frame = BrowserRenderer.render(state(), data(), size: size)
        var painter = TerminalPainter(color: true)
        let painted = painter.paint(frame)
        #expect(painted.contains("\u{1B}[0;38;2;255;0;0;48;2;0;0;255m▀▀▀▀▀▀▀"))
        #expect(painted.contains("\u{1B}[0;38;2;0;255;0m▄▄▄▄▄▄▄"))
        // Without COLORTERM=truecolor, the nearest of the 256 colours.
        var palette = TerminalPainter(color: true, truecolor: false)
        #expect(palette.paint(frame).contains("\u{1B}[0;38;5;196;48;5;21m▀▀▀▀▀▀▀"))
        #expect(TerminalPainter.palette(0x808080) == 244 && TerminalPainter.palette(0x000000) == 16)
        var plain = TerminalPainter(color: false)
        let monochrome = plain.paint(frame)
        #expect(!monochrome.contains("38;2"))
        #expect(monochrome.contains("▀▀▀▀▀▀▀"))
    }

    @Test func theVideoPageShowsItsPictureAboveTheTitle() {
        var data = data()
        let large = PictureCells(columns: 40, rows: 3, cells: Array(repeating: .init(character: "█", foreground: 0x123456, background: nil), count: 120))
        data.detail.picture = large
        var state = state()
        state.stack.append(.video("video000000"))
        let lines = BrowserRenderer.render(state, data, size: size).text.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix(" " + String(repeating: "█", count: 40)))
        #expect(lines[3].hasPrefix(" " + String(repeating: "█", count: 40)))
        #expect(lines[5].contains("Never gonna") || lines[5].contains(data.detail.video?.title.prefix(10) ?? "?"))
    }

    @Test func aChannelsUploadsShowTheirThumbnailsToo() {
        var data = data()
        var uploads = data.channel.uploads.items
        for index in uploads.indices { uploads[index].thumbnailURL = Self.url(100 + index) }
        data.channel.uploads.items = uploads
        data.pictures[.row(Self.url(100))] = Self.picture
        var state = state()
        state.stack.append(.channel(data.channel.channel?.id ?? "UC"))
        #expect(state.pageRows(in: size) == 7)  // (24 - 5 - 4 header lines) / 2
        let text = BrowserRenderer.render(state, data, size: size).text
        #expect(text.contains("› ▀▀▀▀▀▀▀  "), "\(text)")
        #expect(BrowserRenderer.pictures(state, data, size: size) == (0..<12).map { .row(Self.url(100 + $0)) })
        // Its playlists keep one line each and ask for nothing.
        state.places[state.route, default: .init()].section = .playlists
        #expect(state.pageRows(in: size) == 15)
        #expect(BrowserRenderer.pictures(state, data, size: size).isEmpty)
    }

    @Test func theVideoPageKeepsThePicturesPlaceBeforeItArrives() {
        var data = data()
        data.detail.pictureBox = (columns: 40, rows: 11)
        var state = state()
        state.stack.append(.video("video000000"))
        let before = BrowserRenderer.render(state, data, size: size).text.split(separator: "\n", omittingEmptySubsequences: false)
        let title = try? #require(data.detail.video?.title)
        #expect(before[13].contains(String(title?.prefix(12) ?? "?")), "\(before)")
        data.detail.picture = PictureCells(columns: 40, rows: 11, cells: Array(repeating: .init(character: "█", foreground: 1, background: nil), count: 440))
        let after = BrowserRenderer.render(state, data, size: size).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(after[13] == before[13], "the title stays where it was")
        #expect(after[1].contains(String(repeating: "█", count: 40)))
    }

    @Test func theScreenAsksForItsRowsAndTheNextScreenful() {
        let data = data()
        let keys = BrowserRenderer.pictures(state(), data, size: size)
        #expect(keys == (0..<18).map { PictureKey.row(Self.url($0)) })
        var off = state()
        off.thumbnails = false
        #expect(BrowserRenderer.pictures(off, data, size: size).isEmpty)
        var onPage = state()
        onPage.stack.append(.video("video000000"))
        var withVideo = data
        withVideo.detail.video?.thumbnailURL = Self.url(99)
        #expect(BrowserRenderer.pictures(onPage, withVideo, size: size) == [.detail(Self.url(99))])
    }

    /// A plain grey JPEG of the given size.
    static func jpeg(width: Int, height: Int) throws -> Data {
        try JPEGEncoder.encode(rgb: [UInt8](repeating: 128, count: width * height * 3), width: width, height: height)
    }

    /// `BrowserPictures` over `transport`, with an image cache in a fresh folder (the caller deletes it).
    static func pictures(through transport: any HTTPTransport) -> (BrowserPictures, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        let loader = ImageLoader(transport: transport, cache: FileResponseCache(directory: folder))
        return (BrowserPictures(loader: loader, colors: .truecolor), folder)
    }

    @Test func rowsScrolledAwayBeforeTheirTurnAreNotFetched() async throws {
        let transport = GatedTransport(body: try Self.jpeg(width: 160, height: 90))
        let (pictures, folder) = Self.pictures(through: transport)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = (0..<8).map { PictureKey.row(Self.url($0)) }
        pictures.want(screen)  // a batch of 6 goes out; 2 wait their turn
        for _ in 0..<200 where transport.count < 6 { try await Task.sleep(for: .milliseconds(5)) }
        let next = [PictureKey.row(Self.url(50))]
        pictures.want(next)  // the screen moved on before the first batch came back
        transport.open()
        for _ in 0..<400 where pictures.drawn.wrappedValue[next[0]] == nil { try await Task.sleep(for: .milliseconds(10)) }
        let drawn = pictures.drawn.wrappedValue
        #expect(drawn[next[0]] != nil)
        #expect(transport.count == 7, "six of the first screen and the new one, not the two scrolled away")
        #expect(drawn[screen[6]] == nil && drawn[screen[7]] == nil)
    }

    @Test func picturesAreFetchedOnceAndPublishedDrawn() async throws {
        let transport = CountingTransport(body: try Self.jpeg(width: 320, height: 180))
        let (pictures, folder) = Self.pictures(through: transport)
        defer { try? FileManager.default.removeItem(at: folder) }
        let published = Mutex(0)
        pictures.drawn.subscribe(by: nil) { _ in published.withLock { $0 += 1 } }
        let bus = EventBus()
        pictures.listen(on: bus)
        let keys = [PictureKey.row(Self.url(0)), .row(Self.url(1))]
        bus.emit(PicturesWanted(keys: keys))
        pictures.want(keys)  // asked again before they arrive: nothing more is fetched
        for _ in 0..<200 where pictures.drawn.wrappedValue.count < 2 { try await Task.sleep(for: .milliseconds(25)) }
        let drawn = pictures.drawn.wrappedValue
        #expect(drawn.count == 2)
        #expect(drawn[keys[0]]?.columns == 7 && drawn[keys[0]]?.rows == 2)
        #expect(transport.count == 2)
        #expect(published.withLock { $0 } >= 1)
        withExtendedLifetime(bus) {}
    }
}

/// Like `CountingTransport`, but every answer waits until `open()`.
final class GatedTransport: HTTPTransport {
    let body: Data
    private let state = Mutex((sent: 0, open: false))
    init(body: Data) { self.body = body }
    var count: Int { state.withLock { $0.sent } }
    func open() { state.withLock { $0.open = true } }
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        state.withLock { $0.sent += 1 }
        while !state.withLock({ $0.open }) { try await Task.sleep(for: .milliseconds(5)) }
        return HTTPResponse(status: 200, body: body)
    }
}

/// Answers every GET with the same picture, counting requests.
final class CountingTransport: HTTPTransport {
    let body: Data
    private let sent = Mutex(0)
    init(body: Data) { self.body = body }
    var count: Int { sent.withLock { $0 } }
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        sent.withLock { $0 += 1 }
        return HTTPResponse(status: 200, body: body)
    }
}
