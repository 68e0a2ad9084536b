import Foundation
import Testing
import YTStore

#if canImport(Glibc)
    import Glibc
#endif

/// Faults of ytclone's own files on this machine (issue 11): a damaged, unreadable or newer
/// database, a home that cannot be created, a full disk, a cache entry cut short. Each ends in one
/// plain `error:` line naming the file, a `hint:`, exit 73 (cannot create) or 74 (I/O), and no data
/// already stored is lost or changed.
@Suite struct LocalFaultTests {
    typealias Home = AccountFlowTests.Home

    /// Expects the single `error:` line of a local fault, naming `path`, then its `hint:`.
    static func expectFault(
        _ result: CommandResult, status: Int32, path: String, saying words: String, hint: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("error:") }) else { return }
        #expect(lines[index].contains(path), "the error names \(path): \(lines[index])", sourceLocation: sourceLocation)
        #expect(lines[index].contains(words), "\(lines[index])", sourceLocation: sourceLocation)
        #expect(lines.indices.contains(index + 1) && lines[index + 1].hasPrefix("hint: ")
                    && lines[index + 1].contains(hint), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        expectPlain(result.stderr, sourceLocation: sourceLocation)
    }

    /// No type's debug description in what a person reads.
    static func expectPlain(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let leaks = ["Error Domain", "NSCocoaErrorDomain", "detail:", "unavailable(", "LocalFault", "StoreError",
                     "Code="]
        for leak in leaks {
            #expect(!text.contains(leak), "\(leak) in: \(text)", sourceLocation: sourceLocation)
        }
    }

    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// A signed-in account with two local comments, the data a failed run must not lose.
    static func homeWithData() throws -> Home {
        let home = Home()
        #expect(try home.signUp().status == 0)
        for text in ["First #one", "Second @ada"] {
            let added = try home.run(["comment", "add", "dQw4w9WgXcQ", text])
            #expect(added.status == 0, "\(added.stderr)")
        }
        return home
    }

    /// Expects the home's database to hold its one account and two comments, read apart from ytclone.
    static func expectDataKept(in home: Home, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let store = try SQLiteStore(path: home.databasePath)
        #expect(try store.rowCount(of: "users") == 1, sourceLocation: sourceLocation)
        #expect(try store.rowCount(of: "comments") == 2, sourceLocation: sourceLocation)
    }

    // MARK: - The database file

    @Test(arguments: [["whoami"], ["fav", "list"], ["quota"], ["comment", "add", "dQw4w9WgXcQ", "hi"]])
    func aDatabaseOfGarbageIsDamagedAndKeptAsItIs(_ arguments: [String]) throws {
        let home = Home()
        try FileManager.default.createDirectory(atPath: (home.databasePath as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let garbage = Data((0..<16384).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: home.databasePath))
        // A session file, so commands that need a user get as far as the database.
        try FileManager.default.createDirectory(at: home.url.appendingPathComponent("state"),
                                                withIntermediateDirectories: true)
        try Data("token\n".utf8).write(to: home.url.appendingPathComponent("state/session"))

        let result = try home.run(arguments)
        Self.expectFault(result, status: 74, path: home.databasePath, saying: "is damaged or is not a SQLite database",
                         hint: "mv \(home.databasePath) \(home.databasePath).broken")
        #expect(try Self.bytes(home.databasePath) == garbage, "the damaged file is left byte for byte")
    }

    @Test func aFolderWhereTheDatabaseShouldBeIsReported() throws {
        let home = Home()
        try FileManager.default.createDirectory(atPath: home.databasePath, withIntermediateDirectories: true)
        let result = try home.run(["whoami"])
        Self.expectFault(result, status: 74, path: home.databasePath, saying: "it is a folder, not a file",
                         hint: "mv \(home.databasePath) \(home.databasePath).broken")
    }

    @Test func anUnreadableDatabaseSaysPermissionDeniedAndKeepsItsData() throws {
        let home = try Self.homeWithData()
        chmod(home.databasePath, 0o000)
        let result = try Self.runWithoutFileOverride(home, ["whoami"])
        chmod(home.databasePath, 0o600)
        Self.expectFault(result, status: 74, path: home.databasePath, saying: "cannot open the database",
                         hint: "chmod u+rw \(home.databasePath)")
        #expect(result.stderr.contains("permission denied"))
        let after = try home.run(["whoami"])
        #expect(after.status == 0 && after.stdout.contains("@ada"), "\(after.stderr)")
        try Self.expectDataKept(in: home)
    }

    @Test func aDatabaseOfANewerYtcloneIsLeftUntouched() throws {
        let home = try Self.homeWithData()
        do {
            let store = try SQLiteStore(path: home.databasePath)
            try store.executeForTesting("INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-the-future')")
            try store.checkpoint()
        }
        let before = try Self.bytes(home.databasePath)
        for arguments in [["whoami"], ["comment", "add", "dQw4w9WgXcQ", "third"], ["quota"]] {
            let result = try home.run(arguments)
            Self.expectFault(result, status: 74, path: home.databasePath, saying: "was written by a newer ytclone",
                             hint: "upgrade ytclone")
            #expect(result.stderr.contains("v9-from-the-future"))
        }
        #expect(try Self.bytes(home.databasePath) == before, "not a byte of a newer database changes")
    }

    // MARK: - The home's folders

    @Test func aHomeUnderARegularFileCannotBeCreated() throws {
        let scratch = Home()
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        let file = scratch.url.appendingPathComponent("plain-file")
        try Data("not a folder\n".utf8).write(to: file)
        let home = file.appendingPathComponent("home").path
        let result = try CommandRunner.ytclone(
            ["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
            environment: ["YTCLONE_HOME": home], stdin: "\(AccountFlowTests.password)\n")
        Self.expectFault(result, status: 73, path: home + "/data", saying: "\(file.path) is a file, not a folder",
                         hint: "rename or move \(file.path)")
        #expect(try Self.bytes(file.path) == Data("not a folder\n".utf8))
    }

    @Test func aReadOnlyHomeCannotBeCreated() throws {
        let scratch = Home()
        let locked = scratch.url.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        chmod(locked.path, 0o555)
        defer { chmod(locked.path, 0o755) }
        let home = Home()
        let inside = locked.appendingPathComponent("home")
        let result = try Self.runWithoutFileOverride(
            home, ["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
            stdin: "\(AccountFlowTests.password)\n", environment: ["YTCLONE_HOME": inside.path])
        Self.expectFault(result, status: 73, path: inside.path + "/data",
                         saying: "no permission to write in \(locked.path)", hint: "make \(locked.path) writable")
    }

    @Test func aStateFolderThatCannotBeMadeFailsTheSignInAndKeepsTheAccount() throws {
        let home = try Self.homeWithData()
        #expect(try home.run(["signout"]).status == 0)
        let state = home.url.appendingPathComponent("state")
        try FileManager.default.removeItem(at: state)
        try Data().write(to: state)

        let result = try home.run(["signin", "--email", "ada@example.com", "--password-stdin"],
                                  stdin: "\(AccountFlowTests.password)\n")
        Self.expectFault(result, status: 73, path: state.path, saying: "\(state.path) is a file, not a folder",
                         hint: "rename or move \(state.path)")
        try Self.expectDataKept(in: home)

        try FileManager.default.removeItem(at: state)
        let again = try home.run(["signin", "--email", "ada@example.com", "--password-stdin"],
                                 stdin: "\(AccountFlowTests.password)\n")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try home.run(["whoami"]).stdout.contains("@ada"))
    }
}
