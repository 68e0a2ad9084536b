import Foundation
import Testing
@testable import YTCLI
import YTCore

/// Which store keeps the Google sign-in, as a run chooses it: with no session bus (these runs'
/// environment has none) the 0600 file, whatever `YTCLONE_KEYRING` says; a `YTCLONE_KEYRING` that
/// is neither on nor off is refused. (The keyring itself: IntegrationTests/KeyringSignInTests.)
@Suite struct GoogleTokenStoreChoiceCommandTests {
    @Test func withoutASessionBusTheFileKeepsTheSignIn() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle(as: "alice")
        let file = home.root.appendingPathComponent("home/state/google-1").path
        for setting in [nil, "on", "off"] {
            home.environment["YTCLONE_KEYRING"] = setting
            let status = await home.run(["auth", "status", "--json"])
            #expect(status.status == 0, "\(status.stderr)")
            #expect((try status.json as? [String: Any])?["storedIn"] as? String == "\(file) (mode 0600)")
        }
        let logout = await home.run(["auth", "logout"])
        #expect(logout.status == 0, "\(logout.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func anUnknownKeyringSettingIsRefused() async {
        let home = await CommandHome.signedInWithGoogleReady()
        home.environment["YTCLONE_KEYRING"] = "maybe"
        let status = await home.run(["auth", "status"])
        #expect(status.status == ExitStatus.invalidInput.rawValue, "\(status.status): \(status.stderr)")
        #expect(status.stderr.contains("YTCLONE_KEYRING") && status.stderr.contains("on or off"), "\(status.stderr)")
    }

    @Test func keyringOffInAnyCaseAndOnByDefault() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-keyring-\(UUID().uuidString)").path
        let folder = FileManager.default.temporaryDirectory
        #expect(try Settings.resolve(apiBaseFlag: nil, environment: ["YTCLONE_HOME": home, "YTCLONE_KEYRING": "OFF"],
                                     workingDirectory: folder).keyring == false)
        #expect(try Settings.resolve(apiBaseFlag: nil, environment: ["YTCLONE_HOME": home], workingDirectory: folder).keyring)
    }
}
