/// How both stores keep a comment's tags: lower-cased, without their sigil, each once, in order of
/// first appearance.
enum CommentTagList {
    static func normalized(_ tag: String, sigil: Character) -> String {
        (tag.first == sigil ? String(tag.dropFirst()) : tag).lowercased()
    }

    /// The tags to store for `values`, empty ones left out.
    static func distinct(_ values: [String], sigil: Character) -> [String] {
        var seen = Set<String>()
        return values.map { normalized($0, sigil: sigil) }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
