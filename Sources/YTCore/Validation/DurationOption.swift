/// Reads a length of time typed on the command line (`--min-duration`): whole seconds, or a
/// whole number with `s`, `m` or `h`: `90`, `90s`, `5m`, `1h`.
///
/// Digits only (no sign, no spaces, no fraction), and at most `maximumSeconds`: a value from the
/// command line never overflows the arithmetic that uses it.
public enum DurationOption {
    /// A week: longer than any video a filter could mean.
    public static let maximumSeconds = 7 * 24 * 3600

    /// What an error names as accepted.
    public static let accepted = "seconds or a whole number with s, m or h (90, 5m, 1h), at most 168h"

    /// The seconds `text` stands for, or `nil` when it is not of that form or above the maximum.
    public static func seconds(_ text: String) -> Int? {
        let units: [Character: Int] = ["s": 1, "m": 60, "h": 3600]
        let unit = text.last.flatMap { units[$0] }
        let digits = unit == nil ? Substring(text) : text.dropLast()
        guard !digits.isEmpty, digits.count <= 12, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = Int(digits)
        else { return nil }
        let (seconds, overflow) = value.multipliedReportingOverflow(by: unit ?? 1)
        guard !overflow, seconds <= maximumSeconds else { return nil }
        return seconds
    }
}
