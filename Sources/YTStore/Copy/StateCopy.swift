import Foundation
import YTCore

/// Copies everything one store holds into another that holds nothing yet: `ytclone db copy`.
public enum StateCopy {
    /// What a copy moved: rows per table, in `StateTable.all`'s order.
    public typealias Counts = [(table: String, rows: Int)]

    /// Refused when the target already holds rows: a copy never merges.
    public struct TargetNotEmpty: Error, Sendable, Hashable {
        public let target: String
        public let tables: [String]
    }

    /// Reads each table of `source` and writes them all to `target` in one transaction, so that
    /// a copy that fails half-way leaves the target as empty as it was.
    public static func copy(from source: any StateStore, to target: any StateStore, targetName: String) throws -> Counts {
        let filled = try StateTable.all.map(\.name).filter { try target.rowCount(of: $0) > 0 }
        guard filled.isEmpty else { throw TargetNotEmpty(target: targetName, tables: filled) }
        let tables = try StateTable.all.map { try source.export($0) }
        try target.import(tables)
        return tables.map { ($0.table.name, $0.rows.count) }
    }
}
