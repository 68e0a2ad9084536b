import Foundation

/// Signing a scratch home's local account in to the emulator's Google, through the built binary's
/// real loopback flow: `BROWSER` is a script that plays the person's browser with curl (it opens
/// the address, follows the emulator's consent redirect to ytclone's listener on 127.0.0.1).
///
/// ```swift
/// let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"])
/// let home = AccountFlowTests.Home()
/// home.apiBase = emulator.baseURL.absoluteString
/// #expect(try home.signUp().status == 0)
/// let login = try home.signInWithGoogle(hint: "alice")
/// ```
extension AccountFlowTests.Home {
    /// The emulator's default Desktop client.
    static let emulatorClient = (id: "yt-emulator-desktop.apps.googleusercontent.com", secret: "yt-emulator-desktop-secret")

    /// A `BROWSER` that GETs its address with curl, following redirects, and logs what it was given.
    func fakeBrowser() throws -> URL {
        let bin = url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let browser = bin.appendingPathComponent("browser")
        let log = url.appendingPathComponent("browser.log")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(log.path)'\nexec curl -sS -L -o /dev/null \"$1\"\n".utf8).write(to: browser)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        return browser
    }

    /// Configures the emulator's Desktop client for every later run.
    func useEmulatorOAuthClient() {
        variables["YTCLONE_OAUTH_CLIENT_ID"] = Self.emulatorClient.id
        variables["YTCLONE_OAUTH_CLIENT_SECRET"] = Self.emulatorClient.secret
    }

    /// `ytclone auth login` with the fake browser; `hint` picks the emulator's user (alice, bob, carol).
    func signInWithGoogle(hint: String? = nil, arguments: [String] = []) throws -> CommandResult {
        useEmulatorOAuthClient()
        let browser = try fakeBrowser()
        variables["BROWSER"] = browser.path
        defer { variables["BROWSER"] = nil }
        return try run(["auth", "login"] + (hint.map { ["--hint", $0] } ?? []) + arguments)
    }
}
