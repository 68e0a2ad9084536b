import Foundation
import Testing
import YTImages

@Suite struct DrawingTests {
    @Test func pngAndJpegDecodeToTheirSize() throws {
        let png = try Picture(decoding: Fixtures.landscape)
        #expect(png.width == 64 && png.height == 40)
        #expect(png.pixel(x: 40, y: 14) == (220, 40, 40, 255))
        let jpeg = try Picture(decoding: Fixtures.jpeg(width: 120, height: 90))
        #expect(jpeg.width == 120 && jpeg.height == 90)
    }

    @Test(arguments: [("symbols-truecolor-24x8.txt", DrawingColors.truecolor), ("symbols-mono-24x8.txt", .monochrome)])
    func symbolsMatchTheGolden(name: String, colors: DrawingColors) throws {
        let drawing = try Picture(decoding: Fixtures.landscape).draw(.symbols, columns: 24, rows: 8, colors: colors)
        if Fixtures.record(drawing.text, as: name) { return }
        #expect(drawing.text == Fixtures.goldenText(name))
        // The picture keeps its aspect: 64×40 pixels, 240 pixels wide in 10×20 cells, are 150
        // pixels high, 7 rows.
        #expect(drawing.columns == 24 && drawing.rows == 7)
        #expect(drawing.text.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
        if colors == .monochrome { #expect(!drawing.text.contains("\u{1B}[38;2")) }
    }

    @Test func kittyPayloadDecodesBackToTheDrawnSize() throws {
        let drawing = try Picture(decoding: Fixtures.landscape).draw(.kitty, columns: 24, rows: 8)
        let payload = try #require(Fixtures.kittyPayload(drawing.text))
        let width = try #require(payload.keys["s"].flatMap(Int.init))
        let height = try #require(payload.keys["v"].flatMap(Int.init))
        #expect(payload.keys["f"] == "32")
        #expect(width == drawing.columns * 10 && height == drawing.rows * 20)
        #expect(payload.pixels.count == width * height * 4)
    }

    @Test func itermPayloadDecodesBackToTheDrawnSize() throws {
        let drawing = try Picture(decoding: Fixtures.landscape).draw(.iterm, columns: 24, rows: 8)
        #expect(drawing.text.hasPrefix("\u{1B}]1337;File=inline=1;"))
        let start = try #require(drawing.text.firstIndex(of: ":"))
        let end = try #require(drawing.text.lastIndex(of: "\u{07}"))
        let data = try #require(Data(base64Encoded: String(drawing.text[drawing.text.index(after: start)..<end])))
        let size = try #require(Fixtures.tiffSize(data))
        #expect(size.0 == drawing.columns * 10 && size.1 == drawing.rows * 20)
    }

    @Test func sixelStartsAndEndsAsADeviceControlString() throws {
        let drawing = try Picture(decoding: Fixtures.landscape).draw(.sixel, columns: 24, rows: 8)
        #expect(drawing.text.hasPrefix("\u{1B}P"))
        #expect(drawing.text.contains("q\""))  // sixel data begins with its raster attributes
        #expect(drawing.text.hasSuffix("\u{1B}\\"))
    }

    @Test func aSmallBoxStillDraws() throws {
        let drawing = try Picture(decoding: Fixtures.landscape).draw(.symbols, columns: 1, rows: 1)
        #expect(drawing.columns == 1 && drawing.rows == 1)
        #expect(throws: PictureError.self) { try Picture(decoding: Fixtures.landscape).draw(.symbols, columns: 0, rows: 3) }
    }
}

@Suite struct HostileImageTests {
    @Test func truncatedJpegIsRefused() throws {
        let jpeg = try Fixtures.jpeg(width: 320, height: 180)
        #expect(throws: PictureError.self) { try Picture(decoding: jpeg.prefix(jpeg.count / 2)) }
    }

    @Test func notAnImageIsRefused() {
        #expect(throws: PictureError.self) { try Picture(decoding: Data("<html>not found</html>".utf8)) }
        #expect(throws: PictureError.self) { try Picture(decoding: Data()) }
        #expect(throws: PictureError.self) { try Picture(decoding: Data([0xFF, 0xD8, 0xFF])) }
    }

    @Test func hugeDimensionsAreRefusedFromTheHeader() throws {
        // 100000×100000 declared in 60-odd bytes: refused before any pixel buffer exists.
        let bomb = Fixtures.pngDeclaring(width: 100_000, height: 100_000)
        #expect(bomb.count < 100)
        let error = try #require(throws: PictureError.self) { try Picture(decoding: bomb) }
        #expect(error.message.contains("100000×100000"))
        // Within each side but over the pixel bound.
        let limits = PictureLimits(maxBytes: 1 << 20, maxSide: 4096, maxPixels: 1_000_000)
        #expect(throws: PictureError.self) {
            try Picture(decoding: Fixtures.pngDeclaring(width: 4000, height: 4000), limits: limits)
        }
        let jpeg = try Fixtures.jpeg(width: 600, height: 400)
        #expect(throws: PictureError.self) {
            try Picture(decoding: jpeg, limits: PictureLimits(maxBytes: 1 << 20, maxSide: 500, maxPixels: 1 << 30))
        }
    }

    @Test func tooManyBytesAreRefused() throws {
        let jpeg = try Fixtures.jpeg(width: 120, height: 90)
        let error = try #require(throws: PictureError.self) {
            try Picture(decoding: jpeg, limits: PictureLimits(maxBytes: 100, maxSide: 4096, maxPixels: 1 << 24))
        }
        #expect(error.message.contains("bytes"))
    }

    @Test func aDamagedPngIsRefused() {
        var png = [UInt8](Fixtures.landscape)
        png[png.count / 2] ^= 0xFF
        #expect(throws: PictureError.self) { try Picture(decoding: Data(png)) }
    }
}
