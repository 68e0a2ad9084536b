import Foundation
import YouTubeAPI

/// Reads the dates `search --after`/`--before` take and writes them as the API wants (RFC 3339).
///
/// Accepted: a day `2024-01-31` (midnight UTC), a full RFC 3339 time `2024-01-31T12:00:00Z`, or an
/// age counted back from `now`: `12h`, `7d`, `2w`, `1y` (365 days).
public enum PublishedDate {
    /// What the error names as accepted.
    public static let accepted = "a date like 2024-01-31, an RFC 3339 time like 2024-01-31T12:00:00Z, "
        + "or an age like 12h, 7d, 2w, 1y"

    private static let unitSeconds: [Character: Int] = ["h": 3_600, "d": 86_400, "w": 604_800, "y": 31_536_000]

    /// - Parameters:
    ///   - text: what the person typed.
    ///   - option: the flag's name, for the error (`--after`).
    ///   - now: the instant ages count back from.
    /// - Throws: `CoreError.invalidValue` naming the accepted forms.
    public static func parse(_ text: String, option: String, now: Date) throws -> Date {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let unit = trimmed.last, let seconds = unitSeconds[unit] {
            let digits = trimmed.dropLast()
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), digits.count <= 6,
                let amount = Int(digits)
            else { throw CoreError.invalidValue(option: option, value: text, accepted: accepted) }
            return now.addingTimeInterval(-Double(amount * seconds))
        }
        if let day = self.day(trimmed) { return day }
        if let time = try? Date(trimmed, strategy: .iso8601) { return time }
        throw CoreError.invalidValue(option: option, value: text, accepted: accepted)
    }

    /// `2024-01-31T00:00:00Z`: what `publishedAfter`/`publishedBefore` take.
    public static func rfc3339(_ date: Date) -> String {
        CivilCalendar.rfc3339(date)
    }

    /// Midnight UTC of `YYYY-MM-DD`, refusing days that do not exist (`2023-02-29`).
    private static func day(_ text: String) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return CivilCalendar.validDays(year: year, month: month, day: day)
            .map { Date(timeIntervalSince1970: TimeInterval($0) * 86_400) }
    }
}
