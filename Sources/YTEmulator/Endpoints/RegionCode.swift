/// ISO 3166-1 alpha-2 region codes, as `regionCode` accepts them.
enum RegionCode {
    /// Throws `invalidValue` (quoting `original`, the value as sent) unless `code` is two
    /// upper-case ASCII letters.
    static func validate(_ code: String, original: String? = nil, parameter: String = "regionCode") throws {
        guard code.utf8.count == 2, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else {
            throw APIError.invalidValue(parameter, original ?? code)
        }
    }
}
