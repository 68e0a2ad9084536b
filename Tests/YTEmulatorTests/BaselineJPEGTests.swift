import Testing

@testable import YTEmulator

/// The emulator's own JPEG writer, read marker by marker (the client's decoder reads its pictures
/// back in `CommandTests`' `EmulatorPictureTests`).
@Suite struct BaselineJPEGTests {
    /// The segments before the scan, as (marker, body), and the bytes after the scan's header.
    static func segments(_ jpeg: [UInt8]) throws -> (segments: [(UInt8, [UInt8])], scan: ArraySlice<UInt8>) {
        try #require(jpeg.starts(with: [0xFF, 0xD8]))
        var segments: [(UInt8, [UInt8])] = []
        var at = 2
        while true {
            try #require(at + 4 <= jpeg.count && jpeg[at] == 0xFF)
            let marker = jpeg[at + 1], length = Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3])
            try #require(at + 2 + length <= jpeg.count)
            segments.append((marker, Array(jpeg[(at + 4)..<(at + 2 + length)])))
            at += 2 + length
            if marker == 0xDA { return (segments, jpeg[at...]) }
        }
    }

    @Test(arguments: [(1, 1), (9, 17), (120, 90), (64, 8)])
    func theFileIsOneBaselineScanOfThePicturesSize(width: Int, height: Int) throws {
        let rgb = (0..<(width * height * 3)).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let jpeg = BaselineJPEG.encode(rgb: rgb, width: width, height: height, quality: 80)
        let (segments, scan) = try Self.segments(jpeg)
        #expect(segments.map(\.0) == [0xE0, 0xDB, 0xC0, 0xC4, 0xC4, 0xDA])
        let frame = try #require(segments.first { $0.0 == 0xC0 }?.1)
        #expect(frame == [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
                          3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1])
        // Two quantization tables of 8-bit entries, numbered 0 and 1, of 64 entries, none 0.
        let tables = try #require(segments.first { $0.0 == 0xDB }?.1)
        try #require(tables.count == 130)
        #expect(tables[0] == 0 && tables[65] == 1)
        #expect(!tables[1...64].contains(0) && !tables[66...].contains(0))
        // In the entropy-coded data every 0xFF is a stuffed byte; the file ends at EOI.
        #expect(scan.suffix(2) == [0xFF, 0xD9])
        let data = Array(scan.dropLast(2))
        #expect(!data.isEmpty)
        #expect(data.indices.filter { data[$0] == 0xFF }.allSatisfy { $0 + 1 < data.count && data[$0 + 1] == 0 })
    }

    @Test func lowerQualityMakesASmallerFile() {
        let rgb = (0..<(64 * 64 * 3)).map { UInt8(truncatingIfNeeded: $0 &* 31 ^ $0 >> 5) }
        let sizes = [20, 80, 100].map { BaselineJPEG.encode(rgb: rgb, width: 64, height: 64, quality: $0).count }
        #expect(sizes[0] < sizes[1] && sizes[1] < sizes[2], "\(sizes)")
    }
}
