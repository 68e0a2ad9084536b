import Foundation
import GRDB
import YTCore

extension SQLiteStore {
    public func export(_ table: StateTable) throws -> StateRows {
        try read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT \(table.columnList) FROM \(table.name)")
            return StateRows(table: table, rows: rows.map { row in
                table.columns.enumerated().map { index, column in Self.value(row, index, column.kind) }
            })
        }
    }

    public func `import`(_ tables: [StateRows]) throws {
        try write { db in
            for table in tables where !table.rows.isEmpty {
                let marks = Array(repeating: "?", count: table.table.columns.count).joined(separator: ", ")
                let insert = try db.makeStatement(
                    sql: "INSERT INTO \(table.table.name) (\(table.table.columnList)) VALUES (\(marks))")
                for row in table.rows {
                    // An explicit id moves AUTOINCREMENT's counter past it.
                    try insert.execute(arguments: StatementArguments(row.map(Self.databaseValue)))
                }
            }
        }
    }

    private static func value(_ row: Row, _ index: Int, _ kind: StateTable.Kind) -> StateValue {
        guard !row.hasNull(atIndex: index) else { return .null }
        return switch kind {
        case .integer: .integer(row[index])
        case .real: .real(row[index])
        case .text: .text(row[index])
        case .blob: .blob(row[index])
        case .date: .date(row.date(atIndex: index))
        }
    }

    private static func databaseValue(_ value: StateValue) -> DatabaseValue {
        switch value {
        case .null: .null
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        case .blob(let data): data.databaseValue
        case .date(let date): StoredDate(date).databaseValue
        }
    }
}
