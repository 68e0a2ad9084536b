import Foundation
import Testing

/// Local accounts in process: signup, signin, signout, whoami, profile show and edit, account
/// delete; none of them asks the API anything.
@Suite struct AccountCommandTests {
    @Test func signupCreatesTheAccountAndSignsIn() async throws {
        let home = CommandHome.make()
        let result = await home.run(["signup", "--name", "Ada Lovelace", "--email", "Ada@Example.com", "--password-stdin", "--json"],
                                    stdin: CommandHome.password + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let user = try #require(result.object)
        #expect(Set(user.keys) == (try JSONDocs.keys(of: "User")))
        #expect(user["name"] as? String == "Ada Lovelace")
        #expect(user["email"] as? String == "Ada@Example.com")
        #expect(user["handle"] as? String == "ada", "the handle defaults to the email's local part")
        #expect(user["avatar"] is NSNull)
        #expect(result.stderr.contains("Signed up and signed in as @ada."))
        #expect(await home.run(["whoami"]).stdout == "@ada (Ada@Example.com)\n")
        #expect(home.api.requests.isEmpty)
    }

    @Test func signupRefusesABadEmailAndStoresNothing() async {
        let home = CommandHome.make()
        let result = await home.run(["signup", "--name", "Ada", "--email", "not-an-email", "--password-stdin"],
                                    stdin: CommandHome.password + "\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("email"))
        #expect(await home.run(["whoami"]).status == 77)
    }

    @Test func signupRefusesAWeakPassword() async {
        let home = CommandHome.make()
        let result = await home.run(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
                                    stdin: "password\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("password"))
    }

    @Test func signupWithoutAPasswordCannotPrompt() async {
        let home = CommandHome.make()
        let result = await home.run(["signup", "--name", "Ada", "--email", "ada@example.com", "--no-input"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("stdin is not a terminal") || result.stderr.contains("--no-input"), "\(result.stderr)")
        #expect(await home.run(["whoami"]).status == 77)
    }

    @Test func aTakenEmailIsRefused() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let again = await home.run(["signup", "--name", "Other", "--email", "ADA@example.com", "--handle", "other",
                                    "--password-stdin"], stdin: CommandHome.password + "\n")
        #expect(again.status == 65)
        #expect(await home.run(["whoami"]).stdout == "@ada (ada@example.com)\n")
    }

    @Test func signinWithTheRightPasswordPrintsTheUser() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        #expect(await home.run(["signout"]).status == 0)
        let result = await home.run(["signin", "--email", "ADA@example.com", "--password-stdin", "--format", "tsv"],
                                    stdin: CommandHome.password + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.cells.first == ["id", "name", "email", "handle"])
        #expect(result.cells.last?[2] == "ada@example.com")
        #expect(result.cells.last?.last.map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 } == "ada")
        #expect(result.stderr.contains("Signed in as @ada."))
        #expect(home.api.requests.isEmpty)
    }

    @Test func signinWithAWrongPasswordIs77AndLeavesNobodySignedIn() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        #expect(await home.run(["signout"]).status == 0)
        let wrong = await home.signIn("ada@example.com", password: "Wrong horse 9 battery")
        #expect(wrong.status == 77)
        #expect(wrong.stdout.isEmpty)
        #expect(await home.run(["whoami"]).status == 77)
        let unknown = await home.signIn("nobody@example.com")
        #expect(unknown.status == 77)
    }

    @Test func signoutEndsTheSessionAndSaysSoOnce() async {
        let home = CommandHome.make()
        #expect(await home.signUp().status == 0)
        let first = await home.run(["signout"])
        #expect(first.status == 0)
        #expect(first.stderr == "Signed out.\n")
        #expect(await home.run(["whoami"]).status == 77)
        let second = await home.run(["signout"])
        #expect(second.status == 0)
        #expect(second.stderr == "Nobody was signed in.\n")
    }

    @Test func whoamiJSONIsTheUserWithoutAnySecret() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let result = await home.run(["whoami", "--json"])
        #expect(result.status == 0)
        let user = try #require(result.object)
        #expect(user["handle"] as? String == "ada")
        #expect(user["email"] as? String == "ada@example.com")
        #expect(user.keys.allSatisfy { !$0.lowercased().contains("password") && !$0.lowercased().contains("token") })
        #expect(!result.stdout.contains("argon2"))
    }

    @Test func whoamiWithoutASessionIs77() async {
        let result = await CommandHome.make().run(["whoami"])
        #expect(result.status == 77)
        #expect(result.stderr.hasPrefix("error: this command needs a local account"), "no account yet: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func profileShowsTheSignedInUser() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let table = await home.run(["profile"])
        #expect(table.status == 0)
        #expect(table.lines.prefix(4) == ["Name:   Ada", "Handle: @ada", "Email:  ada@example.com", "Avatar: none"])
        let shown = try #require(try await home.json(["profile", "show"]) as? [String: Any])
        #expect(Set(shown.keys) == (try JSONDocs.keys(of: "User")))
        #expect(home.api.requests.isEmpty)
    }

    @Test func profileEditChangesNameAndHandle() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let edited = await home.run(["profile", "edit", "--name", "Ada King", "--handle", "@ada_k", "--json"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.object?["name"] as? String == "Ada King")
        #expect(edited.object?["handle"] as? String == "ada_k")
        #expect(await home.run(["whoami"]).stdout == "@ada_k (ada@example.com)\n")
    }

    @Test func profileEditRefusesAnInvalidHandle() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let result = await home.run(["profile", "edit", "--handle", "a b"])
        #expect(result.status == 65)
        #expect(await home.run(["whoami"]).stdout == "@ada (ada@example.com)\n")
    }

    @Test func profileEditPasswordNeedsTheCurrentOne() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let new = "N3w-password-ok"
        let wrong = await home.run(["profile", "edit", "--password", "--password-stdin"], stdin: "Nope1234x\n\(new)\n")
        #expect(wrong.status == 77)
        let right = await home.run(["profile", "edit", "--password", "--password-stdin"], stdin: "\(CommandHome.password)\n\(new)\n")
        #expect(right.status == 0, "\(right.stderr)")
        #expect(right.stderr.contains("Password changed; no other session was signed in."))
        #expect(await home.run(["signout"]).status == 0)
        #expect(await home.signIn("ada@example.com").status == 77)
        #expect(await home.signIn("ada@example.com", password: new).status == 0)
    }

    @Test func profileWithoutASessionIs77() async {
        let home = CommandHome.make()
        #expect(await home.run(["profile", "show"]).status == 77)
        #expect(await home.run(["profile", "edit", "--name", "Nobody"]).status == 77)
    }

    @Test func accountDeleteWithYesRemovesTheAccount() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let deleted = await home.run(["account", "delete", "--yes"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stderr.contains("Deleted @ada and its data."))
        #expect(await home.run(["whoami"]).status == 77)
        #expect(await home.signIn("ada@example.com").status == 77)
        #expect(home.api.requests.isEmpty)
    }

    @Test func accountDeleteWithoutATerminalNeedsYes() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let refused = await home.run(["account", "delete"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("confirmation"))
        #expect(await home.run(["whoami"]).stdout == "@ada (ada@example.com)\n")
    }

    @Test func accountDeleteWithoutASessionIs77() async {
        #expect(await CommandHome.make().run(["account", "delete", "--yes"]).status == 77)
    }
}
