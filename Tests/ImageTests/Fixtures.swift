import Foundation
import YTImages

/// The checked-in test image and helpers to take drawings apart.
enum Fixtures {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// A 64×40 PNG: sky, a red sun, green ground.
    static var landscape: Data { try! Data(contentsOf: golden.appendingPathComponent("landscape.png")) }

    static func goldenText(_ name: String) -> String? {
        try? String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
    }

    /// `YTCLONE_RECORD_GOLDEN=1` rewrites golden files instead of comparing.
    static func record(_ text: String, as name: String) -> Bool {
        guard ProcessInfo.processInfo.environment["YTCLONE_RECORD_GOLDEN"] == "1" else { return false }
        try! text.write(to: golden.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return true
    }

    /// A JPEG of `width`×`height` pixels, made with the encoder the emulator uses.
    static func jpeg(width: Int, height: Int) throws -> Data {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 3
                rgb[i] = UInt8(x * 255 / max(1, width - 1))
                rgb[i + 1] = UInt8(y * 255 / max(1, height - 1))
                rgb[i + 2] = 128
            }
        }
        return try JPEGEncoder.encode(rgb: rgb, width: width, height: height)
    }

    /// A PNG whose header declares `width`×`height` pixels, with one tiny compressed row of data:
    /// the shape of a decompression bomb.
    static func pngDeclaring(width: UInt32, height: UInt32) -> Data {
        func be(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xff) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc32(body))
        }
        let header = be(width) + be(height) + [8, 6, 0, 0, 0]
        // zlib stream of a few zero bytes (stored block).
        let idat: [UInt8] = [0x78, 0x01, 0x01, 0x05, 0x00, 0xfa, 0xff, 0, 0, 0, 0, 0, 0x00, 0x05, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat)
            + chunk("IEND", []))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    /// The escape sequences' payloads of a kitty drawing, each chunk base64-decoded on its own and
    /// joined (`f=32`: the pixels), with the control keys of the first sequence.
    static func kittyPayload(_ text: String) -> (keys: [String: String], pixels: Data)? {
        var keys: [String: String] = [:]
        var pixels = Data()
        for piece in text.components(separatedBy: "\u{1B}_G").dropFirst() {
            guard let end = piece.range(of: "\u{1B}\\") else { return nil }
            let command = piece[..<end.lowerBound]
            let parts = command.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            if keys.isEmpty {
                for pair in parts[0].split(separator: ",") {
                    let kv = pair.split(separator: "=", maxSplits: 1)
                    if kv.count == 2 { keys[String(kv[0])] = String(kv[1]) }
                }
            }
            if parts.count == 2 {
                guard let chunk = Data(base64Encoded: String(parts[1])) else { return nil }
                pixels.append(chunk)
            }
        }
        return (keys, pixels)
    }

    /// The width and height of a little-endian TIFF (what iTerm2 drawings carry).
    static func tiffSize(_ data: Data) -> (Int, Int)? {
        let b = [UInt8](data)
        guard b.count > 8, b[0] == 0x49, b[1] == 0x49 else { return nil }
        func u16(_ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
        func u32(_ i: Int) -> Int { u16(i) | u16(i + 2) << 16 }
        let ifd = u32(4)
        var width: Int?, height: Int?
        for entry in 0..<u16(ifd) {
            let at = ifd + 2 + entry * 12
            let value = u16(at + 2) == 3 ? u16(at + 8) : u32(at + 8)
            if u16(at) == 256 { width = value }
            if u16(at) == 257 { height = value }
        }
        guard let width, let height else { return nil }
        return (width, height)
    }
}
