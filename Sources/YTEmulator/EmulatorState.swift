import Foundation

/// What changes while the emulator runs: the authorization server's codes, grants and tokens,
/// and what users wrote. With `--state FILE` it is read at start and written after every
/// change (to a temporary file, then renamed), so a test can restart the emulator mid-flow.
struct EmulatorState: Sendable, Codable, Equatable {
    var oauth = OAuthState()
    var writes = UserWrites()

    /// The state in `path`, or an empty one when there is no such file yet. A file an older
    /// emulator wrote lacks the fields added since: they take their empty values, since the
    /// decoder `Codable` writes for us reads no defaults.
    static func load(from path: String) throws -> EmulatorState {
        guard FileManager.default.fileExists(atPath: path) else { return EmulatorState() }
        let stored = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let empty = try JSONParser.parse(Array(try JSONEncoder().encode(EmulatorState())))
        let whole = JSONWriter(pretty: false).serialize(stored.filling(from: empty))
        return try JSONDecoder().decode(EmulatorState.self, from: Data(whole))
    }

    func save(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
        // It holds live tokens and codes: for its owner's eyes only.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    }
}

extension JSONValue {
    /// This object with every key of `defaults` it lacks added, at every depth where both are objects.
    fileprivate func filling(from defaults: JSONValue) -> JSONValue {
        guard case .object(var members) = self, case .object(let fallback) = defaults else { return self }
        for member in fallback {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                members[index].value = members[index].value.filling(from: member.value)
            } else {
                members.append(member)
            }
        }
        return .object(members)
    }
}

/// `--state` names a file that is not the emulator's state, or one it cannot write.
public struct StateFileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    /// Whether writing failed (reading is the other case).
    public var writing = false
    public var description: String { "cannot \(writing ? "write" : "read") the state in \(path): \(reason)" }
}
