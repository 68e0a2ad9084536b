import Foundation
import Testing

/// `ytclone auth login`'s loopback flow end to end with the built binary, against the emulator's
/// OAuth 2.0 server (`--oauth-consent auto`): the sign-in is kept, `auth status` names the
/// channel, a write works, and `auth logout` ends it at the emulator too.
@Suite(.serialized) struct GoogleLoopbackSignInTests {
    @Test func signInWriteAndSignOut() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = AccountFlowTests.Home()
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)

        let login = try home.signInWithGoogle(hint: "bob")
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.contains("Signed in to Google as the channel"))
        let file = home.url.appendingPathComponent("state/google-1")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)

        let status = try home.json(["auth", "status"]) as? [String: Any]
        #expect(status?["kind"] as? String == "googleSignIn")
        #expect(status?["scopes"] as? [String] == ["youtube.force-ssl"])
        #expect((status?["channelId"] as? String)?.hasPrefix("UC") == true)
        let grants = try Self.grants(emulator)
        #expect(grants.count == 1)
        #expect(grants.first?["user"] as? String == "bob")
        #expect(grants.first?["revoked"] as? Bool == false)

        let logout = try home.run(["auth", "logout"])
        #expect(logout.status == 0)
        #expect(logout.stderr.contains("access revoked at Google"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try Self.grants(emulator).first?["revoked"] as? Bool == true)
        #expect(try home.run(["auth", "status"]).status == 77)
    }

    /// The emulator's grants (`GET /emulator/oauth`), which never show a token.
    static func grants(_ emulator: EmulatorProcess) throws -> [[String: Any]] {
        let overview = try JSONSerialization.jsonObject(
            with: Data(try RawHTTPConnection.fetch(port: emulator.port, "GET", "/emulator/oauth").body)) as? [String: Any]
        return overview?["grants"] as? [[String: Any]] ?? []
    }
}

/// A sign-in's tokens go only to the token endpoint that issued them: a run with another API
/// root is refused (77) without a request there, and signing in again revokes the replaced grant
/// and still gets a refresh token (`prompt=consent`).
@Suite(.serialized) struct GoogleSignInIssuerTests {
    @Test func tokensAreNotSentToAnotherAPIRoot() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let other = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { other.stop() }
        let home = AccountFlowTests.Home()
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        #expect(try home.signInWithGoogle(hint: "alice").status == 0)

        home.apiBase = other.baseURL.absoluteString
        let elsewhere = try home.run(["liked", "--limit", "1"])
        #expect(elsewhere.status == 77, "\(elsewhere.stderr)")
        #expect(elsewhere.stderr.contains("its tokens are not sent elsewhere"))
        let seen = try other.stats()
        #expect((seen["requests"] as? Int ?? 0) == 0 || !"\(seen)".contains("videos"), "\(seen)")
        let grantsThere = try GoogleLoopbackSignInTests.grants(other)
        #expect(grantsThere.isEmpty)

        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signInWithGoogle(hint: "alice", arguments: ["--scope", "read"]).status == 0)
        #expect(try home.signInWithGoogle(hint: "alice").status == 0)
        let status = try home.json(["auth", "status"]) as? [String: Any]
        #expect(status?["canRefresh"] as? Bool == true)
        let grants = try GoogleLoopbackSignInTests.grants(emulator)
        #expect(grants.count == 3)
        #expect(grants.filter { $0["revoked"] as? Bool == false }.count == 1, "\(grants)")
    }
}
