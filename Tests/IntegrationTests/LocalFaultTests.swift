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

    // MARK: - A full disk

    @Test(.timeLimit(.minutes(2))) func aFullDiskFailsPlainlyAndLosesNothing() throws {
        let scratch = Home()
        let mountPoint = scratch.url.appendingPathComponent("small-disk")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        guard Self.tool("mount", ["-t", "tmpfs", "-o", "size=768k,mode=0755", "tmpfs", mountPoint.path]) == 0 else {
            try Test.cancel(
                "mounting a tmpfs needs root (CAP_SYS_ADMIN); LocalFaultMappingTests cover SQLITE_FULL and ENOSPC")
        }
        defer { _ = Self.tool("umount", ["-l", mountPoint.path]) }
        let emulator = try EmulatorProcess.start(["--api-key", "account-key"])
        defer { emulator.stop() }
        let videoId = try #require(try emulator.fixtures()["videoId"])

        let homePath = mountPoint.appendingPathComponent("home").path
        func run(_ arguments: [String], stdin: String? = nil) throws -> CommandResult {
            let environment = ["YTCLONE_HOME": homePath, "YOUTUBE_API_KEY": "account-key",
                               "YTCLONE_API_BASE": emulator.baseURL.absoluteString]
            return try CommandRunner.ytclone(arguments, environment: environment, stdin: stdin)
        }
        #expect(try run(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
                        stdin: "\(AccountFlowTests.password)\n").status == 0)
        #expect(try run(["comment", "add", videoId, "kept #safe"]).status == 0)
        #expect(try run(["signout"]).status == 0)
        #expect(try run(["video", videoId]).status == 0)  // one quota unit in the ledger
        let database = homePath + "/data/ytclone.sqlite3"

        let filler = mountPoint.appendingPathComponent("filler")
        Self.fill(filler)
        defer { try? FileManager.default.removeItem(at: filler) }

        let signUp = try run(["signup", "--name", "Bob", "--email", "bob@example.com", "--password-stdin"],
                             stdin: "\(AccountFlowTests.password)\n")
        Self.expectFault(signUp, status: 74, path: database, saying: "the disk is full", hint: "free some space")

        // The ledger is written after the answer: the command succeeds and says so plainly.
        let video = try run(["video", videoId, "--refresh"])
        #expect(video.status == 0, "\(video.stderr)")
        let warning = video.stderr.split(separator: "\n").first { $0.hasPrefix("warning: this run's quota spending") }
        #expect(warning?.contains("cannot write the database \(database): the disk is full") == true, "\(video.stderr)")
        Self.expectPlain(video.stderr)

        try FileManager.default.removeItem(at: filler)
        let store = try SQLiteStore(path: database)
        #expect(try store.rowCount(of: "users") == 1)
        #expect(try store.rowCount(of: "comments") == 1)
        let quota = try run(["quota", "--json"])
        #expect(quota.status == 0 && quota.stdout.contains("videos.list"), "\(quota.stderr)")
    }

    // MARK: - The response cache

    @Test(arguments: ["half", "header", "empty"])
    func aCacheEntryCutShortIsAMissAndIsWrittenAgain(_ cut: String) throws {
        let emulator = try EmulatorProcess.start(["--api-key", "account-key"])
        defer { emulator.stop() }
        let home = Home()
        home.apiBase = emulator.baseURL.absoluteString
        let first = try home.run(["categories", "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        let requests = try #require(try emulator.stats()["apiRequests"] as? Int)

        let folder = home.url.appendingPathComponent("cache/responses")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".entry") }
        #expect(!names.isEmpty)
        for name in names {
            let file = folder.appendingPathComponent(name)
            let data = try Data(contentsOf: file)
            let newline = try #require(data.firstIndex(of: 0x0A))
            let kept = switch cut {
            case "half": data.prefix(newline + (data.count - newline) / 2)
            case "header": data.prefix(newline / 2)
            default: Data()
            }
            try kept.write(to: file)
        }

        let second = try home.run(["categories", "--json"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(second.stderr.isEmpty, "\(second.stderr)")
        #expect(try emulator.stats()["apiRequests"] as? Int == requests + names.count, "asked again")
        #expect(try CacheFiles.expectWhole(in: home.url) == names.count, "and written whole again")
    }

    @Test func aCacheFolderThatCannotBeWrittenDoesNotFailTheCommand() throws {
        let emulator = try EmulatorProcess.start(["--api-key", "account-key"])
        defer { emulator.stop() }
        let home = try Self.homeWithData()
        home.apiBase = emulator.baseURL.absoluteString
        try Data("in the way\n".utf8).write(to: home.url.appendingPathComponent("cache"))
        let result = try home.run(["categories"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Film & Animation"))
        try Self.expectDataKept(in: home)
    }

    // MARK: - Helpers

    /// Runs ytclone where file modes bind: as it is for a user other than root; for root, through
    /// `setpriv` without the capabilities that override them. Cancels the test when neither works.
    static func runWithoutFileOverride(
        _ home: Home, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
    ) throws -> CommandResult {
        var variables = home.environment
        variables.merge(environment) { $1 }
        guard getuid() == 0 else {
            return try CommandRunner.ytclone(arguments, environment: variables, stdin: stdin)
        }
        let setpriv = "/usr/bin/setpriv"
        let drop = ["--bounding-set=-dac_override,-dac_read_search,-fowner", "--"]
        guard FileManager.default.isExecutableFile(atPath: setpriv), tool(setpriv, drop + ["/bin/true"]) == 0 else {
            try Test.cancel(
                "running as root, where mode bits do not stop reads, and setpriv cannot drop CAP_DAC_OVERRIDE here")
        }
        return try CommandRunner.ytclone(arguments, environment: variables, stdin: stdin, under: [setpriv] + drop)
    }

    /// Runs a system tool (a path, or a name looked up in /usr/sbin, /usr/bin, /sbin, /bin) quietly;
    /// its exit status, or -1 when it cannot be started.
    @discardableResult
    static func tool(_ name: String, _ arguments: [String]) -> Int32 {
        let path = name.hasPrefix("/") ? name
            : ["/usr/sbin", "/usr/bin", "/sbin", "/bin"].map { "\($0)/\(name)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return -1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Writes zeros to `file` until its file system has no space left.
    static func fill(_ file: URL) {
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let chunk = [UInt8](repeating: 0, count: 4096)
        while chunk.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        // A last byte or two may still fit in a partly used page.
        var byte: UInt8 = 0
        while write(fd, &byte, 1) > 0 {}
    }
}
