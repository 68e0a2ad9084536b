import Foundation
import Testing
import YTCore
import YTStore

@Suite struct MigrationsTests {
    static let allMigrations = [
        "v1-accounts", "v1-comments", "v1-library", "v1-cursors", "v2-quota-ledger", "v2-subscription-feed",
        "v3-shown-rows", "v4-feed-origin", "v4-shown-rows-per-machine", "v5-watch-progress", "v6-comment-drafts",
    ]

    @Test func aNewFileGetsEveryMigrationAndEveryTable() throws {
        try withTemporaryStore { store in
            let applied = try store.appliedMigrations()
            #expect(applied == Self.allMigrations)
            for table in StateTable.names {
                #expect(try store.rowCount(of: table) == 0)
            }
            #expect(try store.integrityCheck() == ["ok"])
        }
    }

    @Test func reopeningRunsNothingTwiceAndKeepsTheData() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            let user = try SQLiteStore(path: path).makeUser("ada")
            let reopened = try SQLiteStore(path: path)
            #expect(try reopened.appliedMigrations() == Self.allMigrations)
            #expect(try reopened.user(id: user.id) == user)
            let third = try SQLiteStore(path: path)
            #expect(try third.rowCount(of: "users") == 1)
        }
    }

    @Test func connectionsUseWALAndForeignKeys() throws {
        try withTemporaryStore { store in
            let journalMode = try store.setting("journal_mode")
            #expect(journalMode == "wal")
            #expect(try store.setting("foreign_keys") == "1")
        }
    }

    @Test func theDirectoryIsPrivateToItsOwner() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            _ = try SQLiteStore(path: path)
            let folder = try FileManager.default.attributesOfItem(atPath: (path as NSString).deletingLastPathComponent)
            let file = try FileManager.default.attributesOfItem(atPath: path)
            #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
            #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        }
    }

    @Test func aPathThatCannotBeCreatedNamesTheFileInTheWay() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("not-a-directory")
            try Data("x".utf8).write(to: blocker)
            #expect(throws: StoreError.local(LocalFault(.cannotCreate, what: "data folder", path: blocker.path,
                                                        obstacle: .fileInTheWay(blocker.path)))) {
                try SQLiteStore(path: blocker.appendingPathComponent("ytclone.sqlite3").path)
            }
        }
    }
}
