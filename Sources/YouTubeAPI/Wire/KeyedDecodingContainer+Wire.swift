import Foundation

extension KeyedDecodingContainer {
    /// Decodes a count the API sends as a decimal string (`"23278951"`), accepting a JSON number too.
    ///
    /// A value that is not a non-negative integer throws rather than becoming `nil`: a silently
    /// missing count would look like "hidden" to the user when the API actually changed shape.
    func decodeCountIfPresent(forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let text = try? decode(String.self, forKey: key) {
            guard let count = Self.parseCount(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self,
                    debugDescription: "Expected a non-negative integer string, got \"\(text)\".")
            }
            return count
        }
        let count = try decode(Int.self, forKey: key)
        guard count >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Expected a non-negative count, got \(count).")
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

    private static func parseCount(_ text: String) -> Int? {
        // Int("+5") and Int("-0") succeed, so insist on plain ASCII digits first.
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }
}
