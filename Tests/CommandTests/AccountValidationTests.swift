import Foundation
import Testing

/// Every validation failure of the account and comment commands, in process: its exit code and its
/// message.
@Suite struct AccountValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var stdin: String?
        var status: Int32
        var message: String
        var testDescription: String { name }
    }

    static let good = AccountFlowTests.password + "\n"

    static let signUpCases: [Case] = [
        Case(name: "email without @", arguments: ["--email", "ada.example.com"], stdin: good, status: 65,
             message: "the email must look like name@example.com"),
        Case(name: "email without domain dot", arguments: ["--email", "ada@example"], stdin: good, status: 65,
             message: "the email must look like name@example.com"),
        Case(name: "short password", arguments: ["--email", "b@example.com"], stdin: "Sh0rt\n", status: 65,
             message: "the password must be at least 8 characters long"),
        Case(name: "no upper case", arguments: ["--email", "b@example.com"], stdin: "lower1234\n", status: 65,
             message: "the password must contain an upper-case letter"),
        Case(name: "no lower case", arguments: ["--email", "b@example.com"], stdin: "UPPER1234\n", status: 65,
             message: "the password must contain a lower-case letter"),
        Case(name: "no digit", arguments: ["--email", "b@example.com"], stdin: "NoDigitsHere\n", status: 65,
             message: "the password must contain a digit"),
        Case(name: "bad handle", arguments: ["--email", "b@example.com", "--handle", "a b"], stdin: good, status: 65,
             message: "the handle must be 3 to 30 letters"),
        Case(name: "email taken, other case", arguments: ["--email", "TAKEN@example.com", "--handle", "fresh"], stdin: good, status: 65,
             message: "an account with this email already exists"),
        Case(name: "handle taken, other case", arguments: ["--email", "c@example.com", "--handle", "TAKEN"], stdin: good,
             status: 65, message: "the handle @TAKEN is taken"),
        Case(name: "no password source", arguments: ["--email", "d@example.com"], stdin: nil, status: 64,
             message: "--password-stdin"),
        Case(name: "missing email", arguments: [], stdin: good, status: 64, message: "error: an email is needed and there is no one to ask (stdin is not a terminal, or --no-input)"),
    ]

    @Test(arguments: signUpCases)
    func signUpRefuses(_ testCase: Case) async throws {
        let home = CommandHome.today()
        #expect(await home.signUp(email: "taken@example.com", handle: "taken").status == 0)
        _ = await home.run(["signout"])
        let result = await home.run(["signup", "--name", "B"] + testCase.arguments
            + (testCase.stdin == nil ? [] : ["--password-stdin"]), stdin: testCase.stdin ?? "")
        #expect(result.status == testCase.status, "\(result.stderr)")
        #expect(result.stderr.contains(testCase.message), "\(result.stderr)")
    }

    @Test func wrongPasswordAndUnknownEmailLookAlike() async throws {
        let home = CommandHome.today()
        #expect(await home.signUp(email: "ada@example.com").status == 0)
        let wrong = await home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: "Wr0ng-password\n")
        let unknown = await home.run(["signin", "--email", "nobody@example.com", "--password-stdin"], stdin: "Wr0ng-password\n")
        #expect(wrong.status == 77)
        #expect(unknown.status == 77)
        #expect(wrong.stderr == unknown.stderr)
        #expect(wrong.stderr.contains("wrong email or password"))
    }

    @Test func commandsThatNeedAUserSaySo() async throws {
        let home = CommandHome.today()
        let commands = [["whoami"], ["profile"], ["comment", "add", "dQw4w9WgXcQ", "hi"], ["fav", "list"],
                        ["history"], ["account", "delete", "--yes"], ["comment", "delete", "1"]]
        // No account in this home yet: sign up.
        for arguments in commands {
            let result = await home.run(arguments)
            #expect(result.status == 77, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("hint: ytclone signup --name"), "\(arguments): \(result.stderr)")
        }
        // An account, nobody signed in: sign in.
        #expect(await home.run(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
                               stdin: "\(AccountFlowTests.password)\n").status == 0)
        #expect(await home.run(["signout"]).status == 0)
        for arguments in commands {
            let result = await home.run(arguments)
            #expect(result.status == 77, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("hint: ytclone signin --email"), "\(arguments)")
        }
    }

    @Test func commentBodiesAreCheckedAndOwned() async throws {
        let home = CommandHome.today()
        #expect(await home.signUp(email: "ada@example.com").status == 0)
        #expect(await home.run(["comment", "add", "dQw4w9WgXcQ", "   \n "]).status == 65)
        let long = await home.run(["comment", "add", "dQw4w9WgXcQ", "--body-file", "-"],
                                  stdin: String(repeating: "x", count: 10_001))
        #expect(long.status == 65)
        #expect(long.stderr.contains("10000"))
        #expect(await home.run(["comment", "add", "dQw4w9WgXcQ", "--body-file", "-"],
                               stdin: String(repeating: "y", count: 10_000)).status == 0)
        #expect(await home.run(["comment", "add", "not a video", "hi"]).status == 65)
        let sql = "'); DROP TABLE comments; --"
        #expect(await home.run(["comment", "add", "dQw4w9WgXcQ", sql]).status == 0)
        let texts = (try await home.json(["comments", "dQw4w9WgXcQ", "--source", "local"]) as? [[String: Any]])?
            .compactMap { $0["text"] as? String }
        #expect(texts?.last == sql)

        _ = await home.run(["signout"])
        #expect(await home.signUp(email: "bob@example.com").status == 0)
        let other = await home.run(["comment", "edit", "1", "mine now"])
        #expect(other.status == 66)
        #expect(await home.run(["comment", "delete", "1", "--yes"]).status == 66)
    }
}
