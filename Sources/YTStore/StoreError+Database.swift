import Foundation
import GRDB
import YTCore

extension StoreError {
    /// Wraps whatever a database call threw; store errors raised on purpose pass through.
    init(_ error: any Error) {
        switch error {
        case let error as StoreError:
            self = error
        case let error as DatabaseError:
            self = .unavailable(detail: error.message ?? "\(error.resultCode)")
        default:
            self = .unavailable(detail: "\(error)")
        }
    }
}

extension DatabaseError {
    /// Whether this is a UNIQUE violation on `table.column`, as SQLite words it.
    func isUniqueViolation(on tableColumn: String) -> Bool {
        extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
            && (message ?? "").contains(tableColumn)
    }

    /// Whether a row referred to a parent row that does not exist.
    var isForeignKeyViolation: Bool {
        extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY
    }
}
