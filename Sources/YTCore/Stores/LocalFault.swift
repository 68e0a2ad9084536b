import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file or folder of ytclone's on this machine that failed: the database, the session file or
/// the folders that hold them. Kept apart from the network's and the API's failures because the
/// remedy is the person's: free some space, fix a mode, move a damaged file aside, upgrade.
///
/// Built from what the system reports (SQLite result codes, `errno`), never from message text.
public struct LocalFault: Error, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A folder or file could not be created: no permission, a read-only file system, or a
        /// file in the way.
        case cannotCreate
        /// The file is there but may not be written: no permission, or a read-only file system.
        case cannotWrite
        /// The file is there but cannot be opened or read: no permission, or a folder in its place.
        case cannotRead
        /// The file system that holds it is full.
        case diskFull
        /// The file is damaged, or is not a SQLite database at all.
        case damaged
        /// The database was written by a newer ytclone: it records these schema changes (migration
        /// identifiers), which this version does not know.
        case newerSchema([String])
        /// The operating system failed to read or write it (EIO): a failing disk, a vanished mount.
        case ioError
        /// Another user could read or change it, or could change a folder on the way to it: ytclone
        /// refuses to use it (see `PrivatePath`).
        case exposed(Exposure)
    }

    /// What stands in the way, when the system said: the person removes it.
    public enum Obstacle: Sendable, Hashable {
        /// A file where a folder should be (a folder cannot be made under it).
        case fileInTheWay(String)
        /// A folder where a file should be.
        case folderInTheWay(String)
        /// A file the user may not read or write (its mode or owner).
        case noPermission(String)
        /// A folder the user may not make files in (its mode or owner).
        case closedFolder(String)
        /// A folder on a file system mounted read-only.
        case readOnlyFileSystem(String)
    }

    public var kind: Kind
    /// What failed, as a person calls it: "database", "session file", "data folder".
    public var what: String
    /// The file or folder that failed.
    public var path: String
    /// What stands in the way, when it is known.
    public var obstacle: Obstacle?
    /// The system's words for a cause no `Obstacle` names ("file name too long").
    public var detail: String?

    public init(_ kind: Kind, what: String, path: String, obstacle: Obstacle? = nil, detail: String? = nil) {
        self.kind = kind
        self.what = what
        self.path = path
        self.obstacle = obstacle
        self.detail = detail
    }

    /// The fault a failed system call on `path` stands for, from its `errno`.
    ///
    /// - Parameter creating: whether the call was making the file or folder (`mkdir`, `open` with
    ///   `O_CREAT`, `rename` into place) rather than opening one that exists.
    public init(errno code: Int32, what: String, path: String, creating: Bool) {
        let refused: Kind = creating ? .cannotCreate : .cannotRead
        switch code {
        case ENOSPC, EDQUOT:
            self.init(.diskFull, what: what, path: path)
        case EIO:
            self.init(.ioError, what: what, path: path)
        case EISDIR:
            self.init(refused, what: what, path: path, obstacle: .folderInTheWay(path))
        case ENOTDIR, EEXIST:
            if let blocker = Self.nonFolderAncestor(of: path) {
                self.init(refused, what: what, path: path, obstacle: .fileInTheWay(blocker))
            } else {
                self.init(refused, what: what, path: path, detail: Self.words(for: code))
            }
        case EACCES, EPERM, EROFS:
            // What refused: the folder a file or folder was being made (or removed) in, else the file.
            let folder = (path as NSString).deletingLastPathComponent
            let refuser = creating ? Self.nearestExistingAncestor(of: folder.isEmpty ? "." : folder) ?? path : path
            let obstacle: Obstacle = if code == EROFS { .readOnlyFileSystem(refuser) }
                else if creating { .closedFolder(refuser) } else { .noPermission(path) }
            self.init(refused, what: what, path: path, obstacle: obstacle)
        default:
            self.init(refused, what: what, path: path, detail: Self.words(for: code))
        }
    }

    /// `errno` in plain lower-case words: "permission denied", "no space left on device".
    public static func words(for code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// The first existing folder above `path` (or `path` itself when it is a folder).
    public static func nearestExistingAncestor(of path: String) -> String? {
        var candidate = path
        while !candidate.isEmpty {
            var status = stat()
            if stat(candidate, &status) == 0 { return candidate }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate { return nil }
            candidate = parent
        }
        return nil
    }

    /// The nearest existing ancestor of `path` (or `path` itself) that is not a folder: the file
    /// that keeps a folder from being made.
    static func nonFolderAncestor(of path: String) -> String? {
        guard let existing = nearestExistingAncestor(of: path) else { return nil }
        var status = stat()
        guard stat(existing, &status) == 0 else { return nil }
        return (status.st_mode & S_IFMT) == S_IFDIR ? nil : existing
    }
}

/// Folders and files made with plain system calls, so a failure comes out as a `LocalFault` that
/// names the path and the cause.
public enum LocalFiles {
    /// Creates `path` and any missing folder above it, each with `mode` (0700: private to its owner).
    ///
    /// - Parameter what: how the message calls the folder ("data folder").
    /// - Throws: `LocalFault` naming the folder that could not be made.
    public static func createDirectory(atPath path: String, mode: mode_t = 0o700, what: String = "folder") throws {
        if let code = makeDirectories(path, mode: mode) {
            // Named after the folder that was asked for; the obstacle names the one in the way.
            throw LocalFault(errno: code, what: what, path: path, creating: true)
        }
    }

    /// `mkdir -p` with `mode` on each folder it makes; the `errno` of the first failure, or nil.
    private static func makeDirectories(_ path: String, mode: mode_t) -> Int32? {
        var status = stat()
        if stat(path, &status) == 0 {
            return (status.st_mode & S_IFMT) == S_IFDIR ? nil : ENOTDIR
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, let code = makeDirectories(parent, mode: mode) {
            return code
        }
        // Made with `mode` at once, never wider and narrowed afterwards: under umask 000 a folder
        // made 0777 and then chmod-ed is open to every user for a moment.
        if mkdir(path, mode) != 0 {
            let code = errno
            // Another process made it in the meantime (`PrivatePath` then checks whose it is).
            if code == EEXIST, stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return nil }
            return code
        }
        restoreMode(path, mode)
        return nil
    }

    /// Gives a folder just made exactly `mode` when the umask took some of the owner's bits away
    /// (0700 under umask 0277 would be 0500), through a descriptor that follows no link.
    private static func restoreMode(_ path: String, _ mode: mode_t) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & 0o7777 != mode {
            fchmod(descriptor, mode)
        }
    }

    /// Whether the file system holding `path` has no space left for an ordinary user.
    public static func isFull(_ path: String) -> Bool {
        var info = statvfs()
        guard let folder = LocalFault.nearestExistingAncestor(of: path), statvfs(folder, &info) == 0 else {
            return false
        }
        return info.f_bavail == 0
    }
}
