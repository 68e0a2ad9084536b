import Foundation
import Testing

/// `ytclone signup` in a real terminal session (a pseudo-terminal): it asks for what is missing,
/// shows typed answers, hides the password, names every rule a weak one breaks before asking for
/// its repeat, and signs in.
@Suite struct SignupTerminalTests {
    @Test func aNewcomerSignsUpByAnsweringQuestions() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
        let home = AccountFlowTests.Home()
        try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
        let environment = ["PATH": "/usr/bin:/bin", "HOME": home.url.path, "YTCLONE_HOME": home.url.path,
                           "LANG": "C.UTF-8", "TZ": "UTC", "YTCLONE": try BuildProducts.executable("ytclone").path]
        let terminal = try PseudoTerminal(script: """
            "$YTCLONE" signup
            echo "status=$?"
            "$YTCLONE" whoami
            echo END
            """, environment: environment)
        try #require(terminal.waitFor("Name: "), "no name question: \(terminal.text)")
        terminal.type(Array("Ada Lovelace\r".utf8))
        try #require(terminal.waitFor("Email: "), "\(terminal.text)")
        terminal.type(Array("ada@example.com\r".utf8))
        try #require(terminal.waitFor("Handle [ada]: "), "the handle from the email is offered: \(terminal.text)")
        terminal.type(Array("\r".utf8))
        try #require(terminal.waitFor("Password: "), "\(terminal.text)")
        #expect(!terminal.echoes, "the password is not shown")
        terminal.type(Array("short\r".utf8))
        try #require(terminal.waitFor("try again"), "\(terminal.text)")
        #expect(terminal.text.contains("be at least 8 characters long, contain an upper-case letter (A-Z) and contain a digit (0-9)"))
        #expect(!terminal.text.contains("Repeat password"), "a weak password is refused before its repeat")
        try #require(terminal.waitFor("Password: ", occurrences: 2), "\(terminal.text)")
        terminal.type(Array("Correct-horse-9\r".utf8))
        try #require(terminal.waitFor("Repeat password: "), "\(terminal.text)")
        terminal.type(Array("Correct-horse-9\r".utf8))
        try #require(terminal.waitFor("END"), "\(terminal.text)")
        #expect(terminal.text.contains("Signed up and signed in as @ada."), "\(terminal.text)")
        #expect(terminal.text.contains("status=0"))
        #expect(terminal.text.contains("@ada (ada@example.com)"))
        #expect(!terminal.text.contains("Correct-horse-9"), "never echoed")
        #expect(!terminal.text.contains("short"), "never echoed")
    }
}
