import Foundation

extension KeyedDecodingContainer {
    /// Decodes a `uint64` count the API sends as a decimal string (`"23278951"`), accepting a JSON
    /// number too, across the whole range 0...18446744073709551615.
    ///
    /// A value that is not such an integer throws rather than becoming `nil`: a silently missing
    /// count would look like "hidden" to the user when the API actually changed shape.
    func decodeCountIfPresent(forKey key: Key) throws -> UInt64? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let text = try? decode(String.self, forKey: key) {
            guard let count = Wire.parseCount(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self,
                    debugDescription: "Expected a decimal count from 0 to 18446744073709551615, got \"\(text)\".")
            }
            return count
        }
        guard let count = try? decode(UInt64.self, forKey: key) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Expected a count from 0 to 18446744073709551615.")
        }
        return count
    }

    /// Decodes a flag the API sends as the string `"true"`/`"false"` (`caption`), accepting a JSON Bool too.
    func decodeBoolStringIfPresent(forKey key: Key) throws -> Bool? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let flag = try? decode(Bool.self, forKey: key) { return flag }
        let text = try decode(String.self, forKey: key)
        switch text {
        case "true": return true
        case "false": return false
        default:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Expected \"true\" or \"false\", got \"\(text)\".")
        }
    }

}

extension Wire {
    /// A `uint64` count written as decimal digits, or `nil`: empty, signed, spaced, fractional
    /// or above 18446744073709551615.
    public static func parseCount(_ text: String) -> UInt64? {
        // UInt64("+5") succeeds, so insist on plain ASCII digits first.
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return UInt64(text)
    }
}
