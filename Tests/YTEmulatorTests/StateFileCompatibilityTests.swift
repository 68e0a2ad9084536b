import Foundation
import Testing

@testable import YTEmulator

/// A `--state` file an older emulator wrote, before fields were added to the state, still loads:
/// what it has is kept and what it lacks starts empty. A file that cannot be written fails the
/// write that changed the state, and the change is taken back.
@Suite struct StateFileCompatibilityTests {
    @Test func aFileWithoutTheNewerFieldsLoadsWithThemEmpty() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        // The shape of the first state files: no codes, device codes, edits, bans or captions.
        let older = """
            {"oauth": {"grants": {}, "accessTokens": {}, "refreshTokens": {}, "serial": 4},
             "writes": {"comments": [], "ratings": {"1234": {"dQw4w9WgXcQ": "like"}}, "serial": 7}}
            """
        try Data(older.utf8).write(to: URL(fileURLWithPath: path))
        let state = try EmulatorState.load(from: path)
        #expect(state.writes.ratings == ["1234": ["dQw4w9WgXcQ": "like"]])
        #expect(state.writes.serial == 7 && state.oauth.serial == 4)
        #expect(state.writes.subscriptions.isEmpty && state.writes.commentEdits.isEmpty)
    }

    @Test func aWriteTheFileCannotKeepFailsAndIsTakenBack() throws {
        let path = "/nonexistent-\(UUID().uuidString)/state.json"
        let emulator = try TestEmulator(stateFile: path)
        let token = emulator.token(forUnsavedState: "alice")
        let videoId = emulator.fixture("videoId")
        let rate = emulator.call("POST", "/youtube/v3/videos/rate?id=\(videoId)&rating=like", token: token)
        #expect(rate.status == 500)
        #expect(emulator.emulator.state.withLock { $0.writes.ratings.isEmpty })
        let signIn = emulator.emulator.handle(
            EmulatorRequest(
                method: "POST", target: "/token",
                headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Array("grant_type=refresh_token&refresh_token=x&client_id=\(OAuthClient.defaultDesktop.id)&client_secret=\(OAuthClient.defaultDesktop.secret)".utf8)))
        #expect(signIn.status == 400)
    }

    @Test func theFileIsForItsOwnerOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        try EmulatorState().save(to: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }
}

extension TestEmulator {
    /// A token put into the state without writing it anywhere, for an emulator whose file cannot be written.
    func token(forUnsavedState name: String) -> String {
        let user = user(name)
        return emulator.state.withLock { state in
            let grant = OAuthState.Grant(
                id: "unsaved", userId: user.id, clientId: OAuthClient.defaultDesktop.id, scopes: ["youtube.force-ssl"],
                createdAt: 0)
            state.oauth.grants[grant.id] = grant
            state.oauth.accessTokens["ya29.unsaved"] = OAuthState.Token(grantId: grant.id, scopes: grant.scopes, expiresAt: nil)
            return "ya29.unsaved"
        }
    }
}
