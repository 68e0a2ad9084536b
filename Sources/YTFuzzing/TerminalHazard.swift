/// The scalars a terminal acts on instead of printing, listed apart from `TerminalText` so that
/// checks of its output do not trust its own list.
///
/// C0 controls (escape, bell, backspace, carriage return, …), DEL, the C1 controls (8-bit CSI,
/// OSC, …), and the bidi marks, embeddings, overrides and isolates that reorder what follows.
package enum TerminalHazard {
    /// Whether `scalar` may not reach a terminal; a line feed may when line breaks are kept.
    package static func contains(_ scalar: Unicode.Scalar, keepingNewlines: Bool = false) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingNewlines
        case 0x00...0x1F, 0x7F, 0x80...0x9F: true
        // LRM, RLM, ALM; LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI.
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        // Invisible format characters that terminals and width counts disagree on: the soft
        // hyphen, zero-width space, word joiner and invisible operators, the deprecated format
        // controls, BOM, annotations, the Mongolian vowel separator, shorthand and musical format
        // controls, the language tag.
        case 0x00AD, 0x180E, 0x200B, 0x2060...0x2064, 0x206A...0x206F, 0xFEFF, 0xFFF9...0xFFFB, 0x1BCA0...0x1BCA3,
            0x1D173...0x1D17A, 0xE0001: true
        default: false
        }
    }
}
