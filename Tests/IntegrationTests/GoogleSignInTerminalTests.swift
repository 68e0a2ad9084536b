import Foundation
import Testing

/// The Google sign-in's questions in a real terminal session (a pseudo-terminal): the address
/// pasted at `auth login`'s prompt (over ssh), and `setup` asking for the OAuth client.
@Suite(.serialized) struct GoogleSignInTerminalTests {
    static func environment(_ home: AccountFlowTests.Home, _ emulator: EmulatorProcess) throws -> [String: String] {
        var variables = ["PATH": "/usr/bin:/bin", "HOME": home.url.path, "YTCLONE_HOME": home.url.path,
                         "LANG": "C.UTF-8", "TZ": "UTC", "YTCLONE": try BuildProducts.executable("ytclone").path,
                         "YTCLONE_API_BASE": emulator.baseURL.absoluteString, "YTCLONE_KEYRING": "off"]
        variables.merge(home.variables) { $1 }
        return variables
    }

    /// At a terminal, with no browser that can reach the listener: a line that is not the address
    /// is answered and asked again, then the address pasted signs in.
    @Test func theAddressIsPastedAtTheTerminal() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try GoogleSignInTests.home(emulator)
        var variables = try Self.environment(home, emulator)
        variables["YOUTUBE_API_KEY"] = home.apiKey
        let terminal = try PseudoTerminal(script: """
            "$YTCLONE" auth login --no-browser --hint bob
            echo "status=$?"
            echo END
            """, environment: variables)
        try #require(terminal.waitFor("paste that page's whole address here"), "\(terminal.text)")
        let prefix = emulator.baseURL.absoluteString + "/o/oauth2/v2/auth?"
        let start = try #require(terminal.text.range(of: prefix))
        let address = String(terminal.text[start.lowerBound...].prefix { !$0.isWhitespace })
        let ended = try GoogleSignInTests.redirect(for: address, emulator: emulator)
        terminal.type(Array("not an address\r".utf8))
        try #require(terminal.waitFor("That is not the address the browser ended on"), "\(terminal.text)")
        terminal.type(Array(((ended.string ?? "") + "\r").utf8))
        try #require(terminal.waitFor("END"), "\(terminal.text)")
        #expect(terminal.text.contains("Signed in to Google as the channel"), "\(terminal.text)")
        #expect(terminal.text.contains("status=0"))
        #expect(try GoogleLoopbackSignInTests.grants(emulator).first?["user"] as? String == "bob")
    }

    /// `auth login &` at a terminal: while it waits in the background, a line typed at the
    /// terminal is the shell's, never read by it (a read would stop it with SIGTTIN, or fail and
    /// end the paste); brought back with `fg`, the address pasted then signs in.
    @Test func inTheBackgroundItLeavesTheTerminalAloneUntilBroughtBack() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try GoogleSignInTests.home(emulator)
        var variables = try Self.environment(home, emulator)
        variables["YOUTUBE_API_KEY"] = home.apiKey
        let log = home.url.appendingPathComponent("login.log")
        let terminal = try PseudoTerminal(script: """
            set -m
            "$YTCLONE" auth login --no-browser --hint bob >'\(log.path)' 2>&1 &
            echo STARTED
            sleep 2
            read first; echo "shell read: $first"
            fg >/dev/null
            echo "status=$?"
            echo END
            """, environment: variables)
        try #require(terminal.waitFor("STARTED"), "\(terminal.text)")
        var address = ""
        for _ in 0..<100 where address.isEmpty {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            address = text.split(whereSeparator: \.isNewline).first { GoogleSignInTests.isAuthAddress(String($0)) }.map(String.init) ?? ""
            if address.isEmpty { usleep(100_000) }
        }
        let ended = try GoogleSignInTests.redirect(for: address.trimmingCharacters(in: .whitespaces), emulator: emulator)
        // Typed while nothing in the foreground reads: the line waits in the terminal for the shell.
        terminal.type(Array("typed meanwhile\r".utf8))
        try #require(terminal.waitFor("shell read: typed meanwhile"), "\(terminal.text)")
        usleep(500_000)
        terminal.type(Array(((ended.string ?? "") + "\r").utf8))
        try #require(terminal.waitFor("END"), "\(terminal.text)")
        #expect(terminal.text.contains("status=0"), "\(terminal.text)")
        #expect(try home.json(["auth", "status"]) as? [String: Any] != nil)
        #expect((try home.json(["auth", "status"]) as? [String: Any])?["method"] as? String == "paste")
    }

    /// `setup` at a terminal: the API key, then the Desktop client's id (shown) and secret (not),
    /// both kept in the config file.
    @Test func setupAsksForTheOAuthClient() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
        let emulator = try EmulatorProcess.start([], strict: false)
        defer { emulator.stop() }
        let home = AccountFlowTests.Home()
        try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
        let terminal = try PseudoTerminal(script: """
            "$YTCLONE" setup
            echo "status=$?"
            echo END
            """, environment: try Self.environment(home, emulator))
        try #require(terminal.waitFor("API key: "), "\(terminal.text)")
        terminal.type(Array("AIzaSyTerminalKey0123456789abcdefghijk\r".utf8))
        try #require(terminal.waitFor("OAuth client ID: "), "\(terminal.text)")
        terminal.type(Array("my-desktop.apps.googleusercontent.com\r".utf8))
        try #require(terminal.waitFor("OAuth client secret: "), "\(terminal.text)")
        #expect(!terminal.echoes, "the client secret is not shown")
        terminal.type(Array("GOCSPX-terminal-secret\r".utf8))
        try #require(terminal.waitFor("END"), "\(terminal.text)")
        #expect(terminal.text.contains("status=0"), "\(terminal.text)")
        #expect(terminal.text.contains("Saved the OAuth client"))
        #expect(!terminal.text.contains("GOCSPX-terminal-secret"), "never echoed")
        let config = try String(contentsOf: home.url.appendingPathComponent("config/config"), encoding: .utf8)
        #expect(config.contains("oauth_client_id=my-desktop.apps.googleusercontent.com"))
        #expect(config.contains("oauth_client_secret=GOCSPX-terminal-secret"))
    }
}
