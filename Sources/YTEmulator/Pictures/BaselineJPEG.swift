import Foundation

/// Writes pixels as a baseline JPEG (JFIF, 8-bit, YCbCr 4:4:4, one sequential scan): the emulator's
/// own encoder, so it draws its pictures without the client's image library.
///
/// Kept simple rather than compact: the quantization tables are the standard ones (ITU T.81, K.1
/// and K.2) scaled by quality as libjpeg scales them, and the Huffman tables give every symbol a
/// code of one length (4 bits for a DC size, 8 for an AC run and size). Every decoder reads them
/// from the file as it reads optimized ones.
///
/// ```swift
/// let jpeg = BaselineJPEG.encode(rgb: pixels, width: 120, height: 90, quality: 80)
/// ```
enum BaselineJPEG {
    /// - Parameters:
    ///   - rgb: `width × height` pixels of three bytes (red, green, blue), top row first.
    ///   - quality: 1 (smallest) to 100 (best), as libjpeg's.
    /// - Returns: the file's bytes, from SOI to EOI.
    static func encode(rgb: [UInt8], width: Int, height: Int, quality: Int) -> [UInt8] {
        precondition(rgb.count == width * height * 3 && (1...65_535).contains(width) && (1...65_535).contains(height),
                     "rgb must hold width × height × 3 bytes of a picture JPEG can hold")
        let tables = [quantization(luminance, quality: quality), quantization(chrominance, quality: quality)]
        var out = header(width: width, height: height, tables: tables)
        var bits = BitWriter()
        var previousDC = [0, 0, 0]
        let planes = Planes(rgb: rgb, width: width, height: height)
        let divisors = tables.map(divisors)
        var block = [Float](repeating: 0, count: 64)
        var coefficients = [Int](repeating: 0, count: 64)
        for top in stride(from: 0, to: planes.height, by: 8) {
            for left in stride(from: 0, to: planes.width, by: 8) {
                for component in 0..<3 {
                    planes.copy(component, left: left, top: top, into: &block)
                    transform(&block, divisors: divisors[min(component, 1)], into: &coefficients)
                    write(coefficients, previousDC: &previousDC[component], to: &bits)
                }
            }
        }
        out += bits.finished()
        out += [0xFF, 0xD9]
        return out
    }

    /// The block's DCT (the AAN factorisation, as libjpeg's `jfdctflt.c`), quantized, in zigzag
    /// order.
    private static func transform(_ block: inout [Float], divisors: [Float], into coefficients: inout [Int]) {
        block.withUnsafeMutableBufferPointer { samples in
            let base = samples.baseAddress!
            for row in 0..<8 { dct8(base + row * 8, step: 1) }
            for column in 0..<8 { dct8(base + column, step: 8) }
            for place in 0..<64 {
                coefficients[zigzagIndex[place]] = Int((base[place] * divisors[place]).rounded())
            }
        }
    }

    /// One 8-point DCT in place, unnormalised: after a row pass and a column pass, place (v, u)
    /// holds 8·aan(v)·aan(u) times the DCT coefficient, which `divisors` takes out.
    private static func dct8(_ d: UnsafeMutablePointer<Float>, step: Int) {
        let tmp0: Float = d[0] + d[7 * step], tmp7: Float = d[0] - d[7 * step]
        let tmp1: Float = d[step] + d[6 * step], tmp6: Float = d[step] - d[6 * step]
        let tmp2: Float = d[2 * step] + d[5 * step], tmp5: Float = d[2 * step] - d[5 * step]
        let tmp3: Float = d[3 * step] + d[4 * step], tmp4: Float = d[3 * step] - d[4 * step]
        // The even part.
        let tmp10: Float = tmp0 + tmp3, tmp13: Float = tmp0 - tmp3
        let tmp11: Float = tmp1 + tmp2, tmp12: Float = tmp1 - tmp2
        d[0] = tmp10 + tmp11
        d[4 * step] = tmp10 - tmp11
        let z1: Float = (tmp12 + tmp13) * 0.707_106_781
        d[2 * step] = tmp13 + z1
        d[6 * step] = tmp13 - z1
        // The odd part.
        let odd10: Float = tmp4 + tmp5, odd11: Float = tmp5 + tmp6, odd12: Float = tmp6 + tmp7
        let z5: Float = (odd10 - odd12) * 0.382_683_433
        let z2: Float = 0.541_196_100 * odd10 + z5
        let z4: Float = 1.306_562_965 * odd12 + z5
        let z3: Float = odd11 * 0.707_106_781
        let z11: Float = tmp7 + z3, z13: Float = tmp7 - z3
        d[5 * step] = z13 + z2
        d[3 * step] = z13 - z2
        d[step] = z11 + z4
        d[7 * step] = z11 - z4
    }

    /// What each place of a transformed block (row × 8 + column) is divided by: its quantizer
    /// and the scale the AAN transform leaves on it.
    private static func divisors(_ table: [Int]) -> [Float] {
        let aan: [Float] = [1, 1.387_039_845, 1.306_562_965, 1.175_875_602, 1, 0.785_694_958, 0.541_196_100, 0.275_899_379]
        return (0..<64).map { (place: Int) -> Float in
            let scale: Float = aan[place / 8] * aan[place % 8] * 8
            return 1 / (Float(table[zigzagIndex[place]]) * scale)
        }
    }

    /// Writes one block: its DC as a difference from the last block's of the component, then
    /// runs of zeros and values, ending with EOB when zeros run to the end.
    private static func write(_ coefficients: [Int], previousDC: inout Int, to bits: inout BitWriter) {
        let dc = max(-1024, min(1023, coefficients[0]))
        let difference = dc - previousDC
        previousDC = dc
        let dcSize = size(of: difference)
        bits.write(dcSize, count: 4)
        bits.write(amplitude(difference, size: dcSize), count: dcSize)
        var zeros = 0
        for k in 1..<64 {
            let value = max(-1023, min(1023, coefficients[k]))
            if value == 0 {
                zeros += 1
                continue
            }
            while zeros > 15 {
                bits.write(acCode[0xF0]!, count: 8)
                zeros -= 16
            }
            let valueSize = size(of: value)
            bits.write(acCode[zeros << 4 | valueSize]!, count: 8)
            bits.write(amplitude(value, size: valueSize), count: valueSize)
            zeros = 0
        }
        if zeros > 0 { bits.write(acCode[0x00]!, count: 8) }
    }

    /// How many bits a value's magnitude takes (its JPEG category).
    private static func size(of value: Int) -> Int {
        value == 0 ? 0 : Int.bitWidth - abs(value).leadingZeroBitCount
    }

    /// A value's bits: itself when positive, its ones' complement when negative.
    private static func amplitude(_ value: Int, size: Int) -> Int {
        value >= 0 ? value : value + (1 << size) - 1
    }

    /// SOI and every segment before the entropy-coded data: JFIF, the quantization tables, the
    /// frame (three components, none subsampled), the two Huffman tables and the scan's header.
    private static func header(width: Int, height: Int, tables: [[Int]]) -> [UInt8] {
        func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
            [0xFF, marker] + be16(body.count + 2) + body
        }
        func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        out += segment(0xDB, tables.enumerated().flatMap { id, table in [UInt8(id)] + table.map { UInt8($0) } })
        out += segment(0xC0, [8] + be16(height) + be16(width) + [3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1])
        // One DC and one AC table serve all three components.
        var lengths = [UInt8](repeating: 0, count: 16)
        lengths[3] = 12
        out += segment(0xC4, [0x00] + lengths + (0...11).map { UInt8($0) })
        lengths[3] = 0
        lengths[7] = UInt8(acSymbols.count)
        out += segment(0xC4, [0x10] + lengths + acSymbols)
        out += segment(0xDA, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0])
        return out
    }

    /// Every AC symbol (EOB, sixteen zeros, then run and size); each one's code is its place.
    private static let acSymbols: [UInt8] = [0x00, 0xF0] + (0..<16).flatMap { run in (1...10).map { UInt8(run << 4 | $0) } }
    private static let acCode: [Int: Int] = Dictionary(uniqueKeysWithValues: acSymbols.enumerated().map { (Int($1), $0) })

    /// Where each place of a block (row × 8 + column) goes in zigzag order.
    private static let zigzagIndex: [Int] = {
        var index = [Int](repeating: 0, count: 64)
        var k = 0
        for diagonal in 0..<15 {
            let rows = max(0, diagonal - 7)...min(diagonal, 7)
            for row in diagonal % 2 == 0 ? Array(rows.reversed()) : Array(rows) {
                index[row * 8 + diagonal - row] = k
                k += 1
            }
        }
        return index
    }()

    /// A standard table (in rows) scaled by quality as libjpeg does, in zigzag order.
    private static func quantization(_ table: [Int], quality: Int) -> [Int] {
        let quality = max(1, min(100, quality))
        let scale = quality < 50 ? 5000 / quality : 200 - 2 * quality
        var zigzag = [Int](repeating: 0, count: 64)
        for (place, value) in table.enumerated() {
            zigzag[zigzagIndex[place]] = max(1, min(255, (value * scale + 50) / 100))
        }
        return zigzag
    }

    private static let luminance = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55,
        14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]
    private static let chrominance = [
        17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99,
        24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99,
    ] + [Int](repeating: 99, count: 32)
}

/// A picture as three planes, Y, Cb and Cr (JFIF's conversion), each level-shifted around 0 and
/// padded to whole 8×8 blocks by repeating the last column and row.
private struct Planes {
    let width: Int, height: Int
    private var samples: [[Float]]

    init(rgb: [UInt8], width pictureWidth: Int, height pictureHeight: Int) {
        width = (pictureWidth + 7) / 8 * 8
        height = (pictureHeight + 7) / 8 * 8
        var y = [Float](repeating: 0, count: width * height), cb = y, cr = y
        for row in 0..<height {
            for column in 0..<width {
                let i = (min(row, pictureHeight - 1) * pictureWidth + min(column, pictureWidth - 1)) * 3
                let r = Float(rgb[i]), g = Float(rgb[i + 1]), b = Float(rgb[i + 2])
                let place = row * width + column
                y[place] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                cb[place] = -0.168_736 * r - 0.331_264 * g + 0.5 * b
                cr[place] = 0.5 * r - 0.418_688 * g - 0.081_312 * b
            }
        }
        samples = [y, cb, cr]
    }

    /// Copies the 8×8 block at (`left`, `top`) of a plane into `block`, rows in order.
    func copy(_ component: Int, left: Int, top: Int, into block: inout [Float]) {
        samples[component].withUnsafeBufferPointer { plane in
            block.withUnsafeMutableBufferPointer { block in
                for row in 0..<8 {
                    (block.baseAddress! + row * 8).update(from: plane.baseAddress! + (top + row) * width + left, count: 8)
                }
            }
        }
    }
}

/// Bits packed most significant first into bytes, a 0xFF byte followed by a stuffed 0x00 as
/// entropy-coded data requires.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer = 0
    private var count = 0

    mutating func write(_ value: Int, count bits: Int) {
        guard bits > 0 else { return }
        buffer = buffer << bits | (value & ((1 << bits) - 1))
        count += bits
        while count >= 8 {
            let byte = UInt8((buffer >> (count - 8)) & 0xFF)
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0) }
            count -= 8
        }
        buffer &= (1 << count) - 1
    }

    /// The bytes, the last one padded with one bits.
    mutating func finished() -> [UInt8] {
        if count > 0 { write((1 << (8 - count)) - 1, count: 8 - count) }
        return bytes
    }
}
