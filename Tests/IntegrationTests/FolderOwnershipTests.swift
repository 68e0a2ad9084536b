import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Folders someone else controls (issue 12, item 3): a `YTCLONE_HOME` or XDG folder another user
/// can write, or files another user planted there. ytclone refuses them with exit 78, naming the
/// folder or file and the fix, follows no link at its session temporary name, and makes its
/// folders 0700 at once, even under umask 000.
///
/// The tests run as root (as in CI) or as any user; "another user" is uid 65534 (nobody), which
/// root may give files to. Tests that need `chown` or `setpriv` are cancelled when not root.
@Suite struct FolderOwnershipTests {
    typealias Home = AccountFlowTests.Home

    /// The user the planted files belong to.
    static let other: uid_t = 65534

    static func requireRoot() throws {
        guard getuid() == 0 else { try Test.cancel("giving files to another user needs root") }
    }

    /// A scratch folder of the test's own (root's, mode 0755), under the system temporary folder.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-own-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        chmod(url.path, 0o755)
        return url
    }

    static func signUp(home: String, under wrapper: [String] = [], environment: [String: String] = [:])
        throws -> CommandResult
    {
        var variables = ["YTCLONE_HOME": home]
        variables.merge(environment) { $1 }
        return try CommandRunner.ytclone(
            ["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
            environment: variables, stdin: "\(AccountFlowTests.password)\n", under: wrapper)
    }

    static func run(_ arguments: [String], home: String, stdin: String? = nil, under wrapper: [String] = [])
        throws -> CommandResult
    {
        try CommandRunner.ytclone(arguments, environment: ["YTCLONE_HOME": home], stdin: stdin, under: wrapper)
    }

    /// A file of the other user's, with text a run must not change.
    static func victimFile(in folder: URL) throws -> URL {
        let victim = folder.appendingPathComponent("victim.txt")
        try Data("the other user's notes\n".utf8).write(to: victim)
        chown(victim.path, other, other)
        chmod(victim.path, 0o644)
        return victim
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// A wrapper that plants a link to `victim` at `.session.<pid>` in `state`, the temporary name
    /// ytclone used to write its session file, then runs ytclone under that same pid (`exec`).
    static func plantingSessionLink(in state: URL, to victim: URL) -> [String] {
        ["/bin/sh", "-c", "ln -s '\(victim.path)' '\(state.path)'/.session.$$ && exec \"$0\" \"$@\""]
    }

    // MARK: - Folders on the way

    @Test(arguments: [["whoami"], ["quota"], ["cache", "stats"]])
    func aHomeOthersCanWriteIsRefusedAndNamedUnlessItIsSticky(_ arguments: [String]) throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("shared-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        chmod(home.path, 0o777)

        let refused = try Self.run(arguments, home: home.path)
        LocalFaultTests.expectFault(refused, status: 78, path: home.path,
                                    saying: "is writable by other users (mode 777, no sticky bit)",
                                    hint: "chmod go-w \(home.path)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "nothing made in it")

        chmod(home.path, 0o775)
        let group = try Self.run(arguments, home: home.path)
        LocalFaultTests.expectFault(group, status: 78, path: home.path, saying: "mode 775",
                                    hint: "chmod g-w \(home.path)")

        // The sticky bit (as /tmp has): no one may rename or delete another user's entries.
        chmod(home.path, 0o1777)
        let sticky = try Self.run(arguments, home: home.path)
        #expect(sticky.status != 78 && !sticky.stderr.contains("other users"), "\(sticky.stderr)")
    }

    @Test func aFolderOfAnotherUserOnTheWayIsRefused() throws {
        try Self.requireRoot()
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let theirs = scratch.appendingPathComponent("theirs")
        try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
        chmod(theirs.path, 0o755)
        chown(theirs.path, Self.other, Self.other)
        let home = theirs.appendingPathComponent("home")

        let result = try Self.signUp(home: home.path)
        LocalFaultTests.expectFault(result, status: 78, path: theirs.path, saying: "(uid 65534), not to you",
                                    hint: "set YTCLONE_HOME to a folder you own")
        #expect(!FileManager.default.fileExists(atPath: home.path), "nothing made in it")

        // A link of the other user's on the way, to a folder of one's own, is refused too: they
        // could point it elsewhere at any time.
        let mine = scratch.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        let link = scratch.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: mine)
        lchown(link.path, Self.other, Self.other)
        let linked = try Self.signUp(home: link.appendingPathComponent("home").path)
        LocalFaultTests.expectFault(linked, status: 78, path: link.path, saying: "the symbolic link",
                                    hint: "rm \(link.path)")
    }

    @Test func aUserOtherThanRootKeepsItsFilesUnderAStickyFolderAndIsRefusedAnotherUsersFolder() throws {
        try Self.requireRoot()
        let setpriv = "/usr/bin/setpriv"
        let victim = ["--reuid=\(Self.other)", "--regid=\(Self.other)", "--clear-groups", "--"]
        guard LocalFaultTests.tool(setpriv, victim + ["/bin/true"]) == 0 else {
            try Test.cancel("setpriv cannot run a command as uid \(Self.other) here")
        }
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A /tmp of its own: root's, world-writable, sticky.
        let shared = scratch.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        chmod(shared.path, 0o1777)

        let home = shared.appendingPathComponent("nobody-home")
        let signUp = try Self.signUp(home: home.path, under: [setpriv] + victim)
        #expect(signUp.status == 0, "\(signUp.stderr)")
        let whoami = try Self.run(["whoami"], home: home.path, under: [setpriv] + victim)
        #expect(whoami.status == 0 && whoami.stdout.contains("@ada"), "\(whoami.stderr)")
        for folder in ["", "/data", "/state"] {
            #expect(Self.mode(home.path + folder) == 0o700, "\(folder)")
        }

        // A folder of yet another user (uid 65533) on the way.
        let theirs = shared.appendingPathComponent("theirs")
        try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
        chown(theirs.path, 65533, 65533)
        let refused = try Self.signUp(home: theirs.appendingPathComponent("home").path, under: [setpriv] + victim)
        LocalFaultTests.expectFault(refused, status: 78, path: theirs.path, saying: "uid 65533",
                                    hint: "set YTCLONE_HOME to a folder you own")
    }

    // MARK: - The session's temporary file

    @Test func aLinkAtTheSessionTemporaryNameIsNotFollowed() throws {
        try Self.requireRoot()
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        #expect(try Self.signUp(home: home.path).status == 0)
        #expect(try Self.run(["signout"], home: home.path).status == 0)
        let victim = try Self.victimFile(in: scratch)
        let state = home.appendingPathComponent("state")

        let signIn = try CommandRunner.ytclone(
            ["signin", "--email", "ada@example.com", "--password-stdin"], environment: ["YTCLONE_HOME": home.path],
            stdin: "\(AccountFlowTests.password)\n", under: Self.plantingSessionLink(in: state, to: victim))
        #expect(signIn.status == 0, "\(signIn.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "the other user's notes\n", "the victim is unchanged")
        let session = state.appendingPathComponent("session").path
        #expect(!Self.isLink(session), "the session file is a file of its own, not the planted link")
        #expect(Self.mode(session) == 0o600)
        let token = try String(contentsOfFile: session, encoding: .utf8)
        #expect(token.count == 65 && token.hasSuffix("\n"), "\(token)")
        let whoami = try Self.run(["whoami"], home: home.path)
        #expect(whoami.status == 0 && whoami.stdout.contains("@ada"), "\(whoami.stderr)")
    }

    @Test func aLinkPlantedInAStateFolderOthersCanWriteIsRefusedBeforeAnythingIsWritten() throws {
        try Self.requireRoot()
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        let state = home.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        chmod(home.path, 0o700)
        chmod(state.path, 0o777)
        let victim = try Self.victimFile(in: scratch)

        let result = try CommandRunner.ytclone(
            ["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
            environment: ["YTCLONE_HOME": home.path], stdin: "\(AccountFlowTests.password)\n",
            under: Self.plantingSessionLink(in: state, to: victim))
        LocalFaultTests.expectFault(result, status: 78, path: state.path, saying: "is writable by other users",
                                    hint: "chmod go-w \(state.path)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "the other user's notes\n", "the victim is unchanged")
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("session").path))
    }

    // MARK: - Files another user planted

    @Test func aSessionFileOfAnotherUserIsRefused() throws {
        try Self.requireRoot()
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        #expect(try Self.signUp(home: home.path).status == 0)
        let session = home.appendingPathComponent("state/session")
        let token = try Data(contentsOf: session)
        // Planted while the folder was open to them: a world-readable file of the other user's.
        try FileManager.default.removeItem(at: session)
        try token.write(to: session)
        chown(session.path, Self.other, Self.other)
        chmod(session.path, 0o644)

        for arguments in [["whoami"], ["fav", "list"], ["signout"]] {
            let result = try Self.run(arguments, home: home.path)
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
        let linked = try Self.run(["whoami"], home: home.path)
        LocalFaultTests.expectFault(linked, status: 78, path: session.path, saying: "is a symbolic link",
                                    hint: "rm \(session.path)")

        // One's own session file that others may write.
        try FileManager.default.removeItem(at: session)
        try token.write(to: session)
        chmod(session.path, 0o666)
        let writable = try Self.run(["whoami"], home: home.path)
        LocalFaultTests.expectFault(writable, status: 78, path: session.path,
                                    saying: "is writable by other users (mode 666)", hint: "chmod 600 \(session.path)")
        chmod(session.path, 0o600)
        #expect(try Self.run(["whoami"], home: home.path).stdout.contains("@ada"))
    }

    @Test func aDatabaseOfAnotherUserIsRefused() throws {
        try Self.requireRoot()
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        #expect(try Self.signUp(home: home.path).status == 0)
        let database = home.appendingPathComponent("data/ytclone.sqlite3").path
        let before = try Data(contentsOf: URL(fileURLWithPath: database))

        chown(database, Self.other, Self.other)
        chmod(database, 0o644)
        for arguments in [["whoami"], ["quota"], ["history"]] {
            let result = try Self.run(arguments, home: home.path)
            LocalFaultTests.expectFault(result, status: 78, path: database, saying: "(uid 65534), not to you",
                                        hint: "mv \(database) \(database).untrusted")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before, "left as it is")
        chown(database, 0, 0)
        chmod(database, 0o600)

        // A write-ahead log planted next to it.
        let wal = database + "-wal"
        try Data().write(to: URL(fileURLWithPath: wal))
        chown(wal, Self.other, Self.other)
        let planted = try Self.run(["whoami"], home: home.path)
        LocalFaultTests.expectFault(planted, status: 78, path: wal, saying: "(uid 65534), not to you", hint: "mv \(wal)")
        try FileManager.default.removeItem(atPath: wal)

        // A link of one's own to a database of one's own elsewhere is used; a link of the other
        // user's is refused, whatever it points to.
        let moved = scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        let real = moved.appendingPathComponent("ytclone.sqlite3").path
        try FileManager.default.moveItem(atPath: database, toPath: real)
        try FileManager.default.createSymbolicLink(atPath: database, withDestinationPath: real)
        let own = try Self.run(["whoami"], home: home.path)
        #expect(own.status == 0 && own.stdout.contains("@ada"), "\(own.stderr)")
        lchown(database, Self.other, Self.other)
        let theirs = try Self.run(["whoami"], home: home.path)
        LocalFaultTests.expectFault(theirs, status: 78, path: database, saying: "a symbolic link,", hint: "rm \(database)")
    }

    @Test func aConfigFileOthersCanChangeIsRefused() throws {
        try Self.requireRoot()
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        let config = home.appendingPathComponent("config/config")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        // It would send the key to a server of theirs.
        try Data("YTCLONE_API_BASE=https://collector.invalid\nYOUTUBE_API_KEY=their-key-0123456789\n".utf8)
            .write(to: config)
        chown(config.path, Self.other, Self.other)
        chmod(config.path, 0o644)
        let theirs = try Self.run(["quota"], home: home.path)
        LocalFaultTests.expectFault(theirs, status: 78, path: config.path, saying: "(uid 65534), not to you",
                                    hint: "mv \(config.path)")

        chown(config.path, 0, 0)
        chmod(config.path, 0o666)
        let writable = try Self.run(["quota"], home: home.path)
        LocalFaultTests.expectFault(writable, status: 78, path: config.path, saying: "is writable by other users",
                                    hint: "chmod 600 \(config.path)")
        chmod(config.path, 0o600)
        #expect(try Self.run(["quota"], home: home.path).status == 0)
    }

    @Test func aFileOfOnesOwnThatOthersMayReadIsWarnedAboutNotRefused() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        #expect(try Self.signUp(home: home.path).status == 0)
        let database = home.appendingPathComponent("data/ytclone.sqlite3").path
        chmod(database, 0o644)
        let result = try Self.run(["whoami"], home: home.path)
        #expect(result.status == 0 && result.stdout.contains("@ada"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: \(database) is mode 644, readable by other users"), "\(result.stderr)")
        #expect(result.stderr.contains("chmod 600 \(database)"))
    }

    // MARK: - scripts/setup.sh

    @Test func setupWritesNoKeyIntoAFolderOthersCanChange() throws {
        let scratch = try Self.scratch()
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
        #expect(Self.mode(dotEnv) == 0o600)
    }

    // MARK: - Folders made under umask 000

    @Test func foldersAreMade0700AtOnceEvenUnderUmask000() throws {
        let scratch = try Self.scratch()
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
            #expect(Self.mode(home.path + "/" + folder) == 0o700, "\(folder) is \(String(Self.mode(home.path + "/" + folder), radix: 8))")
        }
        #expect(!FileManager.default.fileExists(atPath: home.path + "/.config/ytclone"), "ytclone never makes the config folder")
        for file in [".local/share/ytclone/ytclone.sqlite3", ".local/state/ytclone/session"] {
            #expect(Self.mode(home.path + "/" + file) == 0o600, "\(file)")
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: home.path + "/.cache/ytclone/responses")
        #expect(!entries.isEmpty)
        for entry in entries {
            #expect(Self.mode(home.path + "/.cache/ytclone/responses/" + entry) == 0o600, "\(entry)")
        }
        let made = calls.filter { $0.contains("mkdir") && $0.contains(home.path) }
        #expect(!traced || !made.isEmpty, "strace saw the folders made")
        for call in made {
            #expect(call.contains(", 0700)") || call.contains(", 0700 <unfinished"), "made wider than 0700: \(call)")
        }
    }
}
