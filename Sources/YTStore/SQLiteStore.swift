import Foundation
import GRDB
import YTCore

/// The local database: users, sessions, comments, favorites, history and paging cursors in one
/// SQLite file, shared safely by every `ytclone` process that runs at the same time.
///
/// The file is opened in WAL mode, so readers never wait for writers. Every write is one
/// `BEGIN IMMEDIATE` transaction, and a writer that finds the file locked by another process
/// waits (see `BusyWait`) instead of failing with "database is locked".
///
/// ```swift
/// let store = try SQLiteStore(path: dataDirectory.appendingPathComponent("ytclone.sqlite3").path)
/// let user = try store.insert(newUser, now: Date())
/// let comment = try store.addComment(videoId: "dQw4w9WgXcQ", userId: user.id, body: "Hi #swift",
///                                    hashtags: ["swift"], mentions: [], now: Date())
/// ```
public final class SQLiteStore: Sendable {
    /// One connection per process: a run's reads and writes are short and few, and a second
    /// connection (GRDB's pool of readers) cost more to open than all of them take.
    let database: DatabaseQueue

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    ///
    /// The parent directory is created with mode 0700 and a new database file with mode 0600.
    /// A database that another user could read or change is refused (see `refuseExposed(path:)`).
    /// Opening and migrating hold an exclusive lock on `<path>.lock`, so processes that start at
    /// the same moment on a fresh file do not race to create the same tables.
    ///
    /// - Parameter path: The database file, such as `$XDG_DATA_HOME/ytclone/ytclone.sqlite3`.
    /// - Throws: `StoreError.local` naming the file or folder when the folder or the file cannot
    ///   be created or opened, the file is damaged or not a database, or a newer ytclone wrote it
    ///   (a database this version does not know is left as it is), or another user could read or
    ///   change it or a folder on the way (`LocalFault.Kind.exposed`); `StoreError.unavailable` when
    ///   the schema cannot be set up for another reason.
    public init(path: String) throws {
        do {
            // Refused before anything is made or opened when another user could read or change
            // the file, its -wal and lock files, or a folder on the way (exit 78).
            let resolved = try PrivatePath.prepareFolder(for: path, what: "database", folderWhat: "data folder")
            try Self.checkCompanions(of: path, resolved: resolved)
            // Every open takes the setup lock, even of a file already at the latest schema: a
            // process that opened without it while another was still creating the file could
            // find the schema complete on one connection and "no such table" on another.
            database = try SetupLock.withLock(path: path + ".lock") {
                // SQLite gives the -wal and -shm files the database file's permissions.
                try SetupLock.createFileIfMissing(path: path, mode: 0o600)
                let queue = try DatabaseQueue(path: path, configuration: Self.configuration())
                // A file written by a newer ytclone is left as it is, not a byte changed: its
                // schema may differ in ways this version cannot know.
                let schema = try queue.read(Migrations.schema)
                if case .newer(let unknown) = schema {
                    throw LocalFault(.newerSchema(unknown), what: "database", path: path)
                }
                try Self.useWriteAheadLog(queue)
                if schema == .older { try Migrations.migrator.migrate(queue) }
                return queue
            }
        } catch {
            throw StoreError(error, path: path)
        }
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.label = "ytclone"
        configuration.foreignKeysEnabled = true
        // `DatabaseQueue.write` opens IMMEDIATE transactions (GRDB 7), so a writer takes
        // the write lock up front and waits here rather than failing half-way with SQLITE_BUSY.
        configuration.busyMode = .callback { tries in BusyWait.shouldRetry(tries: tries) }
        // In WAL mode NORMAL never corrupts the file and keeps every committed transaction through
        // a crash of the process; only a power cut may lose the last ones. It saves an fsync per write.
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// Puts a new file in WAL mode, which SQLite keeps in the file: readers in other processes
    /// never wait for a writer. Unlike GRDB's `.wal` setting, nothing is written when the file is
    /// in WAL mode already, so a run that only reads writes nothing, and syncs nothing, to open it.
    private static func useWriteAheadLog(_ queue: DatabaseQueue) throws {
        try queue.writeWithoutTransaction { db in
            guard try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" else { return }
            guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                throw DatabaseError(message: "could not turn on the write-ahead log")
            }
        }
    }

    /// Runs `updates` in one IMMEDIATE transaction; any failure comes out as a `StoreError`.
    func write<T>(_ updates: (Database) throws -> T) throws -> T {
        do {
            return try database.write(updates)
        } catch {
            throw StoreError(error, path: database.path)
        }
    }

    /// Runs `value` in one read transaction; any failure comes out as a `StoreError`.
    func read<T>(_ value: (Database) throws -> T) throws -> T {
        do {
            return try database.read(value)
        } catch {
            throw StoreError(error, path: database.path)
        }
    }
}
