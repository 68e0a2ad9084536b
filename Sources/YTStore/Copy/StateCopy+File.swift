import Foundation
import YTCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension StateCopy {
    /// Refused when the file a copy would make is already there: a copy never writes into a file
    /// it did not make.
    public struct TargetExists: Error, Sendable, Hashable {
        public let target: String
    }

    /// Copies everything `source` holds into a new SQLite file at `path`.
    ///
    /// The copy is built where no other user can reach it: in a folder of mode 0700 made beside
    /// `path` (`mkdtemp`), with its `-wal`, `-shm` and lock files, closed (SQLite folds the
    /// write-ahead log into the file), then linked into place, which fails rather than replace a
    /// file that appeared meanwhile. Built at `path` itself, a `-wal` or `-journal` file another
    /// user planted beside it, or made between a check and SQLite's open, received every row,
    /// password hashes included. Nothing of the private folder is left behind, also on failure.
    ///
    /// - Throws: `TargetExists` when `path` exists; `StoreError` or `LocalFault` when the folder
    ///   or the copy cannot be made.
    public static func copy(from source: any StateStore, toNewFile path: String) throws -> Counts {
        var status = stat()
        if lstat(path, &status) == 0 { throw TargetExists(target: path) }
        do {
            try PrivatePath.prepareFolder(for: path, what: "database", folderWhat: "folder")
        } catch {
            throw StoreError(error, path: path)
        }
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array((folder + "/.ytclone-copy.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw StoreError(LocalFault(errno: errno, what: "folder", path: folder, creating: true), path: path)
        }
        let scratch = String(cString: made)
        defer { removeScratch(scratch) }
        let building = scratch + "/" + (path as NSString).lastPathComponent
        // In a function of its own, so the store is closed (its log folded in) before the link.
        let counts = try fill(building, from: source)
        guard link(building, path) == 0 else {
            if errno == EEXIST { throw TargetExists(target: path) }
            throw StoreError(LocalFault(errno: errno, what: "database", path: path, creating: true), path: path)
        }
        return counts
    }

    private static func fill(_ path: String, from source: any StateStore) throws -> Counts {
        let target = try SQLiteStore(path: path)
        return try copy(from: source, to: target, targetName: path)
    }

    /// Removes the private folder and whatever is in it (the built file, its lock, any log).
    private static func removeScratch(_ folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            unlink(folder + "/" + name)
        }
        rmdir(folder)
    }
}
