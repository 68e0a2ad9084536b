/// Splits comment text into plain runs, #hashtags and @mentions (the NCNS app's rules).
///
/// A `#` or `@` starts a tag only at the start of the text or after a character that is not a
/// letter, digit or `_` (so `C#`, `a@b.com` and `x#1` stay plain). A hashtag runs over letters,
/// digits and `_` and must hold a letter; a mention runs over letters, digits, `_`, `.` and `-`,
/// without a trailing `.` or `-`.
public enum TagParser {
    public enum Segment: Sendable, Hashable {
        case text(String)
        /// The word without `#`, as written.
        case hashtag(String)
        /// The handle without `@`, as written.
        case mention(String)
    }

    public static func segments(_ text: String) -> [Segment] {
        var segments: [Segment] = []
        var plain = ""
        var index = text.startIndex
        var previous: Character? = nil
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if (character == "#" || character == "@"), previous.map({ !isWordCharacter($0) }) ?? true,
                let (word, end) = tagWord(in: text, from: next, mention: character == "@")
            {
                if !plain.isEmpty { segments.append(.text(plain)); plain = "" }
                segments.append(character == "#" ? .hashtag(word) : .mention(word))
                previous = text[text.index(before: end)]
                index = end
                continue
            }
            plain.append(character)
            previous = character
            index = next
        }
        if !plain.isEmpty { segments.append(.text(plain)) }
        return segments
    }

    /// Distinct hashtags, lower-cased, in order of first appearance.
    public static func hashtags(in text: String) -> [String] {
        distinct(segments(text).compactMap { if case .hashtag(let word) = $0 { word.lowercased() } else { nil } })
    }

    /// Distinct mentioned handles, lower-cased, in order of first appearance.
    public static func mentions(in text: String) -> [String] {
        distinct(segments(text).compactMap { if case .mention(let handle) = $0 { handle.lowercased() } else { nil } })
    }

    private static func tagWord(in text: String, from start: String.Index, mention: Bool) -> (String, String.Index)? {
        var end = start
        while end < text.endIndex, isWordCharacter(text[end]) || (mention && (text[end] == "." || text[end] == "-")) {
            end = text.index(after: end)
        }
        while mention, end > start, let last = text[..<end].last, last == "." || last == "-" {
            end = text.index(before: end)
        }
        let word = String(text[start..<end])
        guard !word.isEmpty, mention || word.contains(where: \.isLetter) else { return nil }
        return (word, end)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func distinct(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
