import Foundation
import Testing

@testable import YTCore

@Suite struct PublishedDateTests {
    /// 2024-03-10T12:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_710_072_000)

    @Test(arguments: [
        ("12h", "2024-03-10T00:00:00Z"), ("7d", "2024-03-03T12:00:00Z"), ("2w", "2024-02-25T12:00:00Z"),
        ("1y", "2023-03-11T12:00:00Z"), ("0d", "2024-03-10T12:00:00Z"),
    ])
    func countsAgesBackFromNow(text: String, expected: String) throws {
        #expect(PublishedDate.rfc3339(try PublishedDate.parse(text, option: "--after", now: Self.now)) == expected)
    }

    @Test(arguments: [
        ("2024-01-31", "2024-01-31T00:00:00Z"), ("2024-02-29", "2024-02-29T00:00:00Z"),
        ("2024-01-31T12:34:56Z", "2024-01-31T12:34:56Z"), ("2024-01-31T12:34:56+02:00", "2024-01-31T10:34:56Z"),
    ])
    func readsDaysAndTimesInUTC(text: String, expected: String) throws {
        #expect(PublishedDate.rfc3339(try PublishedDate.parse(text, option: "--before", now: Self.now)) == expected)
    }

    @Test(arguments: [
        "", "yesterday", "7", "d", "7x", "-7d", "7.5d", "1234567d", "2023-02-29", "2024-13-01", "2024-1-31",
        "24-01-31", "2024/01/31", "+024-01-31",
    ])
    func rejectsAnythingElseNamingTheForms(text: String) {
        #expect(throws: CoreError.invalidValue(option: "--after", value: text, accepted: PublishedDate.accepted)) {
            try PublishedDate.parse(text, option: "--after", now: Self.now)
        }
    }
}
