/// A region (`--region`, the Region of a filter sheet): two ASCII letters, A–Z in either case,
/// kept in upper case (`gb` is `GB`).
///
/// Here, below both ways in, so that the command line and the browser's sheets refuse the same
/// regions in the same words.
public struct RegionCode: Hashable, Sendable, CustomStringConvertible {
    /// What the help text and a sheet name as accepted.
    public static let accepted = "a two-letter ISO 3166-1 country code such as US, GB or JP (any case)"

    public static let unitedStates = RegionCode(checked: "US")

    /// The upper-case code the API takes.
    public let code: String

    /// The region `text` names, or nil when it is not two ASCII letters.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 2, bytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { return nil }
        code = text.uppercased()
    }

    private init(checked code: String) { self.code = code }

    public var description: String { code }
}
