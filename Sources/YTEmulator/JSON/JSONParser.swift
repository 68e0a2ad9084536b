/// A strict JSON parser producing ``JSONValue``, so that `true` and `1` stay distinguishable
/// (Foundation's parser on Linux blurs them into `NSNumber`). It reads the bodies of write
/// methods, which anyone may send, so nesting stops at ``maximumDepth``; the tests read the
/// emulator's answers with it too.
struct JSONParser {
    /// Deeper documents are refused rather than parsed by recursion without end.
    static let maximumDepth = 64

    struct Failure: Error, CustomStringConvertible {
        let offset: Int
        var description: String { "invalid JSON at byte \(offset)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw Failure(offset: parser.index) }
        return value
    }

    /// A write method's request body, or the API's 400 `parseError` when it is not JSON.
    static func parseBody(_ bytes: [UInt8]) throws(APIError) -> JSONValue {
        do {
            return try parse(bytes)
        } catch {
            throw APIError.parseError
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw Failure(offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return .int(try integer())
        }
    }

    private mutating func object() throws -> JSONValue {
        try descend()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            members.append(JSONMember(key: key, value: try value()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return .object(members)
        }
    }

    private mutating func array() throws -> JSONValue {
        try descend()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return .array(elements)
        }
    }

    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try escape())
            case 0..<0x20:
                throw Failure(offset: index - 1)
            default:
                raw.append(byte)
            }
        }
        throw Failure(offset: index)
    }

    private mutating func escape() throws -> Unicode.Scalar {
        guard index < bytes.count else { throw Failure(offset: index) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
                guard peek(UInt8(ascii: "\\")) else { throw Failure(offset: index) }
                index += 2
                let low = try hex4()
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw Failure(offset: index) }
            return scalar
        default:
            throw Failure(offset: index - 1)
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw Failure(offset: index) }
        index += 4
        return value
    }

    /// The API's resources hold no fractions; one is refused as invalid.
    private mutating func integer() throws -> Int {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        guard let number = Int(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw Failure(offset: start)
        }
        return number
    }

    private mutating func descend() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw Failure(offset: index) }
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw Failure(offset: index)
        }
        index += expected.count
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard peek(byte) else { throw Failure(offset: index) }
        index += 1
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }
}
