import YTCore

/// Breaks styled text into lines of at most `width` columns, between words where it can (a word
/// wider than a line is cut), counting each character's display width.
enum TextWrap {
    static func wrap(_ spans: [Frame.Span], width: Int) -> [[Frame.Span]] {
        guard width > 0 else { return [] }
        var lines: [[Frame.Span]] = []
        var line: [Frame.Span] = []
        var used = 0
        func newLine() {
            lines.append(line)
            line = []
            used = 0
        }
        for (word, style) in words(spans) {
            var word = word
            let isSpace = word == " "
            if isSpace && used == 0 { continue }
            var columns = TerminalText.width(word)
            if used + columns > width, used > 0 {
                newLine()
                if isSpace { continue }
            }
            while columns > width {
                let (head, tail) = split(word, at: width - used)
                line.append(Frame.Span(head, style))
                newLine()
                word = tail
                columns = TerminalText.width(word)
            }
            line.append(Frame.Span(word, style))
            used += columns
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Words and single spaces, each with its span's style.
    private static func words(_ spans: [Frame.Span]) -> [(String, Frame.Style)] {
        var result: [(String, Frame.Style)] = []
        for span in spans {
            var word = ""
            for character in span.text {
                if character == " " {
                    if !word.isEmpty { result.append((word, span.style)) }
                    result.append((" ", span.style))
                    word = ""
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { result.append((word, span.style)) }
        }
        return result
    }

    private static func split(_ word: String, at columns: Int) -> (String, String) {
        var head = ""
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let width = TerminalText.width(of: word[index])
            if used + width > max(columns, 1) && !head.isEmpty { break }
            head.append(word[index])
            used += width
            index = word.index(after: index)
        }
        return (head, String(word[index...]))
    }
}
