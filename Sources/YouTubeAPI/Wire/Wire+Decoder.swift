import Foundation

extension Wire {
    /// Returns a decoder that reads the API's RFC 3339 timestamps.
    ///
    /// Timestamps come with or without fractional seconds (`2019-06-23T02:49:00.000Z`,
    /// `2023-05-11T00:20:46Z`, and 4 or 6 digits on subscriptions) and with `Z` or a numeric
    /// offset. A new decoder per call keeps callers from sharing mutable decoder state.
    ///
    /// - Returns: A `JSONDecoder` for any `Wire` type.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseTimestamp(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an RFC 3339 timestamp, got \"\(text)\".")
            }
            return date
        }
        return decoder
    }

    /// Parses an RFC 3339 date-time (`2023-05-11T00:20:46Z`, `…46.095866Z`, `…46+00:00`).
    ///
    /// By arithmetic on the digits: Foundation's format styles load the ICU time-zone tables on
    /// first use, which costs more than a whole cached `feed` spends decoding its answer.
    static func parseTimestamp(_ text: String) -> Date? {
        guard hasRFC3339Shape(text) else { return nil }
        let bytes = Array(text.utf8)
        guard let seconds = CivilCalendar.seconds(ofDateTime: bytes, separator: UInt8(ascii: "T")) else { return nil }
        func number(_ start: Int, _ count: Int) -> Int {
            bytes[start..<start + count].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        var index = 19
        var fraction = 0.0
        if bytes[index] == UInt8(ascii: ".") {
            var scale = 0.1
            index += 1
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                fraction += Double(bytes[index] - UInt8(ascii: "0")) * scale
                scale /= 10
                index += 1
            }
        }
        var offset = 0
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let (offsetHours, offsetMinutes) = (number(index + 1, 2), number(index + 4, 2))
            guard offsetHours <= 23, offsetMinutes <= 59 else { return nil }
            offset = (offsetHours * 3600 + offsetMinutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        }
        return Date(timeIntervalSince1970: Double(seconds - offset) + fraction)
    }

    /// Whether `text` looks like `YYYY-MM-DDTHH:MM:SS[.f+](Z|±HH:MM)`; values are checked by the parser.
    private static func hasRFC3339Shape(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func isDigit(_ index: Int) -> Bool { index < bytes.count && (0x30...0x39).contains(bytes[index]) }
        func matches(_ template: String, at start: Int) -> Bool {
            let pattern = Array(template.utf8)
            guard start + pattern.count <= bytes.count else { return false }
            for (offset, expected) in pattern.enumerated() {
                let index = start + offset
                if expected == UInt8(ascii: "d") {
                    guard isDigit(index) else { return false }
                } else if bytes[index] != expected {
                    return false
                }
            }
            return true
        }
        guard matches("dddd-dd-ddTdd:dd:dd", at: 0) else { return false }
        var index = 19
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return index + 1 == bytes.count
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            return matches("dd:dd", at: index + 1) && index + 6 == bytes.count
        default:
            return false
        }
    }
}
