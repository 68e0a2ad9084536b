import PropertyBased
import YTFuzzing

/// Generators of the text strangers send: escape sequences, controls, bidi overrides, combining
/// marks, CJK, emoji and pieces of URLs and tags, mixed with plain words and random scalars.
enum Hostile {
    /// Pieces kept whole in what the generators build, so that sequences stay intact.
    static let pieces: [String] = [
        // Terminal controls and complete escape sequences.
        "\u{1B}", "\u{1B}[31m", "\u{1B}[0m", "\u{1B}[2J", "\u{1B}]8;;http://evil.example\u{07}",
        "\u{1B}]52;c;ZXZpbA==\u{1B}\\", "\u{1B}P1$r\u{1B}\\", "\u{1B}c", "\u{9B}31m", "\u{9D}0;t\u{9C}", "\u{90}",
        "\u{9C}", "\u{07}", "\u{08}", "\u{00}", "\u{7F}", "\r", "\n", "\t", "\r\n",
        // Bidi marks, embeddings, overrides and isolates.
        "\u{202E}", "\u{202A}", "\u{202C}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}",
        // Combining marks, joiners, variation selectors, a prepended mark, a zero-width space.
        "\u{301}", "\u{20DD}", "\u{200D}", "\u{FE0F}", "\u{0600}", "\u{200B}",
        // Wide characters and emoji.
        "日", "本語", "ｶ", "Ａ", "한", "🎉", "👩‍👩‍👧", "❤️", "🇯🇵", "👍🏽", "…",
        // Other scripts and other digits.
        "é", "e\u{301}", "ß", "Ж", "λ", "עברית", "عربي", "٣", "１", "½",
        // Pieces of tags and URLs.
        "#", "@", ".", "-", "_", " ", ",", "!", "(", ")", "://", "/", "?", "&", "=", "%2F", "%", "https://",
        "youtu.be/", "youtube.com/", "watch?v=", "&list=", "@UC", "PL",
    ]

    /// One of ``pieces``.
    static let piece = Gen<String?>.element(of: pieces).map { $0! }

    /// Any Unicode scalar, as a string.
    static let scalar = Gen<UInt32>.value(in: 0...0x10FFFF).compactMap { Unicode.Scalar($0).map { String($0) } }

    /// A short word of ASCII letters and digits.
    static let word = Gen.letterOrNumber.string(of: 1...8)

    /// Text of up to 24 pieces, words and random scalars.
    static let text = Gen<String>.frequency((3, piece), (2, word), (1, scalar)).array(of: 0...24)
        .map { $0.joined() }

    /// Text as hostile as ``text`` but without a scalar a terminal acts on (so no line breaks or tabs).
    static let printable = text.map { text in
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !TerminalHazard.contains($0) }))
    }
}
