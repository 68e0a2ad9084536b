import Foundation
import Testing

@testable import YTEmulator

/// A `--state` file an older emulator wrote, before fields were added to the state, still loads:
/// what it has is kept and what it lacks starts empty.
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
}
