import Foundation
import Testing
import YTStore

/// Changing the password signs out every other session of the account, in the same transaction,
/// and keeps the one that changed it; in process. Two sessions of one account are two state folders
/// (`XDG_STATE_HOME`) over one database (`XDG_DATA_HOME`), as two machines' homes or two users'
/// shells sharing a database would be.
@Suite struct PasswordChangeSessionsTests {
    static let newPassword = "N3w-password"

    /// One database, and a state folder (so a session) per name, in one home's folder.
    final class SharedDatabase {
        let home = CommandHome.make()
        var root: URL { home.root }

        func environment(_ state: String) -> [String: String] {
            ["XDG_DATA_HOME": root.appendingPathComponent("data").path,
             "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
             "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
             "XDG_STATE_HOME": root.appendingPathComponent("state-\(state)").path]
        }

        /// Runs with `state`'s folders and no `YTCLONE_HOME`, which would name one folder for all.
        func run(_ state: String, _ arguments: [String], stdin: String = "") async -> CommandHome.Result {
            home.environment["YTCLONE_HOME"] = nil
            home.environment.merge(environment(state)) { $1 }
            return await home.run(arguments, stdin: stdin)
        }

        var store: SQLiteStore {
            get throws { try SQLiteStore(path: root.appendingPathComponent("data/ytclone/ytclone.sqlite3").path) }
        }
    }

    private func signUp(_ handle: String, in database: SharedDatabase, state: String) async {
        let result = await database.run(
            state, ["signup", "--name", handle, "--email", "\(handle)@example.com", "--password-stdin"],
            stdin: AccountFlowTests.password + "\n")
        #expect(result.status == 0, "\(result.stderr)")
    }

    private func signIn(_ handle: String, in database: SharedDatabase, state: String, password: String) async -> Int32 {
        await database.run(state, ["signin", "--email", "\(handle)@example.com", "--password-stdin"],
                           stdin: password + "\n").status
    }

    @Test func changingThePasswordSignsOutTheOtherSessionsAndKeepsThisOne() async throws {
        let database = SharedDatabase()
        await signUp("ada", in: database, state: "laptop")
        #expect(await signIn("ada", in: database, state: "desktop", password: AccountFlowTests.password) == 0)
        #expect(await signIn("ada", in: database, state: "phone", password: AccountFlowTests.password) == 0)
        // Another account's session is not the changer's business.
        await signUp("bob", in: database, state: "bob")
        for state in ["laptop", "desktop", "phone", "bob"] {
            #expect(await database.run(state, ["whoami"]).status == 0, "\(state) is signed in")
        }

        let change = await database.run("laptop", ["profile", "edit", "--password", "--password-stdin"],
                                        stdin: "\(AccountFlowTests.password)\n\(Self.newPassword)\n")
        #expect(change.status == 0, "\(change.stderr)")
        #expect(change.stderr == "Password changed; 2 other sessions were signed out.\n", "\(change.stderr)")

        let laptop = await database.run("laptop", ["whoami"])
        #expect(laptop.status == 0 && laptop.stdout == "@ada (ada@example.com)\n", "the changer stays: \(laptop.stderr)")
        for state in ["desktop", "phone"] {
            let other = await database.run(state, ["whoami"])
            #expect(other.status == 77, "\(state): \(other.stdout) \(other.stderr)")
            #expect(other.stderr.contains("needs a signed-in user"), "\(other.stderr)")
        }
        #expect(await database.run("bob", ["whoami"]).stdout == "@bob (bob@example.com)\n")
        #expect(try database.store.rowCount(of: "sessions") == 2, "ada's laptop and bob")

        // The others sign in again with the new password only.
        #expect(await signIn("ada", in: database, state: "desktop", password: AccountFlowTests.password) == 77)
        #expect(await signIn("ada", in: database, state: "desktop", password: Self.newPassword) == 0)
    }

    @Test func theNoteSaysWhenNoOtherSessionWasSignedIn() async throws {
        let database = SharedDatabase()
        await signUp("ada", in: database, state: "only")
        let change = await database.run("only", ["profile", "edit", "--password", "--password-stdin"],
                                        stdin: "\(AccountFlowTests.password)\n\(Self.newPassword)\n")
        #expect(change.status == 0, "\(change.stderr)")
        #expect(change.stderr == "Password changed; no other session was signed in.\n")
        #expect(await database.run("only", ["whoami"]).status == 0)
    }

    @Test func aRefusedChangeSignsNobodyOut() async throws {
        let database = SharedDatabase()
        await signUp("ada", in: database, state: "laptop")
        #expect(await signIn("ada", in: database, state: "desktop", password: AccountFlowTests.password) == 0)
        let wrong = await database.run("laptop", ["profile", "edit", "--password", "--password-stdin"],
                                       stdin: "Wr0ng-password\n\(Self.newPassword)\n")
        #expect(wrong.status == 77)
        let weak = await database.run("laptop", ["profile", "edit", "--password", "--password-stdin"],
                                      stdin: "\(AccountFlowTests.password)\nweak\n")
        #expect(weak.status == 65)
        #expect(await database.run("desktop", ["whoami"]).status == 0)
        #expect(await database.run("laptop", ["whoami"]).status == 0)
    }
}
