import Foundation
import PropertyBased
import Testing
import YouTubeAPI

/// The discovery document types the statistics as `uint64` strings: every value of that range
/// decodes exactly, and nothing else does.
@Suite struct CountPropertyTests {
    static func statistics(_ viewCount: String) throws -> Wire.VideoStatistics {
        try Wire.makeDecoder().decode(Wire.VideoStatistics.self, from: Data(#"{"viewCount":\#(viewCount)}"#.utf8))
    }

    @Test(arguments: [
        UInt64(0), 1, 9_007_199_254_740_992, 9_007_199_254_740_993, UInt64(Int64.max), UInt64(Int64.max) + 1,
        UInt64.max - 1, UInt64.max,
    ])
    func theEdgesOfTheRangeDecodeExactly(_ value: UInt64) throws {
        #expect(try Self.statistics("\"\(value)\"").viewCount == value)
        #expect(try Self.statistics("\(value)").viewCount == value, "a JSON number too")
        #expect(Wire.parseCount(String(value)) == value)
    }

    @Test func anyUInt64ReadsBackFromItsDigits() async {
        await propertyCheck(count: 2_000, input: Gen<UInt64>.value(in: 0...UInt64.max)) { value in
            #expect(Wire.parseCount(String(value)) == value)
            #expect((try? Self.statistics("\"\(value)\"").viewCount) == value)
        }
    }

    @Test(arguments: [
        "", "-1", "-0", "+5", " 5", "5 ", "1.5", "1e3", "0x10", "abc", "١٢", "１２",
        "18446744073709551616", "99999999999999999999999", "-9223372036854775808",
    ])
    func anythingElseIsRefused(_ text: String) {
        #expect(Wire.parseCount(text) == nil)
        #expect(throws: DecodingError.self) { try Self.statistics("\"\(text)\"") }
    }

    @Test(arguments: ["-1", "1.5", "18446744073709551616", "1e30", "true"])
    func numbersOutsideTheRangeAreRefused(_ json: String) {
        #expect(throws: DecodingError.self) { try Self.statistics(json) }
    }

    @Test func digitStringsOfAnyLengthNeverCrashTheParser() async {
        let digits = Gen<UInt8>.value(in: 0x30...0x39).map { Character(UnicodeScalar($0)) }.string(of: 0...30)
        await propertyCheck(count: 2_000, input: digits) { text in
            let expected = text.isEmpty ? nil : UInt64(text)
            #expect(Wire.parseCount(text) == expected, "\(text)")
        }
    }
}
