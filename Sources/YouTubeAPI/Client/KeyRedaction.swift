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
        let result = Self.redactingStructure(text)
        guard key.count >= Self.literalMinimum else { return result }
        return Self.replacing(Array(key.utf8), in: result)
    }

    /// `text` with every `key` query parameter's value and every `Authorization` header's value
    /// replaced.
    ///
    /// Over the UTF-8 bytes: every request's URL passes here on its way to the `-v` trace, and
    /// walking it character by character cost as much as building it. A key's name and the bytes
    /// that end its value are ASCII, so the bytes say what the characters do. Text that names an
    /// `Authorization` header, only ever a trace of headers, keeps the rules by character, where
    /// any line break ends the value.
    public static func redactingStructure(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard !mentionsAuthorization(bytes) else { return redactingByCharacter(text) }
        return placeholding(text, bytes) { from in
            // The value after the next `?key=` or `&key=`, up to the byte that ends it.
            var index = from
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                guard byte == UInt8(ascii: "?") || byte == UInt8(ascii: "&"), bytes[index...].starts(with: keyName)
                else { continue }
                let start = index + keyName.count
                var end = start
                while end < bytes.count, !queryValueEndBytes.contains(bytes[end]) { end += 1 }
                return start..<end
            }
            return nil
        }
    }

    /// `text` with each `secret` in it, left to right and not overlapping, made the placeholder.
    private static func replacing(_ secret: [UInt8], in text: String) -> String {
        guard !secret.isEmpty else { return text }
        let bytes = Array(text.utf8)
        return placeholding(text, bytes) { from in
            var index = from
            while index + secret.count <= bytes.count {
                if bytes[index] == secret[0], bytes[index..<index + secret.count].elementsEqual(secret) {
                    return index..<index + secret.count
                }
                index += 1
            }
            return nil
        }
    }

    /// `text` (whose UTF-8 is `bytes`) with each range `next(from)` finds, from where the last one
    /// ended, made the placeholder; `text` itself when there is none.
    private static func placeholding(_ text: String, _ bytes: [UInt8], next: (Int) -> Range<Int>?) -> String {
        var output: [UInt8] = []
        var copied = 0
        var replaced = false
        while let range = next(copied) {
            output.append(contentsOf: bytes[copied..<range.lowerBound])
            output.append(contentsOf: placeholder.utf8)
            copied = range.upperBound
            replaced = true
        }
        guard replaced else { return text }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }

    private static let keyName = Array("key=".utf8)
    private static let queryValueEndBytes = Set("&# \"'\n\r\t><".utf8)
    private static let authorizationName = Array("authorization:".utf8)

    /// Whether `authorization:` appears anywhere in `bytes`, in any case.
    private static func mentionsAuthorization(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= authorizationName.count else { return false }
        return (0...bytes.count - authorizationName.count).contains { start in
            bytes[start] | 0x20 == UInt8(ascii: "a")
                && authorizationName.indices.allSatisfy { bytes[start + $0] | 0x20 == authorizationName[$0] }
        }
    }

    private static func redactingByCharacter(_ text: String) -> String {
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
