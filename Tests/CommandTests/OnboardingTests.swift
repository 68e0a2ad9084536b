import Foundation
import Testing

/// A newcomer's first steps: a local feature without an account points at signup, a password is
/// judged by every rule before its repeat is asked for, a taken email is named as one, and
/// refusals and cancellations have documented exit codes.
@Suite struct OnboardingTests {
    @Test func withoutAnyAccountTheHintIsSignup() async {
        let home = CommandHome.make()
        let result = await home.run(["fav", "list"])
        #expect(result.status == 77)
        #expect(result.stderr == """
            error: this command needs a local account, and there is none here yet
            hint: ytclone signup --name 'Your Name' --email you@example.com

            """)
    }

    @Test func withAnAccountButNoSessionTheHintIsSignin() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        #expect(await home.run(["signout"]).status == 0)
        for arguments in [["fav", "list"], ["whoami"], ["profile"]] {
            let result = await home.run(arguments)
            #expect(result.status == 77)
            #expect(result.stderr.contains("hint: ytclone signin --email"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func aWeakPasswordNamesEveryRuleItBreaks() async {
        let result = await CommandHome.make().run(
            ["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"], stdin: "short\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("be at least 8 characters long, contain an upper-case letter (A-Z) and contain a digit (0-9)"),
                "\(result.stderr)")
    }

    @Test func aTakenEmailIsNamedNotTheHandleDerivedFromIt() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let again = await home.run(["signup", "--name", "Ada", "--email", "ADA@example.com", "--password-stdin"],
                                   stdin: "\(CommandHome.password)\n")
        #expect(again.status == 65)
        #expect(again.stderr.hasPrefix("error: an account with this email already exists"), "\(again.stderr)")
    }

    @Test func atATerminalAWeakPasswordIsAskedForAgainBeforeItsRepeat() async {
        let home = CommandHome.make()
        home.terminal.stdin = true
        let good = CommandHome.password
        let result = await home.run(["signup", "--name", "Ada", "--email", "ada@example.com"],
                                    stdin: "weak\n\(good)\n\(good)\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("error: the password must be at least 8 characters long"), "\(result.stderr)")
        #expect(result.stderr.contains("; try again"))
        #expect(result.stderr.components(separatedBy: "Repeat password:").count == 2, "one repeat, for the good one")
    }

    @Test func passwordsThatDifferAtEveryTryExit65() async {
        let home = CommandHome.make()
        home.terminal.stdin = true
        let good = CommandHome.password
        let lines = String(repeating: "\(good)\n\(good)x\n", count: 3)
        let result = await home.run(["signup", "--name", "Ada", "--email", "ada@example.com"], stdin: lines)
        #expect(result.status == 65)
        #expect(result.stderr.hasSuffix("error: the password and its repeat differ\n"), "\(result.stderr)")
    }

    @Test func aDeclinedConfirmationHasItsOwnDocumentedCode() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        #expect(await home.run(["video", home.api.fixture("videoId")]).status == 0)
        home.terminal.stdin = true
        let declined = await home.run(["history", "clear"], stdin: "n\n")
        #expect(declined.status == 77)
        #expect(declined.stderr.contains("Forget 1 entry of your history? [y/N]"))
        #expect(declined.stderr.contains("error: declined: nothing was cleared"))
        let accepted = await home.run(["history", "clear"], stdin: "y\n")
        #expect(accepted.status == 0 && accepted.stderr.contains("Cleared 1 entry."), "\(accepted.stderr)")
    }

    @Test func watchWithoutAPlayerSaysWhatToInstall() async {
        let home = CommandHome.make()
        let result = await home.run(["watch", home.api.fixture("videoId")])
        #expect(result.status == 69)
        #expect(result.stderr.contains("error: mpv is not installed"), "\(result.stderr)")
        #expect(result.stderr.contains("apt install mpv"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "--print is there for the URL alone")
    }

    @Test func anUnknownCategoryPointsAtTheList() async {
        let result = await CommandHome.make().run(["feed", "--category", "999"])
        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.contains("hint: ytclone categories"), "\(result.stderr)")
    }
}

/// `signup` at a terminal asks for what is missing, judging each answer as it comes.
@Suite struct InteractiveSignupTests {
    /// A home where @ada (ada@example.com) signed up and out; stdin a terminal when `terminal`.
    static func afterAda(terminal: Bool) async -> CommandHome {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        #expect(await home.run(["signout"]).status == 0)
        home.terminal.stdin = terminal
        return home
    }

    @Test func itAsksForNameEmailHandleAndPassword() async {
        let home = CommandHome.make()
        home.terminal.stdin = true
        let good = CommandHome.password
        let result = await home.run(["signup"], stdin: "Ada Lovelace\nnot-an-email\nada@example.com\n\n\(good)\n\(good)\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Name: Email: error: the email must look like name@example.com; try again\nEmail: Handle [ada]: "),
                "\(result.stderr)")
        #expect(result.stderr.contains("Signed up and signed in as @ada."))
    }

    @Test func aTakenEmailIsSaidBeforeTheHandleQuestion() async {
        let home = await Self.afterAda(terminal: true)
        let good = CommandHome.password
        let result = await home.run(["signup"], stdin: "Ada Two\nADA@example.com\nada2@example.com\n\n\(good)\n\(good)\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Email: error: an account with this email already exists; try again\nEmail: Handle [ada2]: "),
                "\(result.stderr)")
    }

    /// A taken handle is named when it is typed and asked for again; it was found only after the
    /// password, and everything typed was lost.
    @Test func aTakenHandleIsSaidWhenTypedAndAskedAgain() async {
        let home = await Self.afterAda(terminal: true)
        let good = CommandHome.password
        let result = await home.run(["signup"], stdin: "Ada Two\nada2@example.com\n@ADA\nada2\n\(good)\n\(good)\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Handle [ada2]: error: the handle @ADA is taken; try again\nHandle [ada2]: Password: "),
                "\(result.stderr)")
        #expect(result.stderr.contains("Signed up and signed in as @ada2."))
    }

    /// The handle made from the email is taken: it is not offered, and one is asked for.
    @Test func aTakenDefaultHandleIsAskedForAtATerminal() async {
        let home = await Self.afterAda(terminal: true)
        let good = CommandHome.password
        let result = await home.run(["signup", "--name", "Ada", "--email", "ada@example.org"],
                                    stdin: "lovelace\n\(good)\n\(good)\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Handle: Password: "), "\(result.stderr)")
        #expect(result.stderr.contains("Signed up and signed in as @lovelace."))
    }

    @Test func withoutATerminalATakenHandleIsNamedBeforeThePasswordIsRead() async {
        let home = await Self.afterAda(terminal: false)
        for arguments in [["--handle", "ada"], []] {
            let result = await home.run(["signup", "--name", "Ada", "--email", "ada@example.org", "--password-stdin"] + arguments,
                                        stdin: "")
            #expect(result.status == 65, "\(arguments): \(result.stderr)")
            #expect(result.stderr == "error: the handle @ada is taken\nhint: choose another with --handle\n", "\(result.stderr)")
        }
    }

    @Test func signinAsksForAMissingEmailAtATerminal() async {
        let home = await Self.afterAda(terminal: true)
        let result = await home.run(["signin"], stdin: "ada@example.com\n\(CommandHome.password)\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Email: Password: "), "\(result.stderr)")
        #expect(result.stderr.contains("Signed in as @ada."))
        home.terminal.stdin = false
        let refused = await home.run(["signin", "--password-stdin"], stdin: "\(CommandHome.password)\n")
        #expect(refused.status == 64)
        #expect(refused.stderr == "error: an email is needed and there is no one to ask (stdin is not a terminal, or --no-input)\nhint: give --email\n")
    }

    @Test func withoutATerminalAMissingNameIsAUsageError() async {
        let result = await CommandHome.make().run(["signup", "--email", "ada@example.com", "--password-stdin"],
                                                  stdin: "\(CommandHome.password)\n")
        #expect(result.status == 64)
        #expect(result.stderr == "error: a name is needed and there is no one to ask (stdin is not a terminal, or --no-input)\nhint: give --name\n")
    }
}

/// What cannot be undone is asked about at a terminal (`--yes` skips); without one, only `--yes`
/// goes ahead, by one rule for `history clear`, `comment delete` and `account delete`.
@Suite struct ConfirmationTests {
    @Test func historyClearInBothSpellingsAsksAtATerminal() async {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        #expect(await home.run(["video", home.api.fixture("videoId")]).status == 0)
        home.terminal.stdin = true
        for arguments in [["history", "clear"], ["history", "--clear"]] {
            let declined = await home.run(arguments, stdin: "no\n")
            #expect(declined.status == 77, "\(arguments): \(declined.stderr)")
            #expect(declined.stderr.contains("Forget 1 entry of your history? [y/N]"), "\(arguments)")
        }
        let skipped = await home.run(["history", "clear", "--yes"])
        #expect(skipped.status == 0 && skipped.stderr == "Cleared 1 entry.\n", "\(skipped.stderr)")
    }

    @Test func commentDeleteAsksAtATerminalAndNotInAScript() async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let video = home.api.fixture("videoId")
        #expect(await home.run(["comment", "add", video, "first"]).status == 0)
        #expect(await home.run(["comment", "add", video, "second"]).status == 0)
        home.terminal.stdin = true
        let kept = await home.run(["comment", "delete", "1"], stdin: "\n")
        #expect(kept.status == 77)
        #expect(kept.stderr.contains("Delete your comment #1? [y/N]") && kept.stderr.contains("the comment was kept"))
        #expect(await home.run(["comment", "delete", "1"], stdin: "y\n").status == 0)
        home.terminal.stdin = false
        let refused = await home.run(["comment", "delete", "2"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("hint: ytclone comment delete 2 --yes"), "\(refused.stderr)")
        #expect(await home.run(["comment", "delete", "2", "--yes"]).status == 0, "a script said what it wanted")
    }

    @Test(arguments: [
        (["history", "clear"], "ytclone history clear --yes"), (["history", "--clear"], "ytclone history clear --yes"),
        (["comment", "delete", "1"], "ytclone comment delete 1 --yes"),
        (["account", "delete"], "ytclone account delete --yes"),
    ])
    func withoutATerminalOnlyYesGoesAhead(arguments: [String], hint: String) async throws {
        let home = CommandHome.make()
        #expect(await home.signUp("ada").status == 0)
        let video = home.api.fixture("videoId")
        #expect(await home.run(["comment", "add", video, "first"]).status == 0)
        #expect(await home.run(["video", video]).status == 0)
        // `history --clear` (the old spelling) takes no --no-input.
        for terminal in arguments == ["history", "--clear"] ? [false] : [false, true] {
            home.terminal.stdin = terminal
            let refused = await home.run(arguments + (terminal ? ["--no-input"] : []), stdin: "y\n")
            #expect(refused.status == 64, "\(arguments): \(refused.stderr)")
            #expect(refused.stderr == "error: a confirmation is needed and there is no one to ask (stdin is not a terminal, or --no-input)\nhint: \(hint)"
                        + " (without a terminal, --yes confirms)\n", "\(refused.stderr)")
        }
        #expect(try await home.json(["history", "--json"]) is [Any])
        #expect((try await home.json(["history", "--json"]) as? [Any])?.count == 1, "nothing was cleared")
        home.terminal.stdin = false
        #expect(await home.run(arguments + ["--yes"]).status == 0)
    }
}
