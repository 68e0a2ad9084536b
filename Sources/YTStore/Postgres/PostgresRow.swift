import Foundation
import YTCore

/// One row of a result, its fields as PostgreSQL's text; each accessor reads one column's type
/// and throws `StoreError.unavailable` for a value that is not of it.
public struct PostgresRow: Sendable, Hashable {
    public let fields: [String?]

    public subscript(_ column: Int) -> String? { fields[column] }

    public func text(_ column: Int) throws -> String {
        guard let value = fields[column] else { throw Self.bad(column, "NULL") }
        return value
    }

    public func int64(_ column: Int) throws -> Int64 {
        guard let value = Int64(try text(column)) else { throw Self.bad(column, fields[column]) }
        return value
    }

    public func int(_ column: Int) throws -> Int { Int(try int64(column)) }

    /// A `timestamptz` selected as `extract(epoch FROM …)`.
    public func date(_ column: Int) throws -> Date {
        guard let seconds = Double(try text(column)) else { throw Self.bad(column, fields[column]) }
        return Date(timeIntervalSince1970: seconds)
    }

    public func bool(_ column: Int) throws -> Bool { try text(column) == "t" }

    /// A `double precision`, or nil for NULL.
    public func double(_ column: Int) throws -> Double? {
        guard let value = fields[column] else { return nil }
        guard let number = Double(value) else { throw Self.bad(column, value) }
        return number
    }

    /// A `json` array of strings (as `to_json(ARRAY(…))` gives).
    public func strings(_ column: Int) throws -> [String] {
        guard let values = try? JSONDecoder().decode([String].self, from: Data(utf8: try text(column))) else {
            throw Self.bad(column, fields[column])
        }
        return values
    }

    /// A `bytea` in PostgreSQL's hex output (`\x0a1b…`), or nil for NULL.
    public func data(_ column: Int) throws -> Data? {
        guard let value = fields[column] else { return nil }
        guard let bytes = PostgresValue.bytes(fromHex: value) else { throw Self.bad(column, "bytea") }
        return bytes
    }

    private static func bad(_ column: Int, _ value: String?) -> StoreError {
        .unavailable(detail: "unexpected value in column \(column + 1) of a result: \(value ?? "NULL")")
    }
}

/// Swift values as the text parameters a statement takes.
enum PostgresValue {
    /// Seconds since 1970, as `to_timestamp($n)` reads them.
    static func date(_ date: Date) -> String { String(date.timeIntervalSince1970) }

    static func int(_ value: (some BinaryInteger)?) -> String? { value.map { String($0) } }

    /// A `bytea` in hex input form.
    static func bytes(_ data: Data?) -> String? {
        data.map { "\\x" + $0.map { String(format: "%02x", $0) }.joined() }
    }

    static func bytes(fromHex text: String) -> Data? {
        guard text.hasPrefix("\\x") else { return nil }
        let digits = Array(text.utf8.dropFirst(2))
        guard digits.count.isMultiple(of: 2) else { return nil }
        var data = Data(capacity: digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else { return nil }
            data.append(high << 4 | low)
            index += 2
        }
        return data
    }

    /// A `text[]` literal (`{"a","b\"c"}`), for `= ANY($n::text[])` and `unnest`.
    static func array(_ values: [String]) -> String {
        "{" + values.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            .joined(separator: ",") + "}"
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
