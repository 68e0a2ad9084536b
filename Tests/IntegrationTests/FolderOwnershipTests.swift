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

    /// The image cache folder gets the checks of the response cache's (issue 27, item 17): it was
    /// not looked at, so thumbnails were read from and written to a folder another user made.
    @Test(arguments: [("responses", "cache folder"), ("images", "image cache folder")])
    func aCacheFolderOfAnotherUserIsRefused(folder: String, what: String) throws {
        try Self.requireRoot()
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let home = scratch.appendingPathComponent("home")
        let planted = home.appendingPathComponent("cache").appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
        chmod(home.path, 0o700)
        chmod(planted.deletingLastPathComponent().path, 0o700)
        chmod(planted.path, 0o755)
        chown(planted.path, Self.other, Self.other)

        let result = try Self.run(["cache", "stats"], home: home.path)
        LocalFaultTests.expectFault(result, status: 78, path: planted.path, saying: "(uid 65534), not to you",
                                    hint: planted.path)
        #expect(result.stderr.contains(what), "\(result.stderr)")
    }
}
