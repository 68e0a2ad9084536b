import Foundation

/// Where a run's state is kept.
public enum StoreLocation: Sendable, Hashable, CustomStringConvertible {
    /// This machine's SQLite file (the default).
    case file(String)
    /// A PostgreSQL server shared by several machines, and whose quota ledger to keep there.
    case server(PostgresURL, ledger: String)

    /// Opens (creating and migrating as needed) the store.
    public func open() throws -> any StateStore {
        switch self {
        case .file(let path): try SQLiteStore(path: path)
        case .server(let url, let ledger): try PostgresStore(url: url, ledger: ledger)
        }
    }

    /// The file's path, or the server's URL without its password.
    public var description: String {
        switch self {
        case .file(let path): path
        case .server(let url, _): url.redacted
        }
    }
}
