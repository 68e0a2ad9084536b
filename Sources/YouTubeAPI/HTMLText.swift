/// Turns the HTML fragments the API sends into plain text.
///
/// search.list escapes titles and descriptions (`&#39;`, `&amp;`), comments' `textDisplay` holds
/// `<br>` and `<a href>` markup, and error messages link to documentation. These helpers handle
/// exactly that; they are not a general HTML parser.
///
/// ```swift
/// HTMLText.plainText(fromHTML: "Rock &amp; roll<br>again")   // "Rock & roll\nagain"
/// ```
public enum HTMLText {
    /// Replaces character references with the characters they stand for.
    ///
    /// Handles `&amp; &lt; &gt; &quot; &apos; &nbsp;`, a few common typographic names, and
    /// decimal (`&#39;`) and hexadecimal (`&#x27;`) references. Anything else, including unknown
    /// names, a missing `;` and numbers that are not Unicode scalars, is left as written.
    ///
    /// - Parameter text: Text that may contain character references.
    /// - Returns: The text with every recognised reference replaced.
    public static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let scalars = text.unicodeScalars
        var output = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if scalars[index] == "&", let (replacement, next) = reference(in: scalars, at: index) {
                output.append(contentsOf: replacement.unicodeScalars)
                index = next
            } else {
                output.append(scalars[index])
                index = scalars.index(after: index)
            }
        }
        return String(output)
    }

    /// Removes HTML tags and comments, turning `<br>` into a newline.
    ///
    /// Entities are left alone, so call this before ``decodeEntities(_:)``: decoding first would
    /// turn an escaped `&lt;b&gt;` into a tag and lose it. A `<` that does not start a tag
    /// (`1 < 2`) or is never closed stays in the text, and so does one that names no HTML element:
    /// Google writes `Requests from referer <empty> are blocked.` in its own words.
    ///
    /// - Parameter html: An HTML fragment.
    /// - Returns: The fragment's text content with line breaks kept.
    public static func stripTags(_ html: String) -> String {
        guard html.contains("<") else { return html }
        let scalars = html.unicodeScalars
        var output = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if scalars[index] == "<", let (tagName, next) = tag(in: scalars, at: index),
                tagName.isEmpty || elements.contains(tagName)
            {
                if tagName == "br" { output.append("\n") }
                index = next
            } else {
                output.append(scalars[index])
                index = scalars.index(after: index)
            }
        }
        return String(output)
    }

    /// Converts an HTML fragment to plain text: ``stripTags(_:)`` then ``decodeEntities(_:)``.
    ///
    /// - Parameter html: An HTML fragment such as a comment's `textDisplay`.
    /// - Returns: Plain text.
    public static func plainText(fromHTML html: String) -> String {
        decodeEntities(stripTags(html))
    }

    /// The elements whose tags are markup: those of comments' `textDisplay` and of Google's
    /// error messages, and the common ones of a web page. Any other `<word>` is text.
    private static let elements: Set<String> = [
        "a", "abbr", "b", "big", "blockquote", "body", "br", "center", "cite", "code", "dd", "div", "dl", "dt",
        "em", "font", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "html", "i", "img", "ins", "kbd", "li",
        "link", "meta", "ol", "p", "pre", "q", "s", "samp", "script", "small", "span", "strike", "strong",
        "style", "sub", "sup", "table", "tbody", "td", "th", "thead", "title", "tr", "tt", "u", "ul", "var",
    ]

    private static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
        "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
        "bull": "•", "middot": "·", "deg": "°", "euro": "€", "pound": "£", "yen": "¥",
        "cent": "¢", "times": "×", "divide": "÷", "sect": "§", "para": "¶", "shy": "\u{00AD}",
    ]

    /// The replacement for the reference starting at `amp` and the index just past its `;`.
    private static func reference(
        in scalars: String.UnicodeScalarView, at amp: String.UnicodeScalarView.Index
    ) -> (String, String.UnicodeScalarView.Index)? {
        var name = ""
        var index = scalars.index(after: amp)
        // The longest name handled is short; stopping early keeps a stray `&` cheap.
        while index < scalars.endIndex, name.unicodeScalars.count <= 10 {
            let scalar = scalars[index]
            if scalar == ";" {
                guard let replacement = resolve(name) else { return nil }
                return (replacement, scalars.index(after: index))
            }
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#"
            else { return nil }
            name.unicodeScalars.append(scalar)
            index = scalars.index(after: index)
        }
        return nil
    }

    private static func resolve(_ name: String) -> String? {
        guard name.hasPrefix("#") else { return namedEntities[name] }
        var digits = name.dropFirst()
        var radix = 10
        if digits.first == "x" || digits.first == "X" {
            digits = digits.dropFirst()
            radix = 16
        }
        guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: radix),
            value != 0, let scalar = Unicode.Scalar(value)
        else { return nil }
        return String(Character(scalar))
    }

    /// The lower-cased name of the tag or comment starting at `open` and the index past its end.
    private static func tag(
        in scalars: String.UnicodeScalarView, at open: String.UnicodeScalarView.Index
    ) -> (String, String.UnicodeScalarView.Index)? {
        let rest = scalars[scalars.index(after: open)...]
        guard let first = rest.first else { return nil }
        if String(rest.prefix(3)) == "!--" {
            guard let close = String(rest).range(of: "-->") else { return nil }
            let consumed = String(rest)[..<close.upperBound].unicodeScalars.count
            return ("", scalars.index(open, offsetBy: consumed + 1))
        }
        guard first.properties.isAlphabetic && first.isASCII || first == "/" || first == "!" || first == "?"
        else { return nil }
        var name = ""
        var quote: Unicode.Scalar?
        var index = rest.startIndex
        var nameDone = false
        while index < rest.endIndex {
            let scalar = rest[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == ">" {
                return (name.lowercased(), scalars.index(after: index))
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if !nameDone {
                if scalar.isASCII && scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    name.unicodeScalars.append(scalar)
                } else if scalar != "/" || !name.isEmpty {
                    nameDone = true
                }
            }
            index = rest.index(after: index)
        }
        return nil
    }
}
