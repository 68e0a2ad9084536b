import Foundation
import Testing
import YouTubeAPI

@testable import YTCore

/// `QuotaDay` and `CivilCalendar` work without Foundation's calendar; these hold them to it.
struct QuotaDayTests {
    private static let pacific: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        return calendar
    }()

    @Test func everyHourFromTwentyTwentyFourToTwentyThirtyFourIsTheZonesDay() {
        let start = CivilCalendar.days(fromCivil: 2024, 1, 1) * 86_400
        let end = CivilCalendar.days(fromCivil: 2034, 1, 1) * 86_400
        var mismatches: [String] = []
        // Every hour and a half: each hour of the day, each weekday, both sides of every change.
        for seconds in stride(from: start + 59, to: end, by: 5_400) where mismatches.count < 5 {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let ours = QuotaDay(containing: date)
            let dayStart = Self.pacific.startOfDay(for: date)
            let parts = Self.pacific.dateComponents([.year, .month, .day], from: dayStart)
            let key = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            let resets = Self.pacific.date(byAdding: .day, value: 1, to: dayStart)!
            if ours.key != key || ours.resetsAt != resets {
                mismatches.append("\(date): \(ours.key) \(ours.resetsAt), the zone says \(key) \(resets)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func theClocksChangeAtTwoInTheMorning() {
        // 2026: from 2026-03-08 10:00 UTC to 2026-11-01 09:00 UTC.
        let springs = CivilCalendar.days(fromCivil: 2026, 3, 8) * 86_400 + 10 * 3600
        let falls = CivilCalendar.days(fromCivil: 2026, 11, 1) * 86_400 + 9 * 3600
        #expect(QuotaDay.pacificOffset(at: springs - 1) == -8 * 3600)
        #expect(QuotaDay.pacificOffset(at: springs) == -7 * 3600)
        #expect(QuotaDay.pacificOffset(at: falls - 1) == -7 * 3600)
        #expect(QuotaDay.pacificOffset(at: falls) == -8 * 3600)
    }

    @Test func daysAndDatesRoundTripAndMatchFoundation() {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        // Foundation's calendar is Julian before October 1582; ours is Gregorian throughout.
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let (year, month, day) = CivilCalendar.civil(fromDays: days)
            #expect(CivilCalendar.days(fromCivil: year, month, day) == days)
            let parts = utc.dateComponents([.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: TimeInterval(days) * 86_400))
            guard days >= CivilCalendar.days(fromCivil: 1583, 1, 1) else { continue }
            #expect(parts.year == year && parts.month == month && parts.day == day, "\(days)")
            #expect(parts.weekday! - 1 == CivilCalendar.weekday(days: days), "\(days)")
        }
    }

    @Test func onlyDaysThatExistAreValid() {
        #expect(CivilCalendar.validDays(year: 2024, month: 2, day: 29) != nil)
        #expect(CivilCalendar.validDays(year: 2023, month: 2, day: 29) == nil)
        #expect(CivilCalendar.validDays(year: 2023, month: 4, day: 31) == nil)
        #expect(CivilCalendar.validDays(year: 2023, month: 13, day: 1) == nil)
        #expect(CivilCalendar.isoDate(days: 0) == "1970-01-01")
        #expect(CivilCalendar.isoDate(days: -1) == "1969-12-31")
        #expect(CivilCalendar.floorDivide(-1, 86_400) == -1 && CivilCalendar.floorDivide(86_400, 86_400) == 1)
    }

    /// The date and time both timestamp readers (the API's and the store's) start from.
    @Test func aDateAndTimeIsReadOnlyWhenEveryPartIsOne() {
        func seconds(_ text: String, _ separator: Character = "T") -> Int? {
            CivilCalendar.seconds(ofDateTime: Array(text.utf8), separator: separator.asciiValue!)
        }
        #expect(seconds("1970-01-01T00:00:00") == 0)
        #expect(seconds("2026-11-27 04:05:06.789", " ") == 1_795_752_306)
        #expect(seconds("2016-12-31T23:59:60Z") == seconds("2017-01-01T00:00:00"))
        for bad in ["2026-11-27 04:05:06", "2026-11-27T24:00:00", "2026-11-27T04:60:00", "2023-02-29T00:00:00",
                    "2026-1a-27T04:05:06", "2026-11-27T04:05:0", "2026/11/27T04:05:06"] {
            #expect(seconds(bad) == nil, "\(bad)")
        }
    }
}

extension QuotaDayTests {
    @Test func rfc3339IsWhatJSONEncoderWrites() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        for seconds in stride(from: -2_000_000_000.25, through: 4_000_000_000, by: 7_777_777.3) + [0, 1.999, 1_795_000_000] {
            let date = Date(timeIntervalSince1970: seconds)
            let foundation = String(decoding: try encoder.encode([date]), as: UTF8.self)
            #expect(foundation == "[\"\(CivilCalendar.rfc3339(date))\"]", "\(seconds)")
            #expect(date.formatted(.iso8601) == CivilCalendar.rfc3339(date), "\(seconds)")
        }
    }
}
