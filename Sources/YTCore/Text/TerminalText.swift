/// Makes text from the network or the database safe to show on a terminal, and measures it.
///
/// Titles and comments are written by strangers: an escape sequence in one could recolour the
/// screen, rewrite the clipboard (OSC 52), plant a link (OSC 8) or hide text behind a bidi
/// override. `sanitize` removes every such sequence and control character.
public enum TerminalText {
    /// Removes escape sequences, C0/C1 controls, DEL, bidi marks, overrides and isolates, and the
    /// invisible format characters terminals disagree on (see `isInvisibleFormat`); line breaks and
    /// tabs become spaces unless `keepNewlines`.
    public static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        // Printable ASCII holds nothing to remove: most titles, and every id, count and date.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let scalar = pending ?? scalars.next() {
            pending = nil
            switch scalar.value {
            case 0x1B:
                pending = skipEscapeSequence(&scalars)
            case 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                // 8-bit CSI/OSC/DCS/SOS/PM/APC: skip to the terminator like their 7-bit forms.
                pending = skipString(&scalars, csi: scalar.value == 0x9B)
            case 0x0A, 0x0D, 0x09:
                if keepNewlines && scalar.value == 0x0A {
                    output.append(scalar)
                } else if scalar.value != 0x0D || !keepNewlines {
                    output.append(" ")
                }
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            case _ where isInvisibleFormat(scalar.value):
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Format characters (general category Cf) that show nothing yet that terminals draw
    /// differently: the soft hyphen (glibc's `wcwidth`, xterm and tmux give it a column, a width
    /// count gives it none, so 160 of them in a title pushed a row's tail onto the next line),
    /// zero-width space, word joiner and invisible operators, the byte-order mark, the bidi
    /// marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–202E, U+2066–206F),
    /// interlinear annotations, the Mongolian vowel separator, shorthand format controls and
    /// musical format controls, and the language tag. Kept: ZWJ and ZWNJ (they join emoji
    /// sequences and shape scripts; no width either way), the tag characters of emoji flag
    /// sequences (U+E0020–E007F), and the prepended concatenation marks (U+0600–0605, which draw).
    static func isInvisibleFormat(_ value: UInt32) -> Bool {
        switch value {
        case 0x00AD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F,
            0xFEFF, 0xFFF9...0xFFFB, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0001:
            true
        default:
            false
        }
    }

    /// Consumes the rest of an escape sequence after ESC; returns a scalar read past its end, if any.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        guard let next = scalars.next() else { return nil }
        switch next {
        case "[": return skipString(&scalars, csi: true)
        case "]", "P", "X", "^", "_": return skipString(&scalars, csi: false)
        default: return nil  // a two-character sequence such as ESC c or ESC 7
        }
    }

    /// Skips a CSI (ends at a final byte 0x40–0x7E) or a string sequence (ends at BEL or ESC \).
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator, csi: Bool) -> Unicode.Scalar? {
        while let scalar = scalars.next() {
            if csi {
                if (0x40...0x7E).contains(scalar.value) { return nil }
                if scalar.value < 0x20 && scalar.value != 0x1B { continue }
            } else {
                if scalar.value == 0x07 || scalar.value == 0x9C { return nil }
                if scalar.value == 0x1B {
                    let after = scalars.next()
                    return after == "\\" ? nil : after
                }
            }
        }
        return nil
    }

    /// Columns a string takes on a terminal: East Asian wide characters and emoji count two,
    /// combining marks and joiners none.
    public static func width(_ text: String) -> Int {
        // Printable ASCII is one column a byte: most titles and every id and number.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    public static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue, (0x20..<0x7F).contains(ascii) { return 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // VS16 widens an emoji base only: after a letter or on its own it changes nothing on screen.
        let emojiStyle = first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F }
        if emojiStyle || first.properties.isEmojiPresentation { return 2 }
        if isWide(first.value) { return 2 }
        // The soft hyphen takes a column where terminals draw it (glibc's wcwidth, xterm, tmux),
        // though it is a format character; `sanitize` removes it from what is shown.
        if first.value == 0x00AD { return 1 }
        if scalars.allSatisfy({ isZeroWidth($0) }) { return 0 }
        return 1
    }

    /// Cuts `text` to at most `columns` columns, ending with "…" when anything was cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard width(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let w = width(of: character)
            if used + w > columns - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// Pads `text` with spaces to `columns` columns (left-aligned, or right-aligned for numbers).
    public static func pad(_ text: String, to columns: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, columns - width(text)))
        return right ? fill + text : text + fill
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200D
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
