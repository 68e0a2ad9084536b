import Foundation

/// What changes while the emulator runs: the authorization server's codes, grants and tokens,
/// and what users wrote. With `--state FILE` it is read at start and written after every
/// change (to a temporary file, then renamed), so a test can restart the emulator mid-flow.
struct EmulatorState: Sendable, Codable, Equatable {
    var oauth = OAuthState()
    var writes = UserWrites()

    /// The state in `path`, or an empty one when there is no such file yet.
    static func load(from path: String) throws -> EmulatorState {
        guard FileManager.default.fileExists(atPath: path) else { return EmulatorState() }
        return try JSONDecoder().decode(EmulatorState.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func save(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// `--state` names a file that is not the emulator's state.
public struct StateFileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot read the state in \(path): \(reason)" }
}
