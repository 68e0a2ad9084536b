import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Files someone else controls (issue 12, item 3): a session, database or config file another
/// user planted or may change is refused with exit 78; `scripts/setup.sh` writes no key into a
/// folder others can change; folders are made 0700 at once, even under umask 000. The helpers
/// (another user, a scratch folder, runs as root) are `FolderOwnershipTests`'.
@Suite struct PlantedFileTests {
    typealias Home = FolderOwnershipTests.Home

    // MARK: - Files another user planted

    @Test func aSessionFileOfAnotherUserIsRefused() throws {
        try FolderOwnershipTests.requireRoot()
        let scratch = try FolderOwnershipTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        #expect(try FolderOwnershipTests.signUp(home: home.path).status == 0)
        let session = home.appendingPathComponent("state/session")
        let token = try Data(contentsOf: session)
        // Planted while the folder was open to them: a world-readable file of the other user's.
        try FileManager.default.removeItem(at: session)
        try token.write(to: session)
        chown(session.path, FolderOwnershipTests.other, FolderOwnershipTests.other)
        chmod(session.path, 0o644)

        for arguments in [["whoami"], ["fav", "list"], ["signout"]] {
            let result = try FolderOwnershipTests.run(arguments, home: home.path)
            LocalFaultTests.expectFault(result, status: 78, path: session.path, saying: "(uid 65534), not to you",
                                        hint: "rm \(session.path)")
        }
        #expect(try Data(contentsOf: session) == token, "left as it is")

        // A link at the session file, even one's own: ytclone writes that file itself.
        try FileManager.default.removeItem(at: session)
        let elsewhere = scratch.appendingPathComponent("token")
        try token.write(to: elsewhere)
        chmod(elsewhere.path, 0o600)
        try FileManager.default.createSymbolicLink(at: session, withDestinationURL: elsewhere)
        let linked = try FolderOwnershipTests.run(["whoami"], home: home.path)
        LocalFaultTests.expectFault(linked, status: 78, path: session.path, saying: "is a symbolic link",
                                    hint: "rm \(session.path)")

        // One's own session file that others may write.
        try FileManager.default.removeItem(at: session)
        try token.write(to: session)
        chmod(session.path, 0o666)
        let writable = try FolderOwnershipTests.run(["whoami"], home: home.path)
        LocalFaultTests.expectFault(writable, status: 78, path: session.path,
                                    saying: "is writable by other users (mode 666)", hint: "chmod 600 \(session.path)")
        chmod(session.path, 0o600)
        #expect(try FolderOwnershipTests.run(["whoami"], home: home.path).stdout.contains("@ada"))
    }

    @Test func aDatabaseOfAnotherUserIsRefused() throws {
        try FolderOwnershipTests.requireRoot()
        let scratch = try FolderOwnershipTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        #expect(try FolderOwnershipTests.signUp(home: home.path).status == 0)
        let database = home.appendingPathComponent("data/ytclone.sqlite3").path
        let before = try Data(contentsOf: URL(fileURLWithPath: database))

        chown(database, FolderOwnershipTests.other, FolderOwnershipTests.other)
        chmod(database, 0o644)
        for arguments in [["whoami"], ["quota"], ["history"]] {
            let result = try FolderOwnershipTests.run(arguments, home: home.path)
            LocalFaultTests.expectFault(result, status: 78, path: database, saying: "(uid 65534), not to you",
                                        hint: "mv \(database) \(database).untrusted")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before, "left as it is")
        chown(database, 0, 0)
        chmod(database, 0o600)

        // A write-ahead log planted next to it.
        let wal = database + "-wal"
        try Data().write(to: URL(fileURLWithPath: wal))
        chown(wal, FolderOwnershipTests.other, FolderOwnershipTests.other)
        let planted = try FolderOwnershipTests.run(["whoami"], home: home.path)
        LocalFaultTests.expectFault(planted, status: 78, path: wal, saying: "(uid 65534), not to you", hint: "mv \(wal)")
        try FileManager.default.removeItem(atPath: wal)

        // A link of one's own to a database of one's own elsewhere is used; a link of the other
        // user's is refused, whatever it points to.
        let moved = scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        let real = moved.appendingPathComponent("ytclone.sqlite3").path
        try FileManager.default.moveItem(atPath: database, toPath: real)
        try FileManager.default.createSymbolicLink(atPath: database, withDestinationPath: real)
        let own = try FolderOwnershipTests.run(["whoami"], home: home.path)
        #expect(own.status == 0 && own.stdout.contains("@ada"), "\(own.stderr)")
        lchown(database, FolderOwnershipTests.other, FolderOwnershipTests.other)
        let theirs = try FolderOwnershipTests.run(["whoami"], home: home.path)
        LocalFaultTests.expectFault(theirs, status: 78, path: database, saying: "a symbolic link,", hint: "rm \(database)")
    }

    @Test func aConfigFileOthersCanChangeIsRefused() throws {
        try FolderOwnershipTests.requireRoot()
        let scratch = try FolderOwnershipTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        let config = home.appendingPathComponent("config/config")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        // It would send the key to a server of theirs.
        try Data("YTCLONE_API_BASE=https://collector.invalid\nYOUTUBE_API_KEY=their-key-0123456789\n".utf8)
            .write(to: config)
        chown(config.path, FolderOwnershipTests.other, FolderOwnershipTests.other)
        chmod(config.path, 0o644)
        let theirs = try FolderOwnershipTests.run(["quota"], home: home.path)
        LocalFaultTests.expectFault(theirs, status: 78, path: config.path, saying: "(uid 65534), not to you",
                                    hint: "mv \(config.path)")

        chown(config.path, 0, 0)
        chmod(config.path, 0o666)
        let writable = try FolderOwnershipTests.run(["quota"], home: home.path)
        LocalFaultTests.expectFault(writable, status: 78, path: config.path, saying: "is writable by other users",
                                    hint: "chmod 600 \(config.path)")
        chmod(config.path, 0o600)
        #expect(try FolderOwnershipTests.run(["quota"], home: home.path).status == 0)
    }

    @Test func aFileOfOnesOwnThatOthersMayReadIsWarnedAboutNotRefused() throws {
        let scratch = try FolderOwnershipTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        #expect(try FolderOwnershipTests.signUp(home: home.path).status == 0)
        let database = home.appendingPathComponent("data/ytclone.sqlite3").path
        chmod(database, 0o644)
        let result = try FolderOwnershipTests.run(["whoami"], home: home.path)
        #expect(result.status == 0 && result.stdout.contains("@ada"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: \(database) is mode 644, readable by other users"), "\(result.stderr)")
        #expect(result.stderr.contains("chmod 600 \(database)"))
    }

    // MARK: - scripts/setup.sh

    @Test func setupWritesNoKeyIntoAFolderOthersCanChange() throws {
        let scratch = try FolderOwnershipTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let repository = scratch.appendingPathComponent("ytclone")
        let scripts = repository.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/setup.sh")
        try FileManager.default.copyItem(at: source, to: scripts.appendingPathComponent("setup.sh"))
        func setup() throws -> (status: Int32, stderr: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [scripts.appendingPathComponent("setup.sh").path]
            let input = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data("setup-key-0123456789\n".utf8))
            try input.fileHandleForWriting.close()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        let dotEnv = repository.appendingPathComponent(".env").path

        chmod(repository.path, 0o777)
        let open = try setup()
        #expect(open.status == 78, "\(open.stderr)")
        #expect(open.stderr.contains("the folder \(repository.path) is writable by other users"), "\(open.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dotEnv), "no key written")

        chmod(repository.path, 0o755)
        let fine = try setup()
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(FolderOwnershipTests.mode(dotEnv) == 0o600)
    }

    // MARK: - Folders made under umask 000

    @Test func foldersAreMade0700AtOnceEvenUnderUmask000() throws {
        let scratch = try FolderOwnershipTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("user")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        chmod(home.path, 0o700)
        let emulator = try EmulatorProcess.start(["--api-key", "account-key"])
        defer { emulator.stop() }

        // strace, when there is one, lists every mkdir: none may make a folder wider than 0700 and
        // narrow it afterwards (there is a moment when another user may get in).
        let log = scratch.appendingPathComponent("mkdir.log").path
        let strace = ["/usr/bin/strace", "-f", "-qq", "-e", "trace=mkdir,mkdirat,chmod,fchmodat", "-o", log]
        let traced = LocalFaultTests.tool(strace[0], Array(strace.dropFirst()) + ["/bin/true"]) == 0
        let umask0 = ["/bin/sh", "-c", "umask 0; exec \"$0\" \"$@\""]
        let wrapper = traced ? strace + umask0 : umask0
        // The XDG folders under HOME, as most people have them: no YTCLONE_HOME.
        let environment = ["HOME": home.path, "YTCLONE_HOME": "", "YOUTUBE_API_KEY": "account-key",
                           "YTCLONE_API_BASE": emulator.baseURL.absoluteString]
        var calls: [String] = []
        for (arguments, stdin) in [
            (["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
             "\(AccountFlowTests.password)\n"),
            (["categories"], nil),
        ] {
            let result = try CommandRunner.ytclone(arguments, environment: environment, stdin: stdin, under: wrapper)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            if traced { calls += try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init) }
        }

        for folder in [".local", ".local/share", ".local/share/ytclone", ".local/state", ".local/state/ytclone",
                       ".cache", ".cache/ytclone", ".cache/ytclone/responses"]
        {
            #expect(FolderOwnershipTests.mode(home.path + "/" + folder) == 0o700, "\(folder) is \(String(FolderOwnershipTests.mode(home.path + "/" + folder), radix: 8))")
        }
        #expect(!FileManager.default.fileExists(atPath: home.path + "/.config/ytclone"), "ytclone never makes the config folder")
        for file in [".local/share/ytclone/ytclone.sqlite3", ".local/state/ytclone/session"] {
            #expect(FolderOwnershipTests.mode(home.path + "/" + file) == 0o600, "\(file)")
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: home.path + "/.cache/ytclone/responses")
        #expect(!entries.isEmpty)
        for entry in entries {
            #expect(FolderOwnershipTests.mode(home.path + "/.cache/ytclone/responses/" + entry) == 0o600, "\(entry)")
        }
        let made = calls.filter { $0.contains("mkdir") && $0.contains(home.path) }
        #expect(!traced || !made.isEmpty, "strace saw the folders made")
        for call in made {
            #expect(call.contains(", 0700)") || call.contains(", 0700 <unfinished"), "made wider than 0700: \(call)")
        }
    }
}
