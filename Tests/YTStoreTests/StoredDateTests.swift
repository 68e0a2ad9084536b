import Foundation
import GRDB
import Testing

@testable import YTStore

/// `StoredDate` writes and reads what GRDB's own `Date` conversion does, without its formatter.
struct StoredDateTests {
    /// Instants from 1901 to 2100, at odd milliseconds, and the edges of a second and a day.
    private static let instants: [Double] = {
        var values: [Double] = [0, -0.0005, -1, 86_399.9995, 1_795_000_000.9999, 951_782_400.123, 4_102_444_799.999]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(Int64(bitPattern: seed >> 1) % 6_200_000_000_000) / 1000 - 2_150_000_000)
        }
        return values
    }()

    @Test func writesGRDBsText() {
        for seconds in Self.instants {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(StoredDate(date).databaseValue == date.databaseValue, "\(seconds)")
        }
    }

    @Test func readsWhatGRDBReads() throws {
        for seconds in Self.instants {
            let text = Date(timeIntervalSince1970: seconds).databaseValue
            let ours = try #require(StoredDate.fromDatabaseValue(text)).date
            let grdb = try #require(Date.fromDatabaseValue(text))
            #expect(abs(ours.timeIntervalSince(grdb)) < 1e-6, "\(text): \(ours) against \(grdb)")
        }
        // SQLite's own text, and forms only GRDB's reader knows.
        for text in ["2026-11-27 04:05:06", "2026-11-27 04:05:06.5", "2026-11-27T04:05:06.250", "2026-11-27", "1795000000"] {
            let value = text.first == "1" ? DatabaseValue(value: Double(text)!)! : text.databaseValue
            let ours = try #require(StoredDate.fromDatabaseValue(value), "\(text)").date
            let grdb = try #require(Date.fromDatabaseValue(value))
            #expect(abs(ours.timeIntervalSince(grdb)) < 1e-6, "\(text)")
        }
        // A day that does not exist is GRDB's to read (it reads the day after).
        let leap = "2023-02-29 00:00:00".databaseValue
        #expect(StoredDate.fromDatabaseValue(leap)?.date == Date.fromDatabaseValue(leap))
        #expect(StoredDate.fromDatabaseValue("not a date".databaseValue) == nil)
    }
}
