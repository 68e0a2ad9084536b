import Foundation
import Testing

/// The Google sign-in kept in the desktop keyring (libsecret, the Secret Service), with the built
/// binary on a session bus where gnome-keyring answers (`SecretServiceSession`): `auth login` keeps
/// it there and writes no token file, `auth status` says so, `auth logout` deletes the item, and
/// moving between the keyring and the file (`YTCLONE_KEYRING=off`) leaves no copy behind.
/// Skipped, with the reason printed, where the tools are missing, except in CI.
@Suite(.serialized) struct KeyringSignInTests {
    static let keyringWords = "the desktop keyring (Secret Service)"

    @Test func theSignInIsKeptInTheKeyringAndLogoutDeletesIt() throws {
        let home = AccountFlowTests.Home()
        guard let keyring = try SecretServiceSession.startOrSkip(home: home.url) else { return }
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        let environment = try Self.signInEnvironment(home)

        let login = try keyring.ytclone(["auth", "login", "--hint", "bob"], environment: environment)
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.contains("Kept in \(Self.keyringWords)."), "\(login.stderr)")
        let file = home.url.appendingPathComponent("state/google-1")
        #expect(!FileManager.default.fileExists(atPath: file.path), "the keyring holds it: no token file")

        let status = try keyring.ytclone(["auth", "status", "--json"], environment: environment)
        #expect(status.status == 0, "\(status.stderr)")
        let json = try status.json() as? [String: Any]
        #expect(json?["storedIn"] as? String == Self.keyringWords)
        #expect(json?["channelTitle"] as? String != nil)
        let table = try keyring.ytclone(["auth", "status"], environment: environment)
        #expect(table.stdout.contains("Kept in:") && table.stdout.contains(Self.keyringWords), "\(table.stdout)")

        // The item: the sign-in's JSON under the schema's attributes.
        let item = try keyring.secretToolLookup(["xdg:schema", "org.ytclone.GoogleSignIn", "account", Self.accountAttribute(home),
                                                 "client", AccountFlowTests.Home.emulatorClient.id])
        #expect(item.status == 0, "\(item.stderr)")
        let stored = try JSONSerialization.jsonObject(with: Data(item.stdout.utf8)) as? [String: Any]
        #expect(stored?["clientID"] as? String == AccountFlowTests.Home.emulatorClient.id)
        let grant = stored?["grant"] as? [String: Any]
        let accessToken = try #require(grant?["accessToken"] as? String)
        let refreshToken = try #require(grant?["refreshToken"] as? String)
        #expect(!accessToken.isEmpty && !refreshToken.isEmpty)
        // Nothing under the home holds a token in the clear: the keyring's own file is encrypted.
        for token in [accessToken, refreshToken] {
            #expect(try Self.filesHolding(token, under: home.url).isEmpty)
        }
        // A request with the token works (the keyring's sign-in is the one used).
        let rating = try keyring.ytclone(["liked", "--json"], environment: environment)
        #expect(rating.status == 0, "\(rating.stderr)")

        let logout = try keyring.ytclone(["auth", "logout"], environment: environment)
        #expect(logout.status == 0, "\(logout.stderr)")
        #expect(logout.stderr.contains("access revoked at Google"))
        let after = try keyring.secretToolLookup(["xdg:schema", "org.ytclone.GoogleSignIn", "account", Self.accountAttribute(home)])
        #expect(after.status != 0 && after.stdout.isEmpty, "the item is gone: \(after.stdout)")
        #expect(try keyring.ytclone(["auth", "status"], environment: environment).status == 77)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func movingBetweenTheFileAndTheKeyringLeavesNoCopyBehind() throws {
        let home = AccountFlowTests.Home()
        guard let keyring = try SecretServiceSession.startOrSkip(home: home.url) else { return }
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        home.apiBase = emulator.baseURL.absoluteString
        #expect(try home.signUp().status == 0)
        var environment = try Self.signInEnvironment(home)
        let file = home.url.appendingPathComponent("state/google-1")
        func lookup() -> [String] { ["xdg:schema", "org.ytclone.GoogleSignIn", "account", Self.accountAttribute(home)] }

        // YTCLONE_KEYRING=off: the 0600 file, although a keyring answers.
        environment["YTCLONE_KEYRING"] = "off"
        let login = try keyring.ytclone(["auth", "login", "--hint", "alice"], environment: environment)
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.contains("Kept in \(file.path) (mode 0600)."), "\(login.stderr)")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try keyring.secretToolLookup(lookup()).stdout.isEmpty)

        // The keyring allowed again: the next run moves the sign-in into it and deletes the file.
        environment["YTCLONE_KEYRING"] = nil
        let moved = try keyring.ytclone(["auth", "status", "--json"], environment: environment)
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect((try moved.json() as? [String: Any])?["storedIn"] as? String == Self.keyringWords)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try keyring.secretToolLookup(lookup()).stdout.contains("\"clientID\""))

        // And back: off again moves it out of the keyring into the file, still signed in.
        environment["YTCLONE_KEYRING"] = "off"
        let back = try keyring.ytclone(["auth", "status", "--json"], environment: environment)
        #expect(back.status == 0, "\(back.stderr)")
        #expect((try back.json() as? [String: Any])?["storedIn"] as? String == "\(file.path) (mode 0600)")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try keyring.secretToolLookup(lookup()).stdout.isEmpty)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)

        // A sign-out with the keyring allowed deletes the copy wherever it is.
        environment["YTCLONE_KEYRING"] = nil
        let logout = try keyring.ytclone(["auth", "logout"], environment: environment)
        #expect(logout.status == 0, "\(logout.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let left = try keyring.secretToolLookup(lookup()).stdout; #expect(left.isEmpty, "\(left) \(logout.stderr)")
        #expect(try keyring.ytclone(["auth", "status"], environment: environment).status == 77)
    }

    /// The home's variables with the emulator's OAuth client and the curl browser.
    static func signInEnvironment(_ home: AccountFlowTests.Home) throws -> [String: String] {
        home.useEmulatorOAuthClient()
        var environment = home.environment.merging(home.variables) { $1 }
        environment["BROWSER"] = try home.fakeBrowser().path
        return environment
    }

    /// The files under `folder` whose bytes contain `secret`.
    static func filesHolding(_ secret: String, under folder: URL) throws -> [String] {
        let needle = Data(secret.utf8)
        var found: [String] = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let bytes = try? Data(contentsOf: url) else { continue }
            if bytes.range(of: needle) != nil { found.append(url.path) }
        }
        return found
    }

    /// The keyring item's `account` attribute: local account 1 of this home, whose machine id
    /// (`state/machine`) tells it from account 1 of another ytclone home.
    static func accountAttribute(_ home: AccountFlowTests.Home) -> String {
        let machine = (try? String(contentsOf: home.url.appendingPathComponent("state/machine"), encoding: .utf8)) ?? ""
        return "1@" + machine.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
