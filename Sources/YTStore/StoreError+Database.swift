import Foundation
import GRDB
import YTCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension StoreError {
    /// Wraps whatever a call on the database file at `path` threw; store errors raised on purpose
    /// pass through. A fault of the file itself (SQLite's result code says which) becomes `.local`,
    /// naming the file.
    init(_ error: any Error, path: String) {
        switch error {
        case let error as StoreError:
            self = error
        case let error as LocalFault:
            self = .local(error)
        case let error as DatabaseError:
            if let fault = LocalFault(error, path: path) {
                self = .local(fault)
            } else {
                self = .unavailable(detail: error.message ?? "\(error.resultCode)")
            }
        default:
            self = .unavailable(detail: "\(error)")
        }
    }
}

extension LocalFault {
    /// The fault of the database file at `path` that `error` reports, or `nil` when the file is
    /// not at fault (a constraint, a statement the schema refuses).
    init?(_ error: DatabaseError, path: String) {
        self.init(sqliteResultCode: error.resultCode.rawValue, path: path)
    }

    /// The fault of the database file at `path` that a SQLite result code (primary or extended)
    /// stands for, or `nil` when the file is not at fault.
    package init?(sqliteResultCode code: Int32, path: String) {
        switch ResultCode(rawValue: code).primaryResultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            self.init(.damaged, what: "database", path: path)
        case .SQLITE_FULL:
            self.init(.diskFull, what: "database", path: path)
        case .SQLITE_IOERR:
            // SQLite reports a write that ran out of space in the -wal or -shm file as an I/O error.
            self.init(LocalFiles.isFull(path) ? .diskFull : .ioError, what: "database", path: path)
        case .SQLITE_CANTOPEN:
            self = Self.cannotOpenDatabase(path)
        case .SQLITE_READONLY, .SQLITE_PERM:
            self = Self.cannotWriteDatabase(path)
        default:
            return nil
        }
    }

    /// Why SQLite could not open `path`, asked of the file system: a folder in the file's place,
    /// a file ytclone may not read, a folder it may not write in.
    static func cannotOpenDatabase(_ path: String) -> LocalFault {
        let folder = Self.folder(of: path)
        var status = stat()
        guard stat(path, &status) == 0 else {
            // No file: it had to be created, in a folder that is missing, is a file, or is closed to us.
            if stat(folder, &status) != 0 {
                return LocalFault(errno: errno, what: "database", path: path, creating: true)
            }
            if (status.st_mode & S_IFMT) != S_IFDIR {
                return LocalFault(errno: ENOTDIR, what: "database", path: path, creating: true)
            }
            if access(folder, W_OK | X_OK) != 0 {
                return LocalFault(errno: errno, what: "database", path: path, creating: true)
            }
            return LocalFault(.cannotCreate, what: "database", path: path)
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            return LocalFault(.cannotRead, what: "database", path: path, obstacle: .folderInTheWay(path))
        }
        if access(path, R_OK | W_OK) != 0 {
            return LocalFault(errno: errno, what: "database", path: path, creating: false)
        }
        // SQLite keeps its -wal and -shm files next to the database.
        if let obstacle = Self.writeObstacle(path) {
            return LocalFault(.cannotWrite, what: "database", path: path, obstacle: obstacle)
        }
        return LocalFault(.cannotRead, what: "database", path: path)
    }

    /// Why SQLite may only read `path`: the file, its -wal or -shm file, or its folder refuses writes.
    static func cannotWriteDatabase(_ path: String) -> LocalFault {
        LocalFault(.cannotWrite, what: "database", path: path, obstacle: Self.writeObstacle(path))
    }

    /// What keeps SQLite from writing the database at `path`: the file, a -wal or -shm file left
    /// with another mode or owner, or a folder it may not make them in.
    static func writeObstacle(_ path: String) -> Obstacle? {
        for file in [path, path + "-wal", path + "-shm"]
        where access(file, F_OK) == 0 && access(file, R_OK | W_OK) != 0 {
            return errno == EROFS ? .readOnlyFileSystem(file) : .noPermission(file)
        }
        let folder = Self.folder(of: path)
        guard access(folder, W_OK | X_OK) != 0 else { return nil }
        return errno == EROFS ? .readOnlyFileSystem(folder) : .closedFolder(folder)
    }

    /// The folder that holds `path` ("." for a bare file name).
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
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
