/// The `fields` parameter: a partial-response selection such as `items(id,snippet/title),nextPageToken`.
///
/// Grammar (Google's "partial response" syntax): a comma-separated list of paths
/// (`a/b/c`), each optionally followed by a parenthesised sub-selection; `*` selects everything
/// at its level. Arrays are transparent: a selection applies to each element.
struct FieldSelection: Sendable, Equatable {
    var includesAll = false
    var children: [String: FieldSelection] = [:]

    /// Parses `text`; throws `invalidParameter` (location `fields`) for malformed syntax.
    init(parsing text: String) throws {
        var parser = Parser(bytes: Array(text.utf8))
        guard let parsed = parser.parseList(), parser.atEnd else { throw APIError.invalidFields(text) }
        self = parsed
    }

    init() {}

    mutating func merge(path: [String], selection: FieldSelection) {
        guard !includesAll else { return }
        guard let head = path.first else {
            if selection.includesAll {
                self = selection
            } else {
                for (key, child) in selection.children {
                    self.children[key, default: FieldSelection()].merge(path: [], selection: child)
                }
            }
            return
        }
        if head == "*" && path.count == 1 && selection.includesAll {
            self = selection
            return
        }
        children[head, default: FieldSelection()].merge(path: Array(path.dropFirst()), selection: selection)
    }

    /// The parts of `value` this selection keeps; the top level is always an object.
    func apply(to value: JSONValue) -> JSONValue {
        filter(value) ?? .object([])
    }

    private func filter(_ value: JSONValue) -> JSONValue? {
        if includesAll { return value }
        switch value {
        case .object(let members):
            let kept = members.compactMap { member -> JSONMember? in
                guard let selection = children[member.key] ?? children["*"],
                    let filtered = selection.filter(member.value)
                else { return nil }
                return JSONMember(key: member.key, value: filtered)
            }
            return kept.isEmpty ? nil : .object(kept)
        case .array(let elements):
            return .array(elements.compactMap { filter($0) })
        default:
            return nil
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        var atEnd: Bool { position == bytes.count }

        mutating func parseList() -> FieldSelection? {
            var selection = FieldSelection()
            repeat {
                skipSpaces()
                guard let (path, sub) = parseItem() else { return nil }
                selection.merge(path: path, selection: sub)
                skipSpaces()
            } while consume(UInt8(ascii: ","))
            return selection
        }

        private mutating func parseItem() -> ([String], FieldSelection)? {
            var path: [String] = []
            repeat {
                guard let name = parseName() else { return nil }
                path.append(name)
            } while consume(UInt8(ascii: "/"))
            var leaf = FieldSelection()
            leaf.includesAll = true
            guard consume(UInt8(ascii: "(")) else { return (path, leaf) }
            guard let inner = parseList(), consume(UInt8(ascii: ")")) else { return nil }
            return (path, inner)
        }

        private mutating func parseName() -> String? {
            let start = position
            while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            let name = String(decoding: bytes[start..<position], as: UTF8.self)
            return name.contains("*") && name != "*" ? nil : name
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        private mutating func skipSpaces() {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "@"), UInt8(ascii: "$"),
                UInt8(ascii: "*"):
                true
            default:
                false
            }
        }
    }
}
