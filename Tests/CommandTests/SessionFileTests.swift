import Foundation
import Testing
@testable import YTCLI

/// The session file read back: the token without the whitespace around it, no session for a blank
/// file (the same set `trimmingCharacters(in: .whitespacesAndNewlines)` trimmed).
@Suite struct SessionFileTests {
    @Test(arguments: [
        ("abc123\n", "abc123"), ("  abc123 \r\n", "abc123"), ("\tabc 123\u{00A0}\u{2028}", "abc 123"),
        ("\u{3000}abc123\u{85}", "abc123"), ("", nil), (" \n\t\r\n ", nil),
    ] as [(String, String?)])
    func theTokenIsReadWithoutTheWhitespaceAroundIt(written: String, read: String?) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("session")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data(written.utf8),
                                               attributes: [.posixPermissions: 0o600]))
        #expect(try SessionFile(url: url).readToken() == read)
        #expect(written.trimmingCharacters(in: .whitespacesAndNewlines) == (read ?? ""))
    }
}
