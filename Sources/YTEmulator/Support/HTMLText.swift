/// HTML escaping the way YouTube applies it: search snippets escape `&`, `<`, `>`, `"` and `'`
/// (as `&#39;`), comment `textDisplay` additionally turns links and newlines into markup.
enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Search descriptions are cut near 160 characters on a word boundary and end in ` ...`.
    static func truncatedForSearch(_ text: String, limit: Int = 160) -> String {
        let flattened = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard flattened.count > limit else { return flattened }
        var cut = String(flattened.prefix(limit))
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut + " ..."
    }

    /// Comment `textDisplay` in `html` format: escaped text, `<br>` line breaks, linked URLs.
    static func commentDisplay(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
                let plain = String(word)
                guard plain.hasPrefix("http://") || plain.hasPrefix("https://") else { return escape(plain) }
                let safe = escape(plain)
                return "<a href=\"\(safe)\">\(safe)</a>"
            }.joined(separator: " ")
        }
        return lines.joined(separator: "<br>")
    }
}
