import YTCore

/// The text of a field being typed and where its cursor is, with a shell's line-editing keys:
/// ← → (Ctrl-B, Ctrl-F), Home End (Ctrl-A, Ctrl-E), a word back or forward (Alt-B, Alt-F,
/// Ctrl-← Ctrl-→), Backspace and Delete (Ctrl-D) at the cursor, Alt-Backspace and Ctrl-W a word
/// back, Ctrl-U and Ctrl-K to the start or the end.
///
/// A paste goes in at the cursor. A multi-line field (a comment) keeps its line breaks, and
/// Alt-Enter types one; a one-line field (a search, the gate's fields) refuses a paste of several
/// lines, so a password or an address is never joined from lines silently (one line break at the
/// end of a paste is dropped: copying a line often takes it).
struct EditableText: Equatable, Sendable {
    private(set) var characters: [Character]
    /// Where the next character goes: 0 is before the first.
    private(set) var cursor: Int
    let multiline: Bool

    init(_ text: String = "", multiline: Bool = false) {
        characters = Array(text)
        cursor = characters.count
        self.multiline = multiline
    }

    var text: String { String(characters) }
    var isEmpty: Bool { characters.isEmpty }

    /// What a key did to the field.
    enum Outcome: Equatable, Sendable {
        /// The text or the cursor changed (or the key was an editing key with nothing to do).
        case edited
        /// A paste a one-line field does not take, and why.
        case refused(String)
        /// Not an editing key: the form or the typing line decides.
        case notEditing
    }

    static let multilineRefusal = "Not pasted: it has line breaks, and this field takes one line."

    mutating func apply(_ key: Key) -> Outcome {
        switch key {
        case .character(let character): insert([character])
        case .paste(let pasted):
            var text = pasted
            if !multiline, text.hasSuffix("\n") { text.removeLast() }
            if !multiline, text.contains("\n") { return .refused(Self.multilineRefusal) }
            insert(Array(text))
        case .meta(.enter) where multiline: insert(["\n"])
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .wordLeft, .meta(.character("b")): cursor = wordStart(before: cursor)
        case .wordRight, .meta(.character("f")): cursor = wordEnd(after: cursor)
        case .backspace:
            guard cursor > 0 else { break }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .meta(.backspace), .control("w"):
            let start = wordStart(before: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        default:
            return .notEditing
        }
        return .edited
    }

    private mutating func insert(_ new: [Character]) {
        characters.insert(contentsOf: new, at: cursor)
        cursor += new.count
    }

    private func isWord(_ index: Int) -> Bool {
        characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
    }

    /// The start of the word before `index` (spaces and punctuation before it skipped).
    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, !isWord(start - 1) { start -= 1 }
        while start > 0, isWord(start - 1) { start -= 1 }
        return start
    }

    /// The end of the word after `index`.
    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count, !isWord(end) { end += 1 }
        while end < characters.count, isWord(end) { end += 1 }
        return end
    }

    /// The part of the field shown in `width` columns, scrolled so the cursor is on screen, and
    /// the cursor's column in it. Text cut off at either side is marked `…`; a line break shows
    /// as `↵`; a secret field shows a `•` per character.
    func window(width: Int, secret: Bool = false) -> (text: String, cursor: Int) {
        let width = max(2, width)
        let glyphs = characters.map { character -> String in
            if secret { return "•" }
            if character == "\n" { return "↵" }
            return TerminalText.sanitize(String(character))
        }
        let widths = glyphs.map(TerminalText.width)
        // The columns from `start` through the cursor's own cell, with a `…` for text cut on the
        // left and one for text after the cursor's cell.
        let cursorCell = (cursor < widths.count ? widths[cursor] : 1) + (cursor + 1 < widths.count ? 1 : 0)
        func span(from start: Int) -> Int { widths[start..<cursor].reduce(0, +) + cursorCell + (start > 0 ? 1 : 0) }
        var start = 0
        while start < cursor, span(from: start) > width { start += 1 }
        var shown = start > 0 ? "…" : ""
        var used = start > 0 ? 1 : 0
        let column = used + widths[start..<cursor].reduce(0, +)
        for index in start..<glyphs.count {
            // Room is kept for a `…` while more text follows.
            let room = widths[index] + (index == glyphs.count - 1 ? 0 : 1)
            if used + room > width {
                shown += "…"
                break
            }
            shown += glyphs[index]
            used += widths[index]
        }
        return (shown, column)
    }
}
