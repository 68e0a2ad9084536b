import Foundation
import Testing
import YTStore

/// Sign-ups and sign-ins from processes started together against one database lose no account
/// and no session.
///
/// A home has one session file, so of several sign-ins to one home the last to replace the file
/// wins, and `whoami` must name that account. Sessions of their own need state directories of
/// their own (`XDG_STATE_HOME`) over one database (`XDG_DATA_HOME`): then every sign-in's
/// session row must be stored and stay valid.
@Suite struct ParallelSignInsTests {
    static let handles = ["ann", "ben", "cat", "dan"]

    @Test func signUpsAndSignInsToOneHomeKeepEveryAccountAndOneWholeSession() throws {
        let home = AccountFlowTests.Home()
        let signUps = try BackgroundCommand.runTogether(
            Self.handles.map(Self.signUp), environment: home.environment, stdin: AccountFlowTests.password + "\n")
        Self.expectSuccess(signUps)
        let store = try SQLiteStore(path: home.databasePath)
        #expect(try store.rowCount(of: "users") == Self.handles.count)
        try expectOneValidSession(in: home, store: store, atMost: Self.handles.count)

        let signIns = try BackgroundCommand.runTogether(
            Self.handles.map(Self.signIn), environment: home.environment, stdin: AccountFlowTests.password + "\n")
        Self.expectSuccess(signIns)
        try expectOneValidSession(in: home, store: store, atMost: 2 * Self.handles.count)
    }

    @Test func signInsWithStateDirectoriesOfTheirOwnEachKeepTheirSession() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-xdg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func environment(_ state: String) -> [String: String] {
            ["XDG_DATA_HOME": root.appendingPathComponent("data").path,
             "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
             "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
             "XDG_STATE_HOME": root.appendingPathComponent("state-\(state)").path]
        }
        let accounts = Array(Self.handles.prefix(3))
        let signUps = try BackgroundCommand.runTogether(
            accounts.map { (Self.signUp($0), environment("signup-\($0)")) }, stdin: AccountFlowTests.password + "\n")
        Self.expectSuccess(signUps)
        let store = try SQLiteStore(path: root.appendingPathComponent("data/ytclone/ytclone.sqlite3").path)
        #expect(try store.rowCount(of: "users") == accounts.count)
        #expect(try store.rowCount(of: "sessions") == accounts.count)

        // Each account signs in from two processes at once, each with a state directory of its own.
        let states = (0..<2 * accounts.count).map { (state: "signin-\($0)", handle: accounts[$0 % accounts.count]) }
        let signIns = try BackgroundCommand.runTogether(
            states.map { (Self.signIn($0.handle), environment($0.state)) }, stdin: AccountFlowTests.password + "\n")
        Self.expectSuccess(signIns)
        #expect(try store.rowCount(of: "sessions") == accounts.count + states.count)

        let everyone = accounts.map { (state: "signup-\($0)", handle: $0) } + states
        let whoami = try BackgroundCommand.runTogether(everyone.map { (["whoami"], environment($0.state)) })
        for (run, expected) in zip(whoami, everyone) {
            #expect(run.status == 0 && run.stdout == "@\(expected.handle) (\(expected.handle)@example.com)\n",
                    "\(expected.state): \(run.stdout) \(run.stderr)")
        }
    }

    /// The session file holds one whole token, `whoami` names one of the accounts, no temporary
    /// file is left, and the database keeps at least that session and no more than were started.
    private func expectOneValidSession(in home: AccountFlowTests.Home, store: SQLiteStore, atMost: Int) throws {
        let state = home.url.appendingPathComponent("state")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.path) == ["session"])
        let token = try String(contentsOf: state.appendingPathComponent("session"), encoding: .utf8)
        #expect(token.count == 65 && token.hasSuffix("\n") && token.dropLast().allSatisfy(\.isHexDigit), "\(token)")
        let whoami = try home.run(["whoami"])
        #expect(whoami.status == 0, "\(whoami.stderr)")
        #expect(Self.handles.map { "@\($0) (\($0)@example.com)\n" }.contains(whoami.stdout), "\(whoami.stdout)")
        #expect((1...atMost).contains(try store.rowCount(of: "sessions")))
    }

    private static func signUp(_ handle: String) -> [String] {
        ["signup", "--name", handle.capitalized, "--email", "\(handle)@example.com", "--handle", handle, "--password-stdin"]
    }

    private static func signIn(_ handle: String) -> [String] {
        ["signin", "--email", "\(handle)@example.com", "--password-stdin"]
    }

    static func expectSuccess(_ runs: [CommandResult], sourceLocation: SourceLocation = #_sourceLocation) {
        for run in runs {
            #expect(run.status == 0 && !run.reportsTrouble, "\(run.stderr)", sourceLocation: sourceLocation)
        }
    }
}
