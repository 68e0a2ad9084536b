import Foundation
import Testing
@testable import YouTubeAPI

/// RFC 3339 timestamps as the API sends them, parsed by arithmetic: the same instants Foundation's
/// ISO 8601 parser finds, and nothing for what is not a valid date-time.
@Suite struct TimestampTests {
    static let valid = [
        "2023-05-11T00:20:46Z", "2019-06-23T02:49:00.000Z", "2024-02-29T23:59:59.5Z", "1970-01-01T00:00:00Z",
        "1969-12-31T23:59:59Z", "2000-03-01T12:00:00+05:30", "2010-10-10T10:10:10-08:00",
        "2021-07-04T04:05:06.095866Z", "2038-01-19T03:14:08Z", "1900-01-01T00:00:00Z", "2400-02-29T00:00:00Z",
    ]

    @Test(arguments: valid)
    func theSameInstantAsFoundation(text: String) throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        let expected = try #require(formatter.date(from: text))
        let parsed = try #require(Wire.parseTimestamp(text))
        #expect(abs(parsed.timeIntervalSince(expected)) < 0.001, "\(text): \(parsed) vs \(expected)")
    }

    @Test(arguments: [
        "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2023-13-01T00:00:00Z", "2023-00-10T00:00:00Z",
        "2023-04-31T00:00:00Z", "2023-01-01T24:00:00Z", "2023-01-01T00:60:00Z", "2023-01-01T00:00:61Z",
        "2023-01-01T00:00:00+24:00", "2023-01-01T00:00:00", "2023-01-01 00:00:00Z", "2023-01-01T00:00:00Zjunk",
        "2023-01-01T00:00:00.Z", "", "not a date",
    ])
    func nothingForWhatIsNotADateTime(text: String) {
        #expect(Wire.parseTimestamp(text) == nil)
    }

    @Test func aLeapSecondCountsIntoTheNextMinute() throws {
        let leap = try #require(Wire.parseTimestamp("2016-12-31T23:59:60Z"))
        #expect(leap == Wire.parseTimestamp("2017-01-01T00:00:00Z"))
    }
}
