/// One key press as the browser understands it, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab
    /// Ctrl with a letter (`control("c")` for Ctrl-C); raw mode delivers them as bytes.
    case control(Character)
    case wheelUp, wheelDown

    /// Splits `bytes` into the keys they encode and what is left of an unfinished sequence.
    ///
    /// A lone ESC is the Escape key only when nothing follows it in the same read: terminals send a
    /// whole escape sequence at once, and a person cannot type ESC and `[` within one read.
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                let (key, length) = escapeSequence(bytes, at: index)
                if let key { keys.append(key) }
                index += length
                continue
            }
            switch byte {
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
            default:
                let length = utf8Length(byte)
                if index + length <= bytes.count,
                   let text = String(validating: bytes[index..<index + length], as: UTF8.self), let character = text.first
                {
                    keys.append(.character(character))
                    index += length
                    continue
                }
            }
            index += 1
        }
        return keys
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }

    /// The key an escape sequence at `start` stands for (nil for one the browser ignores) and its length.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (Key?, Int) {
        guard start + 1 < bytes.count else { return (.escape, 1) }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            return (.escape, 1)
        }
        // CSI: parameters and intermediates, then one final byte in 0x40...0x7E.
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return (nil, bytes.count - start) }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let length = end - start + 1
        if parameters.hasPrefix("<") { return (mouse(parameters, final: bytes[end]), length) }
        switch (bytes[end], parameters) {
        case (UInt8(ascii: "A"), _): return (.up, length)
        case (UInt8(ascii: "B"), _): return (.down, length)
        case (UInt8(ascii: "C"), _): return (.right, length)
        case (UInt8(ascii: "D"), _): return (.left, length)
        case (UInt8(ascii: "H"), _): return (.home, length)
        case (UInt8(ascii: "F"), _): return (.end, length)
        case (UInt8(ascii: "Z"), _): return (.backTab, length)
        case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
        case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
        default: return (nil, length)
        }
    }

    /// SGR mouse reports (`ESC [ < b ; x ; y M`): only the wheel is used.
    private static func mouse(_ parameters: String, final: UInt8) -> Key? {
        guard final == UInt8(ascii: "M"), let button = Int(parameters.dropFirst().split(separator: ";").first ?? "") else {
            return nil
        }
        switch button {
        case 64: return .wheelUp
        case 65: return .wheelDown
        default: return nil
        }
    }
}
