import Foundation
import Synchronization
import Testing

@testable import YTCore

/// A ledger in memory.
final class MemoryLedger: QuotaLedgerStore {
    private let rows = Mutex<[String: [String: QuotaUsage]]>([:])

    func recordQuota(day: String, _ usage: [QuotaUsage]) throws {
        rows.withLock { rows in
            for item in usage {
                var total = rows[day, default: [:]][item.method] ?? QuotaUsage(method: item.method, calls: 0, units: 0)
                total.calls += item.calls
                total.units += item.units
                rows[day, default: [:]][item.method] = total
            }
        }
    }

    func quotaUsage(day: String) throws -> [QuotaUsage] {
        rows.withLock { Array(($0[day] ?? [:]).values).sorted { $0.units > $1.units } }
    }
}

@Suite struct QuotaServiceTests {
    /// 2026-11-21 23:59:30 in Los Angeles (PST, UTC-8).
    static let beforeMidnight = ISO8601DateFormatter().date(from: "2026-11-22T07:59:30Z")!

    @Test func spendingIsCountedOnThePacificDayItHappened() throws {
        let ledger = MemoryLedger()
        let now = Mutex(Self.beforeMidnight)
        let service = QuotaService(ledger: ledger, budget: 10_000, now: { now.withLock { $0 } })
        try service.record([QuotaSpent(method: "search.list", units: 100), QuotaSpent(method: "videos.list", units: 1)])
        let before = try service.today()
        #expect(before.day.key == "2026-11-21")
        #expect(before.used == 101)
        #expect(before.left == 9_899)
        #expect(before.methods.first == QuotaUsage(method: "search.list", calls: 1, units: 100))
        #expect(before.day.resetsAt == ISO8601DateFormatter().date(from: "2026-11-22T08:00:00Z"))

        now.withLock { $0 += 60 }  // 00:00:30 Pacific: a new quota day
        try service.record([QuotaSpent(method: "videos.list", units: 1)])
        let after = try service.today()
        #expect(after.day.key == "2026-11-22")
        #expect(after.used == 1)
        #expect(after.methods == [QuotaUsage(method: "videos.list", calls: 1, units: 1)])
        #expect(try ledger.quotaUsage(day: "2026-11-21").reduce(0) { $0 + $1.units } == 101)
    }

    @Test func leftNeverGoesBelowZero() throws {
        let ledger = MemoryLedger()
        let service = QuotaService(ledger: ledger, budget: 150, now: { Self.beforeMidnight })
        try service.record([QuotaSpent(method: "search.list", units: 100)])
        try service.record([QuotaSpent(method: "search.list", units: 100)])
        #expect(try service.today().methods == [QuotaUsage(method: "search.list", calls: 2, units: 200)])
        #expect(try service.today().used == 200)
        #expect(try service.today().left == 0)
    }

    @Test(arguments: [
        // Summer (PDT, UTC-7): midnight Pacific is 07:00 UTC.
        ("2026-07-01T06:59:59Z", "2026-06-30", "2026-07-01T07:00:00Z"),
        ("2026-07-01T07:00:00Z", "2026-07-01", "2026-07-02T07:00:00Z"),
        // The day daylight saving ends is 25 hours long.
        ("2026-11-01T12:00:00Z", "2026-11-01", "2026-11-02T08:00:00Z"),
        // The day it starts is 23 hours long.
        ("2026-03-08T09:00:00Z", "2026-03-08", "2026-03-09T07:00:00Z"),
    ])
    func quotaDaysFollowPacificTime(instant: String, day: String, reset: String) throws {
        let formatter = ISO8601DateFormatter()
        let quotaDay = QuotaDay(containing: try #require(formatter.date(from: instant)))
        #expect(quotaDay.key == day)
        #expect(quotaDay.resetsAt == formatter.date(from: reset))
    }
}
