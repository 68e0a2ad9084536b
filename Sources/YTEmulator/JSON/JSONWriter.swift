/// Serialises ``JSONValue`` the way Google's front end does.
///
/// Pretty output uses two-space indentation and `"key": value`; compact output has no
/// whitespace at all (`prettyPrint=false`). `<` and `>` are written as `\u003c`/`\u003e`, as in
/// the recorded responses, so HTML inside error messages and comments arrives JSON-escaped.
struct JSONWriter {
    let pretty: Bool

    func serialize(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(value, depth: 0, into: &out)
        if pretty { out.append(UInt8(ascii: "\n")) }
        return out
    }

    private func write(_ value: JSONValue, depth: Int, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): out.append(contentsOf: String(number).utf8)
        case .string(let text): Self.writeString(text, into: &out)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, depth: depth, into: &out) { index, out in
                write(elements[index], depth: depth + 1, into: &out)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, depth: depth, into: &out) { index, out in
                Self.writeString(members[index].key, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                write(members[index].value, depth: depth + 1, into: &out)
            }
        }
    }

    private func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, depth: Int, into out: inout [UInt8],
        element: (Int, inout [UInt8]) -> Void
    ) {
        out.append(UInt8(ascii: open))
        guard count > 0 else {
            out.append(UInt8(ascii: close))
            return
        }
        for index in 0..<count {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            newline(depth + 1, into: &out)
            element(index, &out)
        }
        newline(depth, into: &out)
        out.append(UInt8(ascii: close))
    }

    private func newline(_ depth: Int, into out: inout [UInt8]) {
        guard pretty else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case UInt8(ascii: "\n"): out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20, UInt8(ascii: "<"), UInt8(ascii: ">"), 0x7F:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0xF))
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
