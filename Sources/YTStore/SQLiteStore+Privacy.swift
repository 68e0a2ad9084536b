import YTCore

extension SQLiteStore {
    /// Refuses the database at `path` when another user could read or change it: the file, its
    /// -wal, -shm, -journal and lock files, or a folder or link on the way (`PrivatePath`).
    /// Nothing is made or opened.
    ///
    /// The database may be a symbolic link the user owns, to a file the user owns; SQLite then
    /// keeps its -wal and -shm files next to the file the link points to.
    ///
    /// - Throws: `LocalFault` of kind `.exposed`, naming the file or folder at fault.
    public static func refuseExposed(path: String) throws {
        let resolved = try PrivatePath.check(path, what: "database")
        try checkCompanions(of: path, resolved: resolved)
    }

    /// The files SQLite and `SetupLock` open next to the database: planted by another user, they
    /// would let that user read or change what is written.
    static func checkCompanions(of path: String, resolved: String) throws {
        for suffix in ["-wal", "-shm", "-journal"] {
            try PrivatePath.checkEntry(resolved + suffix, what: "database file")
        }
        try PrivatePath.checkEntry(path + ".lock", what: "lock file")
    }
}
