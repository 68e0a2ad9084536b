import Foundation

/// A URL as people paste it: with a scheme, or without one (`youtu.be/…`, `youtube.com/@name`).
enum PastedURL {
    /// Parses `text`, taking `https` as its scheme when it does not start with one.
    ///
    /// Only a scheme at the start counts: a link pasted without one can still carry a URL in its
    /// query (`youtube.com/watch?v=…&u=https://…`).
    static func components(_ text: String) -> URLComponents? {
        URLComponents(string: hasScheme(text) ? text : "https://" + text)
    }

    /// Whether `text` starts with `scheme://`: a letter, then letters, digits, `+`, `-` or `.`.
    private static func hasScheme(_ text: String) -> Bool {
        guard let separator = text.range(of: "://") else { return false }
        let scheme = text[..<separator.lowerBound].unicodeScalars
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        return (scheme.first.map(isLetter) ?? false)
            && scheme.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }
}
