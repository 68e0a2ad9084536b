import Foundation
import YTCore

extension PostgresStore: QuotaLedgerStore {
    public func recordQuota(day: String, _ usage: [QuotaUsage]) throws {
        guard !usage.isEmpty else { return }
        try write { connection in
            for item in usage {
                try connection.query("""
                    INSERT INTO quota_ledger (ledger, day, method, calls, units) VALUES ($1, $2, $3, $4, $5)
                    ON CONFLICT (ledger, day, method)
                    DO UPDATE SET calls = quota_ledger.calls + excluded.calls, units = quota_ledger.units + excluded.units
                    """, [ledger, day, item.method, String(item.calls), String(item.units)])
            }
        }
    }

    public func quotaUsage(day: String) throws -> [QuotaUsage] {
        try query("""
            SELECT method, calls, units FROM quota_ledger WHERE ledger = $1 AND day = $2 ORDER BY units DESC, method
            """, [ledger, day]).map { row in
            QuotaUsage(method: try row.text(0), calls: try row.int(1), units: try row.int(2))
        }
    }
}
