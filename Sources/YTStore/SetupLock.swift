import YTCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock(2)` on a file next to the database, held while the database is opened and
/// migrated.
///
/// GRDB's migrator reads which migrations are applied outside of the transaction that applies
/// them, and switching a new file to WAL takes an exclusive lock. Without this lock, eight
/// connections opening a fresh file at once failed with "table users already exists",
/// "database is locked" or "database disk image is malformed". `flock` locks belong to the
/// open file description, so they also exclude other connections opened by the same process.
enum SetupLock {
    static func withLock<T>(path: String, _ body: () throws -> T) throws -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw LocalFault(errno: errno, what: "lock file", path: path, creating: true)
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw LocalFault(errno: errno, what: "lock file", path: path, creating: false)
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Creates an empty file unless one exists, never replacing it (unlike
    /// `FileManager.createFile`, which writes a new file and renames it over the old one).
    static func createFileIfMissing(path: String, mode: mode_t) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw LocalFault(errno: errno, what: "database", path: path, creating: true)
        }
    }
}
