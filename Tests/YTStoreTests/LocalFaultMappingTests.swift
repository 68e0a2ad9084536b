import Foundation
import Testing
import YTCore
import YTStore

#if canImport(Glibc)
    import Glibc
#endif

/// Faults of the database file and its folder come out as `LocalFault`s, read from SQLite's result
/// codes and `errno`, never from message text; a file ytclone cannot use is left as it is.
@Suite struct LocalFaultMappingTests {
    // SQLite's primary result codes (sqlite3.h).
    static let SQLITE_PERM: Int32 = 3, SQLITE_READONLY: Int32 = 8, SQLITE_IOERR: Int32 = 10,
        SQLITE_CORRUPT: Int32 = 11, SQLITE_FULL: Int32 = 13, SQLITE_CANTOPEN: Int32 = 14,
        SQLITE_CONSTRAINT: Int32 = 19, SQLITE_NOTADB: Int32 = 26
    static let SQLITE_IOERR_WRITE: Int32 = 10 | (3 << 8), SQLITE_CORRUPT_INDEX: Int32 = 11 | (3 << 8)

    @Test func sqliteResultCodesOfTheFileItselfAreLocalFaults() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("ytclone.sqlite3").path
            func kind(_ code: Int32) -> LocalFault.Kind? { LocalFault(sqliteResultCode: code, path: path)?.kind }
            #expect(kind(Self.SQLITE_NOTADB) == .damaged)
            #expect(kind(Self.SQLITE_CORRUPT) == .damaged)
            #expect(kind(Self.SQLITE_CORRUPT_INDEX) == .damaged)
            #expect(kind(Self.SQLITE_FULL) == .diskFull)
            // The temporary folder has room, so an I/O error is not taken for a full disk.
            #expect(kind(Self.SQLITE_IOERR) == .ioError)
            #expect(kind(Self.SQLITE_IOERR_WRITE) == .ioError)
            #expect(kind(Self.SQLITE_READONLY) == .cannotWrite)
            #expect(kind(Self.SQLITE_PERM) == .cannotWrite)
            // Not the file's fault: left to the store's own errors.
            #expect(kind(Self.SQLITE_CONSTRAINT) == nil)
            #expect(LocalFault(sqliteResultCode: Self.SQLITE_FULL, path: path)?.path == path)
        }
    }

    @Test func cantOpenSaysWhatIsInTheWay() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("ytclone.sqlite3")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let fault = try #require(LocalFault(sqliteResultCode: Self.SQLITE_CANTOPEN, path: folder.path))
            #expect(fault.kind == .cannotRead)
            #expect(fault.obstacle == .folderInTheWay(folder.path))

            let blocker = directory.appendingPathComponent("data")
            try Data("x".utf8).write(to: blocker)
            let under = blocker.appendingPathComponent("ytclone.sqlite3").path
            let blocked = try #require(LocalFault(sqliteResultCode: Self.SQLITE_CANTOPEN, path: under))
            #expect(blocked.kind == .cannotCreate)
            #expect(blocked.obstacle == .fileInTheWay(blocker.path))
        }
    }

    @Test func errnoValuesMapToTheirFaults() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("missing/data").path
            #expect(LocalFault(errno: ENOSPC, what: "x", path: path, creating: true).kind == .diskFull)
            #expect(LocalFault(errno: EDQUOT, what: "x", path: path, creating: true).kind == .diskFull)
            #expect(LocalFault(errno: EIO, what: "x", path: path, creating: false).kind == .ioError)
            let denied = LocalFault(errno: EACCES, what: "x", path: path, creating: true)
            #expect(denied.kind == .cannotCreate)
            #expect(denied.obstacle == .closedFolder(directory.path), "the nearest folder that exists refused")
            let readOnly = LocalFault(errno: EROFS, what: "x", path: path, creating: true)
            #expect(readOnly.obstacle == .readOnlyFileSystem(directory.path))
            let unreadable = LocalFault(errno: EACCES, what: "x", path: path, creating: false)
            #expect(unreadable.kind == .cannotRead)
            #expect(unreadable.obstacle == .noPermission(path))
            let odd = LocalFault(errno: ENAMETOOLONG, what: "x", path: path, creating: true)
            #expect(odd.kind == .cannotCreate)
            #expect(odd.detail == "file name too long")
        }
    }

    @Test func aFolderThatCannotBeMadeNamesTheFileInTheWay() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("home")
            try Data("x".utf8).write(to: blocker)
            let target = blocker.appendingPathComponent("data/ytclone").path
            let expected = LocalFault(.cannotCreate, what: "data folder", path: target,
                                      obstacle: .fileInTheWay(blocker.path))
            #expect(throws: expected) {
                try LocalFiles.createDirectory(atPath: target, what: "data folder")
            }
            let made = directory.appendingPathComponent("a/b/c").path
            try LocalFiles.createDirectory(atPath: made)
            for folder in ["a", "a/b", "a/b/c"] {
                let path = directory.appendingPathComponent(folder).path
                let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
                #expect((mode as? NSNumber)?.intValue == 0o700, "\(folder)")
            }
            try LocalFiles.createDirectory(atPath: made)  // already there: nothing to do
        }
    }

    @Test func aFileOfGarbageIsDamagedAndLeftAsItIs() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
            try garbage.write(to: URL(fileURLWithPath: path))
            #expect(throws: StoreError.local(LocalFault(.damaged, what: "database", path: path))) {
                try SQLiteStore(path: path)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }

    @Test func aDatabaseOfANewerVersionIsRefusedAndLeftAsItIs() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            do {
                let store = try SQLiteStore(path: path)
                _ = try store.makeUser("ada")
                try store.executeForTesting("INSERT INTO grdb_migrations (identifier) VALUES ('v9-future')")
                try store.checkpoint()
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(throws: StoreError.local(LocalFault(.newerSchema(["v9-future"]), what: "database", path: path))) {
                try SQLiteStore(path: path)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }
}
