import Foundation
import YTCore

extension PostgresStore {
    public func export(_ table: StateTable) throws -> StateRows {
        let columns = table.columns.map { column in
            column.kind == .date ? "extract(epoch FROM \(column.name))" : column.name
        }.joined(separator: ", ")
        let rows = try query("SELECT \(columns) FROM \(table.name)\(table.perLedger ? " WHERE ledger = $1" : "")",
                             table.perLedger ? [ledger] : [])
        return StateRows(table: table, rows: try rows.map { row in
            try table.columns.enumerated().map { index, column in try Self.value(row, index, column.kind) }
        })
    }

    public func `import`(_ tables: [StateRows]) throws {
        try write { connection in
            for table in tables where !table.rows.isEmpty {
                try insert(table, on: connection)
                if let id = table.table.generatedId {
                    try connection.query("""
                        SELECT setval(pg_get_serial_sequence('\(table.table.name)', '\(id)'), max(\(id)))
                        FROM \(table.table.name)
                        """)
                }
            }
        }
    }

    /// Many rows per INSERT (PostgreSQL takes up to 65,535 parameters in one statement).
    private func insert(_ table: StateRows, on connection: PostgresConnection) throws {
        let ledgered = table.table.perLedger
        let names = table.table.columnList + (ledgered ? ", ledger" : "")
        let width = table.table.columns.count + (ledgered ? 1 : 0)
        let batch = min(1_000, 60_000 / width)
        var start = 0
        while start < table.rows.count {
            let rows = table.rows[start..<min(start + batch, table.rows.count)]
            var parameters: [String?] = []
            var tuples: [String] = []
            for row in rows {
                var marks: [String] = []
                for (value, column) in zip(row, table.table.columns) {
                    parameters.append(Self.parameter(value))
                    marks.append(Self.placeholder(parameters.count, column.kind))
                }
                if ledgered {
                    parameters.append(ledger)
                    marks.append("$\(parameters.count)")
                }
                tuples.append("(" + marks.joined(separator: ", ") + ")")
            }
            let overriding = table.table.generatedId == nil ? "" : " OVERRIDING SYSTEM VALUE"
            try connection.query("INSERT INTO \(table.table.name) (\(names))\(overriding) VALUES "
                + tuples.joined(separator: ", "), parameters)
            start += batch
        }
    }

    /// `$n` as the column's type reads it.
    private static func placeholder(_ number: Int, _ kind: StateTable.Kind) -> String {
        switch kind {
        case .date: "to_timestamp($\(number))"
        case .blob: "$\(number)::bytea"
        case .integer: "$\(number)::bigint"
        case .real: "$\(number)::float8"
        case .text: "$\(number)"
        }
    }

    private static func value(_ row: PostgresRow, _ index: Int, _ kind: StateTable.Kind) throws -> StateValue {
        guard row[index] != nil else { return .null }
        return switch kind {
        case .integer: .integer(try row.int64(index))
        case .real: .real(Double(try row.text(index)) ?? 0)
        case .text: .text(try row.text(index))
        case .blob: try row.data(index).map(StateValue.blob) ?? .null
        case .date: .date(try row.date(index))
        }
    }

    private static func parameter(_ value: StateValue) -> String? {
        switch value {
        case .null: nil
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .text(let text): text
        case .blob(let data): PostgresValue.bytes(data)
        case .date(let date): PostgresValue.date(date)
        }
    }
}
