import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The no-echo password prompt leaves the terminal as it found it however it ends: a signal that
/// kills ytclone at the prompt (Ctrl-C, Ctrl-\, SIGTERM, SIGHUP), Ctrl-Z and `fg`, the end of
/// input, or a password typed. Each case runs `ytclone signin` on a pseudo-terminal of its own
/// and then `stty -a` in that same terminal.
@Suite(.serialized) struct PasswordPromptTerminalTests {
    /// How a prompt ends, and the status dash reports for it (128 + the signal for a signal).
    enum Ending: CustomStringConvertible, Sendable {
        case keys([UInt8], name: String, status: Int)
        case signal(Int32, name: String)

        var description: String {
            switch self {
            case .keys(_, let name, _), .signal(_, let name): name
            }
        }

        var status: Int {
            switch self {
            case .keys(_, _, let status): status
            case .signal(let number, _): 128 + Int(number)
            }
        }
    }

    static let endings: [Ending] = [
        .keys([0x03], name: "Ctrl-C", status: 128 + Int(SIGINT)),
        .keys([0x1C], name: "Ctrl-\\", status: 128 + Int(SIGQUIT)),
        .signal(SIGTERM, name: "SIGTERM"),
        .signal(SIGHUP, name: "SIGHUP"),
        .keys([0x04], name: "Ctrl-D (end of input)", status: 64),
        .keys(Array("Wr0ng-password\n".utf8), name: "a wrong password", status: 77),
    ]

    private func environment(_ home: AccountFlowTests.Home) throws -> [String: String] {
        try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
        return ["PATH": "/usr/bin:/bin", "HOME": home.url.path, "YTCLONE_HOME": home.url.path, "LANG": "C.UTF-8",
                "TZ": "UTC", "YTCLONE": try BuildProducts.executable("ytclone").path]
    }

    private func requireTools() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
    }

    @Test(arguments: endings)
    func thePromptLeavesEchoOnHoweverItEnds(ending: Ending) throws {
        try requireTools()
        let home = AccountFlowTests.Home()
        #expect(try home.signUp().status == 0)
        // dash interrupts itself when its foreground job dies of SIGINT; the trap lets it go on.
        let terminal = try PseudoTerminal(script: """
            trap : INT
            "$YTCLONE" signin --email ada@example.com
            echo "status=$?"
            stty -a
            echo END
            """, environment: try environment(home))
        try #require(terminal.waitFor("Password: "), "no prompt: \(terminal.text)")
        #expect(!terminal.echoes, "the prompt turns echo off")

        switch ending {
        case .keys(let keys, _, _):
            terminal.type(keys)
        case .signal(let number, _):
            let job = terminal.foregroundProcessGroup
            let command = try String(contentsOfFile: "/proc/\(job)/comm", encoding: .utf8)
            try #require(command == "ytclone\n", "the foreground job is \(command)")
            #expect(kill(job, number) == 0)
        }

        try #require(terminal.waitFor("END"), "the session did not go on: \(terminal.text)")
        #expect(terminal.value("status") == ending.status, "\(terminal.text)")
        let stty = terminal.sttyWords(after: "status=")
        #expect(stty.contains("echo") && !stty.contains("-echo"), "stty -a after \(ending): \(stty.joined(separator: " "))")
        #expect(terminal.echoes)
    }

    @Test func ctrlZPutsEchoBackAndFgSilencesItAgain() throws {
        try requireTools()
        let home = AccountFlowTests.Home()
        #expect(try home.signUp().status == 0)
        let terminal = try PseudoTerminal(script: """
            "$YTCLONE" signin --email ada@example.com
            echo "stopped=$?"
            stty -a
            echo STOPPED
            fg
            echo "status=$?"
            stty -a
            echo END
            """, environment: try environment(home))
        try #require(terminal.waitFor("Password: "), "no prompt: \(terminal.text)")
        #expect(!terminal.echoes)

        terminal.type([0x1A])
        try #require(terminal.waitFor("STOPPED"), "\(terminal.text)")
        #expect(terminal.value("stopped") == 128 + Int(SIGTSTP), "\(terminal.text)")
        let stopped = terminal.sttyWords(after: "stopped=")
        #expect(stopped.contains("echo") && !stopped.contains("-echo"), "while stopped: \(stopped.joined(separator: " "))")

        // `fg` continues it: the prompt comes back, silent again, and takes the password.
        try #require(terminal.waitFor("Password: ", occurrences: 2), "no prompt after fg: \(terminal.text)")
        #expect(!terminal.echoes, "echo is off again after fg")
        terminal.type(Array("\(AccountFlowTests.password)\n".utf8))
        try #require(terminal.waitFor("END"), "\(terminal.text)")
        #expect(terminal.value("status") == 0, "\(terminal.text)")
        #expect(terminal.text.contains("Signed in as @ada."))
        let after = terminal.sttyWords(after: "status=")
        #expect(after.contains("echo") && !after.contains("-echo"), "\(after.joined(separator: " "))")
    }
}
