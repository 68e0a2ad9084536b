import GRDB
import YTCore

extension SQLiteStore: QuotaLedgerStore {
    public func recordQuota(day: String, _ usage: [QuotaUsage]) throws {
        guard !usage.isEmpty else { return }
        try write { db in
            for item in usage {
                try db.execute(
                    literal: """
                        INSERT INTO quota_ledger (day, method, calls, units)
                        VALUES (\(day), \(item.method), \(item.calls), \(item.units))
                        ON CONFLICT (day, method)
                        DO UPDATE SET calls = calls + excluded.calls, units = units + excluded.units
                        """)
            }
        }
    }

    public func quotaUsage(day: String) throws -> [QuotaUsage] {
        try read { db in
            try SQLRequest<Row>(
                literal: "SELECT method, calls, units FROM quota_ledger WHERE day = \(day) ORDER BY units DESC, method"
            ).fetchAll(db).map { QuotaUsage(method: $0["method"], calls: $0["calls"], units: $0["units"]) }
        }
    }
}
