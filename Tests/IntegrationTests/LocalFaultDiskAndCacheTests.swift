import Foundation
import Testing
import YTStore

#if canImport(Glibc)
    import Glibc
#endif

/// Local faults of the disk and of the response cache (issue 11): a full disk fails plainly and
/// loses nothing; a cache entry cut short, or a cache folder that cannot be written, fails nothing.
@Suite struct LocalFaultDiskAndCacheTests {
    typealias Home = LocalFaultTests.Home

    // MARK: - A full disk

    @Test(.timeLimit(.minutes(2))) func aFullDiskFailsPlainlyAndLosesNothing() throws {
        let scratch = Home()
        let mountPoint = scratch.url.appendingPathComponent("small-disk")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        guard LocalFaultTests.tool("mount", ["-t", "tmpfs", "-o", "size=768k,mode=0755", "tmpfs", mountPoint.path]) == 0 else {
            try Test.cancel(
                "mounting a tmpfs needs root (CAP_SYS_ADMIN); LocalFaultMappingTests cover SQLITE_FULL and ENOSPC")
        }
        defer { _ = LocalFaultTests.tool("umount", ["-l", mountPoint.path]) }
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
        LocalFaultTests.fill(filler)
        defer { try? FileManager.default.removeItem(at: filler) }

        let signUp = try run(["signup", "--name", "Bob", "--email", "bob@example.com", "--password-stdin"],
                             stdin: "\(AccountFlowTests.password)\n")
        LocalFaultTests.expectFault(signUp, status: 74, path: database, saying: "the disk is full", hint: "free some space")

        // The failed run's closing freed the -wal and -shm files it made: fill that space again.
        let refill = mountPoint.appendingPathComponent("refill")
        LocalFaultTests.fill(refill)
        defer { try? FileManager.default.removeItem(at: refill) }

        // The ledger is written after the answer: the command succeeds and says so plainly.
        let video = try run(["video", videoId, "--refresh"])
        #expect(video.status == 0, "\(video.stderr)")
        let warning = video.stderr.split(separator: "\n").first { $0.hasPrefix("warning: this run's quota spending") }
        #expect(warning?.contains("cannot write the database \(database): the disk is full") == true, "\(video.stderr)")
        LocalFaultTests.expectPlain(video.stderr)

        try FileManager.default.removeItem(at: filler)
        try FileManager.default.removeItem(at: refill)
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
        let home = try LocalFaultTests.homeWithData()
        home.apiBase = emulator.baseURL.absoluteString
        try Data("in the way\n".utf8).write(to: home.url.appendingPathComponent("cache"))
        let result = try home.run(["categories"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Film & Animation"))
        try LocalFaultTests.expectDataKept(in: home)
    }
}
