import Foundation
import GRDB
import YouTubeAPI

/// A date as the SQLite store keeps it: GRDB's text, `yyyy-MM-dd HH:mm:ss.SSS` in UTC, written and
/// read with `CivilCalendar`'s arithmetic.
///
/// GRDB's own `Date` conversion writes with a `DateFormatter` and reads with a `Calendar`, both in
/// the `en_US_POSIX` locale, and the first use of either loads ICU's locale and calendar tables:
/// about 7 ms and 5 MB in a command that only stamps a row, and a calendar computation for every
/// date read (a thousand subscriptions, a thousand). So YTStore binds `StoredDate(date)`, never a
/// `Date`, reads dates with `Row.date(_:)`, and its records convert theirs here (`DatedRecord`).
struct StoredDate: DatabaseValueConvertible {
    let date: Date

    init(_ date: Date) { self.date = date }

    var databaseValue: DatabaseValue { Self.text(date).databaseValue }

    static func fromDatabaseValue(_ value: DatabaseValue) -> StoredDate? {
        date(from: value).map(StoredDate.init)
    }

    /// `date` in GRDB's format, to the nearest millisecond as GRDB's formatter rounds it.
    static func text(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded())
        let day = CivilCalendar.floorDivide(milliseconds, 86_400_000)
        let time = milliseconds - day * 86_400_000
        let (year, month, dayOfMonth) = CivilCalendar.civil(fromDays: day)
        // A year without four digits (no clock gives one): GRDB's own text.
        guard (0...9999).contains(year) else { return String.fromDatabaseValue(date.databaseValue) ?? "" }
        // Digit by digit into 23 bytes: a refresh stamps thousands of uploads.
        return String(unsafeUninitializedCapacity: 23) { text in
            var index = 0
            func put(_ value: Int, _ width: Int, then separator: UInt8?) {
                var divisor = 1
                for _ in 1..<width { divisor *= 10 }
                while divisor > 0 {
                    text[index] = UInt8(ascii: "0") + UInt8(value / divisor % 10)
                    index += 1
                    divisor /= 10
                }
                if let separator { text[index] = separator; index += 1 }
            }
            put(year, 4, then: UInt8(ascii: "-"))
            put(month, 2, then: UInt8(ascii: "-"))
            put(dayOfMonth, 2, then: UInt8(ascii: " "))
            put(time / 3_600_000, 2, then: UInt8(ascii: ":"))
            put(time / 60_000 % 60, 2, then: UInt8(ascii: ":"))
            put(time / 1000 % 60, 2, then: UInt8(ascii: "."))
            put(time % 1000, 3, then: nil)
            return index
        }
    }

    /// A stored date: GRDB's text and SQLite's (`yyyy-MM-dd HH:mm:ss`, any fraction) here, any other
    /// form SQLite knows as a date (a number, a `T`, no seconds) by GRDB's reader.
    static func date(from value: DatabaseValue) -> Date? {
        if case .string(let text) = value.storage, let date = parse(text) { return date }
        return Date.fromDatabaseValue(value)
    }

    private static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard let seconds = CivilCalendar.seconds(ofDateTime: bytes, separator: UInt8(ascii: " ")) else { return nil }
        var fraction = 0.0
        if bytes.count > 19 {
            guard bytes[19] == UInt8(ascii: "."), bytes.count > 20, let digits = number(bytes[20...]) else { return nil }
            fraction = Double(digits) / pow(10, Double(bytes.count - 20))
        }
        return Date(timeIntervalSinceReferenceDate: Double(seconds) - Date.timeIntervalBetween1970AndReferenceDate + fraction)
    }

    /// The fraction's digits as a number (at most nine of them).
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard digits.count <= 9 else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

/// A record whose `Date` properties are stored and read as `StoredDate`.
protocol DatedRecord: FetchableRecord, EncodableRecord {}

extension DatedRecord {
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .custom { StoredDate($0) }
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .custom { StoredDate.date(from: $0) }
    }
}

extension Row {
    /// The date in `column`, read as `StoredDate` reads it.
    func date(_ column: String) -> Date { (self[column] as StoredDate).date }

    /// The date at `index`, read as `StoredDate` reads it.
    func date(atIndex index: Int) -> Date { (self[index] as StoredDate).date }
}
