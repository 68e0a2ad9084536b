import Foundation

/// The YouTube API's quota day: it runs from midnight to midnight Pacific time.
///
/// ```swift
/// QuotaDay(containing: date).key        // "2026-11-21"
/// QuotaDay(containing: date).resetsAt   // the next midnight in Los Angeles
/// ```
public struct QuotaDay: Sendable, Hashable {
    /// The day as `yyyy-MM-dd` in Pacific time: the ledger's key.
    public let key: String
    /// When this day's quota resets: the midnight that ends it.
    public let resetsAt: Date

    /// The quota day that `date` falls in.
    public init(containing date: Date) {
        let calendar = Self.calendar
        let start = calendar.startOfDay(for: date)
        let parts = calendar.dateComponents([.year, .month, .day], from: start)
        key = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        resetsAt = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }

    /// Pacific time, with daylight saving. Without tz data the zone falls back to UTC-8, which
    /// is an hour off in summer.
    public static let timeZone = TimeZone(identifier: "America/Los_Angeles") ?? TimeZone(secondsFromGMT: -8 * 3600)!

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }()
}
