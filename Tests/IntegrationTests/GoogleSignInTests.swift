import Foundation
import Testing

/// `ytclone auth login`'s other endings and flows with the built binary against the emulator's
/// OAuth 2.0 server: the address pasted back (ssh), a forged `state`, a denial, no answer in
/// time, the device flow told to slow down, two local accounts signed in to two Google users,
/// `auth logout` with the emulator down, and no token or client secret anywhere it must not be.
@Suite(.serialized) struct GoogleSignInTests {
    static let tvClient = (id: "yt-emulator-tv.apps.googleusercontent.com", secret: "yt-emulator-tv-secret")

    /// A scratch home with a local account, the emulator's Desktop client and the 0600 file store.
    static func home(_ emulator: EmulatorProcess) throws -> AccountFlowTests.Home {
        let home = AccountFlowTests.Home()
        home.apiBase = emulator.baseURL.absoluteString
        home.variables["YTCLONE_KEYRING"] = "off"
        #expect(try home.signUp().status == 0)
        home.useEmulatorOAuthClient()
        return home
    }

    /// Where the browser would end: the emulator's redirect (302 `Location`) for the address
    /// `auth login` printed, which with `--oauth-consent auto` carries the code and the state.
    static func redirect(for address: String, emulator: EmulatorProcess) throws -> URLComponents {
        let prefix = emulator.baseURL.absoluteString
        #expect(address.hasPrefix(prefix + "/o/oauth2/v2/auth?"), "\(address)")
        let answer = try RawHTTPConnection.fetch(port: emulator.port, "GET", String(address.dropFirst(prefix.count)))
        #expect(answer.status == 302)
        let location = try #require(answer.headers["location"])
        return try #require(URLComponents(string: location))
    }

    static func isAuthAddress(_ line: String) -> Bool { line.contains("/o/oauth2/v2/auth?") }

    /// A home whose `--device` sign-in uses the emulator's TV client, polling every 0.3 s.
    static func deviceHome(_ emulator: EmulatorProcess) throws -> AccountFlowTests.Home {
        let home = try home(emulator)
        home.variables["YTCLONE_OAUTH_TV_CLIENT_ID"] = tvClient.id
        home.variables["YTCLONE_OAUTH_TV_CLIENT_SECRET"] = tvClient.secret
        home.variables["YTCLONE_OAUTH_POLL_SECONDS"] = "0.3"
        return home
    }

    /// The browser cannot reach the listener (as over ssh): the address it ended on, pasted on
    /// stdin, signs in as the listener would have.
    @Test func theAddressPastedBackSignsIn() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.home(emulator)
        let login = try LiveCommand(["auth", "login", "--no-browser", "--paste", "--hint", "alice"], home: home)
        let address = try #require(login.awaitLine(Self.isAuthAddress))
        #expect(login.stderr.contains("paste that page's whole address here"))
        let ended = try Self.redirect(for: address, emulator: emulator)
        #expect(ended.queryItems?.contains { $0.name == "code" } == true)
        login.write((ended.string ?? "") + "\n")
        let result = login.wait()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Signed in to Google as the channel"))
        let status = try home.json(["auth", "status"]) as? [String: Any]
        #expect(status?["scopes"] as? [String] == ["youtube.force-ssl"])
        #expect(status?["method"] as? String == "paste")
        #expect(try GoogleLoopbackSignInTests.grants(emulator).first?["user"] as? String == "alice")
        let words = try home.run(["auth", "status"])
        #expect(words.status == 0)
        #expect(words.stdout.contains("(paste)"), "\(words.stdout)")
        #expect(words.stdout.contains("youtube.force-ssl"))
        #expect(words.stdout.contains("refreshed when needed"))
    }

    /// Piped input that is not the address ends the sign-in (65) and stores nothing.
    @Test func aPastedLineThatIsNotTheAddressIsRefused() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.home(emulator)
        let result = try home.run(["auth", "login", "--no-browser", "--paste"], stdin: "https://example.com/nothing-here\n")
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("not the address the browser ended on"))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("state/google-1").path))
    }

    /// A redirect to the listener with another `state` (a forged one) is refused: 77, nothing kept,
    /// and the code in it is never exchanged.
    @Test func aForgedStateIsRefused() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.home(emulator)
        let login = try LiveCommand(["auth", "login", "--no-browser"], home: home)
        let address = try #require(login.awaitLine(Self.isAuthAddress))
        var forged = try Self.redirect(for: address, emulator: emulator)
        forged.queryItems = forged.queryItems?.map { $0.name == "state" ? URLQueryItem(name: "state", value: "forged") : $0 }
        let port = try #require(forged.port)
        let page = try RawHTTPConnection.fetch(port: port, "GET", "/?" + (forged.percentEncodedQuery ?? ""))
        #expect(page.status == 200)
        let result = login.wait()
        #expect(result.status == 77, "\(result.stderr)")
        #expect(result.stderr.contains("did not carry the state this sign-in sent"))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("state/google-1").path))
        #expect(try GoogleLoopbackSignInTests.grants(emulator).isEmpty, "the forged redirect's code was exchanged")
    }

    /// `error=access_denied` through the real listener: 77 and what to do.
    @Test func aDenialEndsWith77() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "deny"], strict: false)
        defer { emulator.stop() }
        let home = try Self.home(emulator)
        let result = try home.signInWithGoogle()
        #expect(result.status == 77, "\(result.stderr)")
        #expect(result.stderr.contains("the Google sign-in was denied"))
        #expect(try home.run(["auth", "status"]).status == 77)
    }

    /// Nobody answers: 75 after the wait (shortened for the test), nothing kept.
    @Test func noAnswerInTimeEndsWith75() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.home(emulator)
        home.variables["YTCLONE_OAUTH_WAIT_SECONDS"] = "1"
        let result = try home.run(["auth", "login", "--no-browser"])
        #expect(result.status == 75, "\(result.stderr)")
        #expect(result.stderr.contains("no answer from the browser"))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("state/google-1").path))
    }

    /// No OAuth client configured, or one Google does not know: 78 naming the settings.
    @Test func noClientEndsWith78() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.home(emulator)
        home.variables["YTCLONE_OAUTH_CLIENT_ID"] = nil
        home.variables["YTCLONE_OAUTH_CLIENT_SECRET"] = nil
        let browser = try home.run(["auth", "login", "--no-browser"])
        #expect(browser.status == 78)
        #expect(browser.stderr.contains("oauth_client_id="))
        let device = try home.run(["auth", "login", "--device"])
        #expect(device.status == 78)
        #expect(device.stderr.contains("oauth_tv_client_id="))
        // A client Google does not know: invalid_client, 78, and which setting to check.
        home.variables["YTCLONE_OAUTH_TV_CLIENT_ID"] = "nobody.apps.googleusercontent.com"
        home.variables["YTCLONE_OAUTH_TV_CLIENT_SECRET"] = "wrong"
        let unknown = try home.run(["auth", "login", "--device"])
        #expect(unknown.status == 78, "\(unknown.stderr)")
        #expect(unknown.stderr.contains("invalid_client"))
        #expect(unknown.stderr.contains("check oauth_tv_client_id"))
    }

    /// The device flow polled faster than the server's interval: `slow_down`, 5 s more, then the
    /// code approved at the emulator's device page signs in with `youtube` and says comments cannot.
    @Test func theDeviceFlowSlowsDownWhenToldAndSignsIn() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "page"], strict: false)
        defer { emulator.stop() }
        let home = try Self.deviceHome(emulator)
        let login = try LiveCommand(["auth", "login", "--device"], home: home)
        #expect(login.awaitLine { $0.contains("enter the code") }?.contains(emulator.baseURL.absoluteString + "/device") == true)
        let code = try #require(login.awaitLine { $0.count == 11 && $0.split(separator: "-").count == 3 })
        #expect(login.awaitLine { $0.contains("polled less often: every 10 seconds") } != nil, "\(login.stderr)")
        let form = "user_code=\(code)&action=allow&user=bob"
        let connection = try RawHTTPConnection(port: emulator.port)
        connection.send("POST", "/device", headers: ["Content-Type": "application/x-www-form-urlencoded", "Connection": "close"],
                        body: Array(form.utf8))
        #expect(try connection.readResponse().status == 200)
        let result = login.wait()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("not youtube.force-ssl"), "the scope limit is said before it starts")
        #expect(result.stderr.contains("Posting, editing and deleting comments needs youtube.force-ssl"))
        let status = try home.json(["auth", "status"]) as? [String: Any]
        #expect(status?["scopes"] as? [String] == ["youtube"])
        #expect(status?["method"] as? String == "device")
        #expect(try GoogleLoopbackSignInTests.grants(emulator).first?["user"] as? String == "bob")
    }

    /// --device has no browser and no listener: the flags of those are a usage error (64).
    @Test func theDeviceFlowTakesNoBrowserFlags() throws {
        let home = AccountFlowTests.Home()
        for flag in [["--paste"], ["--no-browser"], ["--hint", "alice"]] {
            let result = try home.run(["auth", "login", "--device"] + flag)
            #expect(result.status == 64, "\(flag): \(result.stderr)")
            #expect(result.stderr.contains("--device takes no --paste, --no-browser or --hint"))
        }
    }

    /// A device code denied at once (`--oauth-consent deny`): 77 and nothing kept.
    @Test func aDeniedDeviceCodeEndsWith77() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "deny"], strict: false)
        defer { emulator.stop() }
        let home = try Self.deviceHome(emulator)
        let result = try home.run(["auth", "login", "--device"])
        #expect(result.status == 77, "\(result.stderr)")
        #expect(result.stderr.contains("denied"))
        #expect(try home.run(["auth", "status"]).status == 77)
    }

    /// A device code nobody approved in its time: Google's `expired_token`, 75 with what to do,
    /// and nothing kept.
    @Test func anExpiredDeviceCodeEndsWith75() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "page", "--oauth-device-code-ttl", "1"], strict: false)
        defer { emulator.stop() }
        let home = try Self.deviceHome(emulator)
        let result = try home.run(["auth", "login", "--device"])
        #expect(result.status == 75, "\(result.stderr)")
        #expect(result.stderr.contains("expired"), "\(result.stderr)")
        #expect(try home.run(["auth", "status"]).status == 77)
    }

    /// Two local accounts on one machine, each signed in to its own Google user: each sees its own.
    @Test func twoLocalAccountsKeepTwoGoogleUsers() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        defer { emulator.stop() }
        let home = try Self.home(emulator)
        #expect(try home.signInWithGoogle(hint: "alice").status == 0)
        let alice = try home.json(["auth", "status"]) as? [String: Any]
        #expect(try home.run(["signout"]).status == 0)
        #expect(try home.signUp("grace@example.com", name: "Grace").status == 0)
        #expect(try home.run(["auth", "status"]).status == 77, "the second account is not signed in with Google yet")
        #expect(try home.signInWithGoogle(hint: "bob").status == 0)
        let bob = try home.json(["auth", "status"]) as? [String: Any]
        #expect(alice?["channelId"] as? String != nil)
        #expect(bob?["channelId"] as? String != nil)
        #expect(alice?["channelId"] as? String != bob?["channelId"] as? String)

        #expect(try home.run(["signout"]).status == 0)
        #expect(try home.run(["signin", "--email", "ada@example.com", "--password-stdin"],
                             stdin: AccountFlowTests.password + "\n").status == 0)
        let again = try home.json(["auth", "status"]) as? [String: Any]
        #expect(again?["channelId"] as? String == alice?["channelId"] as? String)
        let users = try GoogleLoopbackSignInTests.grants(emulator).compactMap { $0["user"] as? String }.sorted()
        #expect(users == ["alice", "bob"])
    }

    /// `auth logout` with the emulator gone: the sign-in is deleted here anyway, and it says so.
    @Test func logoutWithGoogleDownStillDeletes() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto"], strict: false)
        let home = try Self.home(emulator)
        #expect(try home.signInWithGoogle(hint: "alice").status == 0)
        let file = home.url.appendingPathComponent("state/google-1")
        #expect(FileManager.default.fileExists(atPath: file.path))
        emulator.stop()
        let logout = try home.run(["auth", "logout"])
        #expect(logout.status == 0, "\(logout.stderr)")
        #expect(logout.stderr.contains("deleted from this machine, but Google could not be told"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// After the flows, no access or refresh token and no client secret is in the browser's argv
    /// (the only program `auth login` starts), a `-v` trace, `--json`, the database or the cache.
    @Test func noTokenOrClientSecretLeaks() throws {
        let emulator = try EmulatorProcess.start(["--oauth-consent", "auto", "--oauth-token-ttl", "2"], strict: false)
        defer { emulator.stop() }
        let home = try Self.home(emulator)
        var outputs: [CommandResult] = []
        let login = try home.signInWithGoogle(hint: "alice", arguments: ["-v"])
        #expect(login.status == 0, "\(login.stderr)")
        outputs.append(login)
        let stored = try Data(contentsOf: home.url.appendingPathComponent("state/google-1"))
        let firstTokens = Self.tokens(in: stored)
        #expect(firstTokens.count == 2, "an access and a refresh token were stored")
        // A 2-second token is never fresh enough to send: the next personal request refreshes it.
        for arguments in [["auth", "status", "--json", "-v"], ["liked", "--json", "-v"], ["playlists", "--mine", "--json", "-v"],
                          ["auth", "status", "-v"]] {
            outputs.append(try home.run(arguments))
        }
        let refreshed = Self.tokens(in: try Data(contentsOf: home.url.appendingPathComponent("state/google-1")))
        #expect(refreshed.first != nil && refreshed.first != firstTokens.first, "the access token was refreshed")
        let secrets = Set(firstTokens + refreshed + [AccountFlowTests.Home.emulatorClient.secret])
        for output in outputs {
            for secret in secrets {
                #expect(!output.stdout.contains(secret), "a secret on stdout")
                #expect(!output.stderr.contains(secret), "a secret on stderr (a -v trace)")
            }
        }
        #expect(outputs.map(\.stderr).joined().contains("oauth.token"), "the traces show the token endpoint")
        let browserLog = home.url.appendingPathComponent("browser.log")
        let files = try FileManager.default.subpathsOfDirectory(atPath: home.url.path)
            .map { home.url.appendingPathComponent($0) }
            .filter { !$0.path.hasSuffix("state/google-1") && !$0.hasDirectoryPath }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        #expect(files.contains(browserLog))
        #expect(files.contains { $0.lastPathComponent.hasPrefix("ytclone.sqlite3") || $0.pathExtension == "sqlite3" })
        for file in files {
            let bytes = try Data(contentsOf: file)
            for secret in secrets {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file.path) holds a secret")
            }
        }
    }

    /// The access and refresh tokens of a stored sign-in.
    static func tokens(in stored: Data) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: stored) as? [String: Any],
              let grant = object["grant"] as? [String: Any] else { return [] }
        return ["accessToken", "refreshToken"].compactMap { grant[$0] as? String }
    }
}
