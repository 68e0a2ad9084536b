/// Turns what the terminal sends into keys, read after read: a paste or an escape sequence that
/// one read cuts in two is finished by the next.
///
/// A lone ESC is the Escape key only when nothing follows it in the same read: terminals send a
/// whole escape sequence at once, and a person cannot type ESC and another key within one read,
/// so ESC followed by a key is that key with Alt (Meta), as charmbracelet/bubbletea reads it.
/// Between `ESC [ 200 ~` and `ESC [ 201 ~` (bracketed paste, which `RawTerminal` turns on)
/// everything is text: one `.paste` however many lines, never a `q` that quits.
struct KeyDecoder {
    /// The start of an escape sequence the last read ended in the middle of.
    private var pending: [UInt8] = []
    /// The text of a paste that has not ended yet.
    private var pasted: [UInt8]? = nil

    /// A paste longer than this keeps its first bytes: more than any field takes.
    static let pasteLimit = 1 << 20
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)
    /// An unfinished sequence longer than this is noise, not a key on its way.
    private static let pendingLimit = 32

    /// The keys `bytes` complete, keeping what is unfinished for the next read.
    mutating func decode(_ read: [UInt8]) -> [Key] {
        let bytes = pending + read
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            if pasted != nil {
                index = continuePaste(bytes, from: index, into: &keys)
                continue
            }
            let byte = bytes[index]
            if byte == 0x1B {
                switch Self.escapeSequence(bytes, at: index) {
                case .key(let key, let length):
                    if let key { keys.append(key) }
                    index += length
                case .pasteStart(let length):
                    pasted = []
                    index += length
                case .unfinished:
                    if bytes.count - index <= Self.pendingLimit { pending = Array(bytes[index...]) }
                    return keys
                }
                continue
            }
            let (key, length) = Self.plainKey(bytes, at: index)
            if let key { keys.append(key) }
            index += length
        }
        return keys
    }

    /// Adds the paste's bytes up to its end marker (then the paste itself to `keys`), or all of
    /// them when the marker is still to come; returns where decoding goes on.
    private mutating func continuePaste(_ bytes: [UInt8], from index: Int, into keys: inout [Key]) -> Int {
        let rest = bytes[index...]
        if let end = rest.firstRange(of: Self.pasteEnd) {
            append(rest[..<end.lowerBound])
            keys.append(.paste(Self.text(pasted ?? [])))
            pasted = nil
            return end.upperBound
        }
        // The end marker may be cut by the read: its first bytes wait for the next one.
        var kept = min(Self.pasteEnd.count - 1, rest.count)
        while kept > 0, !Self.pasteEnd.starts(with: rest.suffix(kept)) { kept -= 1 }
        append(rest.dropLast(kept))
        pending = Array(rest.suffix(kept))
        return bytes.count
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>) {
        let room = Self.pasteLimit - (pasted?.count ?? 0)
        if room > 0 { pasted?.append(contentsOf: bytes.prefix(room)) }
    }

    /// Pasted bytes as field text: `\r\n` and `\r` become `\n`, a tab a space, and every other
    /// control character goes (a pasted escape sequence must not reach the screen or a comment).
    static func text(_ bytes: [UInt8]) -> String {
        let decoded = String(decoding: bytes, as: UTF8.self)
        var text = String.UnicodeScalarView()
        var previous: Unicode.Scalar? = nil
        for scalar in decoded.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r": continue
            case 0x0A, 0x0D: text.append("\n")
            case 0x09: text.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: text.append(scalar)
            }
        }
        return String(text)
    }

    /// The key of a byte (or a UTF-8 character) that starts no escape sequence, and its length.
    private static func plainKey(_ bytes: [UInt8], at index: Int) -> (Key?, Int) {
        let byte = bytes[index]
        switch byte {
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        default:
            let length = utf8Length(byte)
            if index + length <= bytes.count,
               let text = String(validating: bytes[index..<index + length], as: UTF8.self), let character = text.first
            {
                return (.character(character), length)
            }
            return (nil, 1)  // a stray byte
        }
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }

    private enum Sequence {
        /// The key (nil for one the browser ignores) and the sequence's length.
        case key(Key?, Int)
        case pasteStart(Int)
        /// The read ended inside the sequence.
        case unfinished
    }

    /// What the escape sequence at `start` stands for.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> Sequence {
        guard start + 1 < bytes.count else { return .key(.escape, 1) }
        let introducer = bytes[start + 1]
        if introducer == 0x1B { return .key(.escape, 1) }
        if introducer == UInt8(ascii: "O"), start + 2 >= bytes.count { return .key(.meta(.character("O")), 2) }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            let (key, length) = plainKey(bytes, at: start + 1)
            return .key(key.map(Key.meta), 1 + length)
        }
        // CSI: parameters and intermediates, then one final byte in 0x40...0x7E.
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return .unfinished }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let length = end - start + 1
        if parameters.hasPrefix("<") { return .key(mouse(parameters, final: bytes[end]), length) }
        // Ctrl (5) or Alt (3) with an arrow: `ESC [ 1 ; 5 C`.
        let modified = parameters.hasSuffix(";5") || parameters.hasSuffix(";3")
        switch (bytes[end], parameters) {
        case (UInt8(ascii: "~"), "200"): return .pasteStart(length)
        case (UInt8(ascii: "C"), _) where modified: return .key(.wordRight, length)
        case (UInt8(ascii: "D"), _) where modified: return .key(.wordLeft, length)
        case (UInt8(ascii: "A"), _): return .key(.up, length)
        case (UInt8(ascii: "B"), _): return .key(.down, length)
        case (UInt8(ascii: "C"), _): return .key(.right, length)
        case (UInt8(ascii: "D"), _): return .key(.left, length)
        case (UInt8(ascii: "H"), _): return .key(.home, length)
        case (UInt8(ascii: "F"), _): return .key(.end, length)
        case (UInt8(ascii: "Z"), _): return .key(.backTab, length)
        case (UInt8(ascii: "~"), "3"): return .key(.delete, length)
        case (UInt8(ascii: "~"), "5"): return .key(.pageUp, length)
        case (UInt8(ascii: "~"), "6"): return .key(.pageDown, length)
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return .key(.home, length)
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return .key(.end, length)
        default: return .key(nil, length)
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
