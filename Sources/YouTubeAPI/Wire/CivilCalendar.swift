import Foundation

/// Days of the Gregorian calendar as numbers, without Foundation's `Calendar`: its first use loads
/// ICU's calendar, zone and locale tables (about 7 ms and 5 MB of memory in a command that needs
/// only a date's digits). Howard Hinnant's `days_from_civil` and `civil_from_days`.
///
/// ```swift
/// CivilCalendar.days(fromCivil: 2026, 11, 27)      // 20_419, days since 1970-01-01
/// CivilCalendar.civil(fromDays: 20_419)            // (2026, 11, 27)
/// CivilCalendar.isoDate(days: 20_419)              // "2026-11-27"
/// CivilCalendar.rfc3339(date)                      // "2026-11-27T04:05:06Z"
/// ```
public enum CivilCalendar {
    /// Days since 1970-01-01 of a date; `month` 1…12 and `day` 1…31 are not checked against the
    /// month's length (`validDays` does).
    public static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01.
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days since 1970-01-01 of a date that exists (not `2023-02-29`), or nil.
    public static func validDays(year: Int, month: Int, day: Int) -> Int? {
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        let days = days(fromCivil: year, month, day)
        return civil(fromDays: days) == (year, month, day) ? days : nil
    }

    /// Seconds since 1970-01-01 UTC of the `yyyy-MM-dd?HH:mm:ss` that `bytes` start with, `?`
    /// being `separator` (`T` in RFC 3339, a space in SQLite's text): nil unless each digit is one,
    /// the date exists and the time is a time of day. A second of 60, a leap second, counts into
    /// the next minute.
    public static func seconds(ofDateTime bytes: [UInt8], separator: UInt8) -> Int? {
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == separator, bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for byte in bytes[start..<start + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            hour <= 23, minute <= 59, second <= 60,
            let days = validDays(year: year, month: month, day: day)
        else { return nil }
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday).
    public static func weekday(days: Int) -> Int {
        ((days % 7) + 11) % 7
    }

    /// `yyyy-MM-dd`.
    public static func isoDate(days: Int) -> String {
        let (year, month, day) = civil(fromDays: days)
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
    }

    /// `date` as `2026-11-27T04:05:06Z` (UTC, whole seconds), as `JSONEncoder`'s `.iso8601`
    /// writes it; that encoder and `ISO8601FormatStyle` look up the machine's time zone in ICU.
    public static func rfc3339(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = floorDivide(seconds, 86_400)
        let time = seconds - day * 86_400
        let clock = [time / 3600, time / 60 % 60, time % 60].map { digits($0, 2) }.joined(separator: ":")
        return "\(isoDate(days: day))T\(clock)Z"
    }

    /// `value` with leading zeros to `width` digits.
    public static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    /// `value / divisor` rounded toward minus infinity: the day of a time before 1970 too.
    public static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}
