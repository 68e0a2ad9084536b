/// Removes the API key from text about to be shown: a request's URL, a `-v` trace, an error.
///
/// The key is found by where it sits, not by what it says: the value of a `key` query parameter
/// (`?key=…` or `&key=…`, up to the next `&`, `#`, space or quote) and the rest of an
/// `Authorization:` header line become `REDACTED`, whatever the key's length. No other text is
/// touched, so a one-letter key leaves `likeCount` alone. Only a key long enough that it cannot
/// occur by chance (`literalMinimum` characters; real keys have 39) is also replaced wherever its
/// exact text appears, in case a server echoes it in a message.
public struct KeyRedaction: Sendable {
    public static let placeholder = "REDACTED"
    /// Keys at least this long are also replaced as literal text.
    public static let literalMinimum = 20

    private let key: String

    public init(key: String) {
        self.key = key
    }

    public func callAsFunction(_ text: String) -> String {
        var result = Self.redactingStructure(text)
        if key.count >= Self.literalMinimum {
            result = result.replacingOccurrences(of: key, with: Self.placeholder)
        }
        return result
    }

    /// `text` with every `key` query parameter's value and every `Authorization` header's value
    /// replaced.
    public static func redactingStructure(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let match = nextSecret(in: rest) {
            output += rest[..<match.valueStart]
            output += placeholder
            rest = rest[match.valueEnd...]
        }
        output += rest
        return output
    }

    /// Where the next secret value in `text` starts and ends.
    private static func nextSecret(in text: Substring) -> (valueStart: String.Index, valueEnd: String.Index)? {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "?" || character == "&" {
                let nameStart = text.index(after: index)
                if text[nameStart...].hasPrefix("key=") {
                    let valueStart = text.index(nameStart, offsetBy: 4)
                    let valueEnd = text[valueStart...].firstIndex { queryValueEnds.contains($0) } ?? text.endIndex
                    return (valueStart, valueEnd)
                }
            } else if character == "A" || character == "a", isLineStartOrSpace(before: index, in: text),
                text[index...].prefix(14).lowercased() == "authorization:"
            {
                var valueStart = text.index(index, offsetBy: "authorization:".count)
                while valueStart < text.endIndex, text[valueStart] == " " { valueStart = text.index(after: valueStart) }
                let valueEnd = text[valueStart...].firstIndex { $0.isNewline || $0 == "\"" } ?? text.endIndex
                return (valueStart, valueEnd)
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static let queryValueEnds: Set<Character> = ["&", "#", " ", "\"", "'", "\n", "\r", "\r\n", "\t", ">", "<"]

    private static func isLineStartOrSpace(before index: String.Index, in text: Substring) -> Bool {
        guard index > text.startIndex else { return true }
        let previous = text[text.index(before: index)]
        return previous.isNewline || previous == " " || previous == "\"" || previous == "{" || previous == ","
    }
}
