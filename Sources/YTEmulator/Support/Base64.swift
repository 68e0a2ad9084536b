/// Base64 in both alphabets, because YouTube uses both: base64url for ids and offset page
/// tokens, standard base64 (with padding) for comment page tokens and playlist item ids.
enum Base64 {
    static let standardAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    static let urlAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encode(_ bytes: [UInt8], urlSafe: Bool, padded: Bool) -> String {
        let alphabet = urlSafe ? urlAlphabet : standardAlphabet
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var word: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { word |= UInt32(byte) << (16 - 8 * offset) }
            let symbols = chunk.count + 1
            for position in 0..<4 {
                if position < symbols {
                    out.append(alphabet[Int((word >> (18 - 6 * position)) & 0x3F)])
                } else if padded {
                    out.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes either alphabet, with or without padding; `nil` for anything malformed.
    static func decode(_ text: String) -> [UInt8]? {
        var symbols: [UInt8] = []
        var sawPadding = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "=") {
                sawPadding = true
                continue
            }
            guard !sawPadding, let value = value(of: byte) else { return nil }
            symbols.append(value)
        }
        guard symbols.count % 4 != 1 else { return nil }
        var out: [UInt8] = []
        var index = 0
        while index < symbols.count {
            let group = symbols[index..<min(index + 4, symbols.count)]
            var word: UInt32 = 0
            for (offset, symbol) in group.enumerated() { word |= UInt32(symbol) << (18 - 6 * offset) }
            for byteIndex in 0..<(group.count - 1) {
                out.append(UInt8(truncatingIfNeeded: word >> (16 - 8 * byteIndex)))
            }
            index += 4
        }
        return out
    }

    private static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"), UInt8(ascii: "-"): return 62
        case UInt8(ascii: "/"), UInt8(ascii: "_"): return 63
        default: return nil
        }
    }
}
