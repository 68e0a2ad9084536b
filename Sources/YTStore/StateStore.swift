import YTCore

/// Everything the core keeps, through the store protocols it reaches storage by: what each
/// backend implements (`SQLiteStore` on this machine, `PostgresStore` shared by several).
public protocol StateStore: AccountStore, CommentStore, LibraryStore, SubscriptionStore, QuotaLedgerStore,
    CursorStore, ShownRowsStore
{
    /// How many rows one of the tables holds, by name (`StateTables.all`).
    func rowCount(of table: String) throws -> Int

    /// Every row of one table (`ytclone db copy`).
    func export(_ table: StateTable) throws -> StateRows

    /// Writes rows exported from another store, in one transaction; generated ids are kept and
    /// the counters behind them continue from the largest.
    func `import`(_ tables: [StateRows]) throws
}

/// The tables of the schema, the same on both backends.
public enum StateTables {
    public static let all: [String] = StateTable.all.map(\.name)

    static func check(_ table: String) throws {
        guard all.contains(table) else { throw StoreError.notFound(what: "table", id: table) }
    }
}
