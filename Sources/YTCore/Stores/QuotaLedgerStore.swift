/// The quota ledger: units spent per quota day and API method.
public protocol QuotaLedgerStore: Sendable {
    /// Adds one call of `method` costing `units` to `day` (a `QuotaDay.key`).
    func recordQuota(day: String, method: String, units: Int) throws
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
