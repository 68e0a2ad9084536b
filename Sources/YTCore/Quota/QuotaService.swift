import Foundation

/// Keeps the quota ledger: what each request cost, per Pacific-time day, against a daily budget.
public struct QuotaService: Sendable {
    private let ledger: any QuotaLedgerStore
    /// Units a day's quota allows (10,000 for a new Google Cloud project).
    public let budget: Int
    private let now: @Sendable () -> Date

    public init(ledger: any QuotaLedgerStore, budget: Int, now: @escaping @Sendable () -> Date = Date.init) {
        self.ledger = ledger
        self.budget = budget
        self.now = now
    }

    /// Records requests that reached the API, on the current quota day, in one transaction.
    public func record(_ spent: [QuotaSpent]) throws {
        var usage: [String: QuotaUsage] = [:]
        for item in spent {
            usage[item.method, default: QuotaUsage(method: item.method, calls: 0, units: 0)].calls += 1
            usage[item.method]?.units += item.units
        }
        try ledger.recordQuota(day: QuotaDay(containing: now()).key, usage.values.sorted { $0.method < $1.method })
    }

    /// Today's spending, what is left, and when it resets.
    public func today() throws -> QuotaReport {
        let day = QuotaDay(containing: now())
        return QuotaReport(day: day, budget: budget, methods: try ledger.quotaUsage(day: day.key))
    }
}

/// One quota day's spending as `ytclone quota` shows it.
public struct QuotaReport: Sendable, Hashable {
    public var day: QuotaDay
    public var budget: Int
    public var methods: [QuotaUsage]

    public init(day: QuotaDay, budget: Int, methods: [QuotaUsage]) {
        self.day = day
        self.budget = budget
        self.methods = methods
    }

    public var used: Int { methods.reduce(0) { $0 + $1.units } }
    /// Units left today, never below zero.
    public var left: Int { max(0, budget - used) }
}
