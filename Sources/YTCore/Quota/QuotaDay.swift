import Foundation
import YouTubeAPI

/// The YouTube API's quota day: it runs from midnight to midnight Pacific time.
///
/// ```swift
/// QuotaDay(containing: date).key        // "2026-11-21"
/// QuotaDay(containing: date).resetsAt   // the next midnight in Los Angeles
/// ```
///
/// Worked out from the US daylight-saving rule rather than with `Calendar` and the
/// `America/Los_Angeles` zone: every request asks for the day, and the zone's first use loads
/// ICU's tables (see `CivilCalendar`). QuotaDayTests holds it to the zone's answer hour by hour.
public struct QuotaDay: Sendable, Hashable {
    /// The day as `yyyy-MM-dd` in Pacific time: the ledger's key.
    public let key: String
    /// When this day's quota resets: the midnight that ends it.
    public let resetsAt: Date

    /// The quota day that `date` falls in.
    public init(containing date: Date) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = CivilCalendar.floorDivide(seconds + Self.pacificOffset(at: seconds), 86_400)
        key = CivilCalendar.isoDate(days: day)
        // The clocks change at 2 a.m., so the offset at the next midnight is that of any time
        // near it; the day that changes them is 23 or 25 hours long.
        let midnight = (day + 1) * 86_400
        resetsAt = Date(timeIntervalSince1970: TimeInterval(midnight - Self.pacificOffset(at: midnight + 8 * 3600)))
    }

    /// Seconds east of UTC in Los Angeles at `seconds` since 1970: −7 hours from the second
    /// Sunday of March at 2:00 PST to the first Sunday of November at 2:00 PDT, as US law has had
    /// it since 2007; −8 hours otherwise.
    static func pacificOffset(at seconds: Int) -> Int {
        let year = CivilCalendar.civil(fromDays: CivilCalendar.floorDivide(seconds, 86_400)).year
        let springs = sunday(onOrAfter: CivilCalendar.days(fromCivil: year, 3, 8)) * 86_400 + 10 * 3600
        let falls = sunday(onOrAfter: CivilCalendar.days(fromCivil: year, 11, 1)) * 86_400 + 9 * 3600
        return (springs..<falls).contains(seconds) ? -7 * 3600 : -8 * 3600
    }

    private static func sunday(onOrAfter days: Int) -> Int {
        days + (7 - CivilCalendar.weekday(days: days)) % 7
    }
}
