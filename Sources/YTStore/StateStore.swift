import YTCore

/// Everything the core keeps, through the store protocols it reaches storage by: what each
/// backend implements (`SQLiteStore` on this machine, `PostgresStore` shared by several).
public protocol StateStore: AccountStore, CommentStore, LibraryStore, SubscriptionStore, QuotaLedgerStore,
    CursorStore, ShownRowsStore
{
    /// How many rows one of the tables holds, by name (`StateTables.all`).
    func rowCount(of table: String) throws -> Int
}

/// The tables of the schema, the same on both backends.
public enum StateTables {
    public static let all: [String] = [
        "users", "sessions", "comments", "comment_tags", "favorites", "history", "subscriptions",
        "paging_cursors", "shown_rows", "quota_ledger", "channel_uploads", "channel_videos", "video_details",
        "seen_videos",
    ]

    static func check(_ table: String) throws {
        guard all.contains(table) else { throw StoreError.notFound(what: "table", id: table) }
    }
}
