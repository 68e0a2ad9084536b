/// The quota ledger: units spent per quota day and API method.
public protocol QuotaLedgerStore: Sendable {
    /// Adds each usage's calls and units to `day` (a `QuotaDay.key`), in one transaction.
    func recordQuota(day: String, _ usage: [QuotaUsage]) throws
    /// What was spent on `day`, one row per method, the most expensive first.
    func quotaUsage(day: String) throws -> [QuotaUsage]
}

/// Calls and units of one API method on one quota day.
public struct QuotaUsage: Sendable, Hashable, Codable {
    public var method: String
    public var calls: Int
    public var units: Int

    public init(method: String, calls: Int, units: Int) {
        self.method = method
        self.calls = calls
        self.units = units
    }
}
