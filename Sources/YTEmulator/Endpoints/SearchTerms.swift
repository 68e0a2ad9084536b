/// The `q` parameter: words that must all appear, `-word` that must not, `a|b` alternatives,
/// and `"quoted phrases"`; matching is case-insensitive over title, description and tags.
struct SearchTerms: Sendable {
    /// Each group matches when any of its alternatives occurs.
    let required: [[String]]
    let excluded: [String]

    var isEmpty: Bool { required.isEmpty && excluded.isEmpty }

    init(_ query: String) {
        var required: [[String]] = []
        var excluded: [String] = []
        for token in Self.tokens(query.lowercased()) {
            if token.hasPrefix("-"), token.count > 1 {
                excluded.append(String(token.dropFirst()))
            } else {
                let alternatives = token.split(separator: "|").map(String.init).filter { !$0.isEmpty }
                if !alternatives.isEmpty { required.append(alternatives) }
            }
        }
        self.required = required
        self.excluded = excluded
    }

    /// A relevance score, or `nil` when `text` does not match. Title hits weigh more.
    func score(text: String, title: String) -> Int? {
        var score = 1
        for group in required {
            guard let hit = group.first(where: { text.contains($0) }) else { return nil }
            score += title.lowercased().contains(hit) ? 3 : 1
        }
        if excluded.contains(where: { text.contains($0) }) { return nil }
        return score
    }

    /// Splits on spaces, keeping `"quoted phrases"` together.
    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if character.isWhitespace && !quoted {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
