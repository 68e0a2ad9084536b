import Foundation
import PropertyBased
import Testing
import YTCore
import YouTubeAPI

/// Every number that comes from the network or the command line is parsed with range checks: the
/// extremes give a value in range or nothing, never a trap.
@Suite struct NumberParserPropertyTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: [
        "-1e30", "-inf", "inf", "+inf", "nan", "-1", "-0", "1e30", "1.5", "0x10", " ", "", "abc", "1 2",
        "Sun, 06 Nov 1994 08:49:37 EST", "99999999999999999999999999999999",
    ])
    func retryAfterRefusesOrClampsTheExtremes(_ header: String) {
        if let seconds = RetryAfter.seconds(header, now: Self.now) {
            #expect(seconds >= 0 && seconds <= RetryAfter.maximum, "\(header) → \(seconds)")
            let digitsOnly = header.utf8.allSatisfy { (0x30...0x39).contains($0) }
            #expect(digitsOnly, "only digit strings may parse: \(header)")
        }
        // Whatever came out, the policy turns it into a finite, bounded delay.
        let delay = RetryPolicy.default.delay(after: 1, retryAfter: RetryAfter.seconds(header, now: Self.now))
        #expect(delay.isFinite && delay >= 0 && delay <= 30)
    }

    @Test func retryAfterReadsSecondsAndDates() {
        #expect(RetryAfter.seconds("0", now: Self.now) == 0)
        #expect(RetryAfter.seconds("120", now: Self.now) == 120)
        #expect(RetryAfter.seconds("18446744073709551615", now: Self.now) == RetryAfter.maximum)
        #expect(RetryAfter.seconds("99999999999999999999999999", now: Self.now) == RetryAfter.maximum)
        // An IMF-fixdate 90 s after the clock.
        let later = Self.now.addingTimeInterval(90)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        #expect(RetryAfter.seconds(formatter.string(from: later), now: Self.now) == 90)
        #expect(RetryAfter.seconds("Sun, 06 Nov 1994 08:49:37 GMT", now: Self.now) == 0, "a past date is now")
        #expect(RetryAfter.seconds("Sunday, 06-Nov-94 08:49:37 GMT", now: Self.now) == 0)
        #expect(RetryAfter.seconds("Sun Nov  6 08:49:37 1994", now: Self.now) == 0)
    }

    @Test func anyDigitStringGivesABoundedRetryAfter() async {
        let digits = Gen<UInt8>.value(in: 0x30...0x39).map { Character(UnicodeScalar($0)) }.string(of: 1...40)
        await propertyCheck(count: 1_000, input: digits) { text in
            let seconds = RetryAfter.seconds(text, now: Self.now)
            #expect(seconds != nil && seconds! >= 0 && seconds! <= RetryAfter.maximum)
        }
    }

    @Test func anyDoubleGivesAFiniteRetryDelay() async {
        let values = Gen<Double?>.element(of: [
            -Double.infinity, Double.infinity, Double.nan, -1e308, 1e308, -0.0, Double.leastNonzeroMagnitude,
        ]).map { $0! }
        await propertyCheck(count: 100, input: values) { value in
            let delay = RetryPolicy.default.delay(after: 1, retryAfter: value)
            #expect(delay.isFinite && delay >= 0 && delay <= 30, "\(value)")
        }
    }

    @Test(arguments: [
        ("0", 0), ("90", 90), ("90s", 90), ("5m", 300), ("1h", 3600), ("168h", 604_800), ("10080m", 604_800),
    ])
    func durationsInRangeAreRead(_ text: String, _ seconds: Int) {
        #expect(DurationOption.seconds(text) == seconds)
    }

    @Test(arguments: [
        "", "h", "-1", "-5m", "+5m", "1.5h", "5 m", "169h", "604801", "2562047788015216h", "9223372036854775807",
        "9223372036854775807h", "99999999999999999999", "5d", "١h",
    ])
    func durationsOutOfRangeOrMalformedAreRefused(_ text: String) {
        #expect(DurationOption.seconds(text) == nil)
    }

    @Test func anyDurationTextGivesNothingOrAValueInRange() async {
        let pieces = Gen<String?>.element(of: ["0", "1", "9", "99999", "9223372036854775807", "h", "m", "s", "-", "+", "."])
            .map { $0! }
        await propertyCheck(count: 2_000, input: pieces.array(of: 0...5).map { $0.joined() }) { text in
            if let seconds = DurationOption.seconds(text) {
                #expect((0...DurationOption.maximumSeconds).contains(seconds), "\(text)")
            }
        }
    }

    @Test(arguments: [0.0001, 0.001, 0.0015, 1, 600, 0, -1, .infinity, -.infinity, .nan, 1e300])
    func curlTimeoutsAreNeverZero(_ seconds: Double) {
        let milliseconds = CurlTransport.milliseconds(seconds)
        #expect(milliseconds >= 1 && milliseconds <= 86_400_000, "\(seconds) → \(milliseconds)")
        if seconds > 0 && seconds <= 600 { #expect(Double(milliseconds) >= seconds * 1000) }
    }
}
