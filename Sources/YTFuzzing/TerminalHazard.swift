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
        default: false
        }
    }
}
