import Foundation
import YTCore

/// Everything the core keeps, through the store protocols it reaches storage by: what each
/// backend implements (`SQLiteStore` on this machine, `PostgresStore` shared by several).
public protocol StateStore: AccountStore, CommentStore, LibraryStore, SubscriptionStore, QuotaLedgerStore,
    CursorStore, ShownRowsStore, CommentDraftStore
{
    /// How many rows one of the tables holds, by name (`StateTable.names`).
    func rowCount(of table: String) throws -> Int

    /// Every row of one table (`ytclone db copy`).
    func export(_ table: StateTable) throws -> StateRows

    /// Writes rows exported from another store, in one transaction; generated ids are kept and
    /// the counters behind them continue from the largest.
    func `import`(_ tables: [StateRows]) throws
}


/// Filling a database fast, for benchmarks and tests only: `ytclone` itself never calls this.
package protocol BulkFilling {
    /// Inserts `count` comments by `userId` on `videoId` in one transaction, skipping the checks
    /// and tag parsing of `addComment`.
    ///
    /// Comment `i` (from 0) reads `comment i` and was written `i` seconds after `start`, so every
    /// comment has its own `created_at` and later ones have larger ids. Every `hashtagEvery`-th
    /// comment (`i` a multiple of it) carries the hashtag `#bench`; 0 tags none.
    ///
    /// - Returns: The ids of the new comments, which are consecutive; `nil` when `count` is 0.
    /// - Throws: `StoreError` when the user does not exist or the database cannot be written.
    @discardableResult
    func insertComments(_ count: Int, on videoId: String, by userId: Int64, from start: Date, hashtagEvery: Int)
        throws -> ClosedRange<Int64>?
}
