import Foundation
import YTCore
import YTStore

/// A fresh directory under the system's temporary folder, removed when `body` returns.
func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
}

/// The same, for tests that await.
func withTemporaryDirectoryAsync(_ body: (URL) async throws -> Void) async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
}

/// A store on its own database file, deleted with its directory when `body` returns.
func withTemporaryStore(_ body: (SQLiteStore) throws -> Void) throws {
    try withTemporaryDirectory { directory in
        try body(SQLiteStore(path: databasePath(in: directory)))
    }
}

/// Where the store keeps its file inside a test's directory, as in `$XDG_DATA_HOME/ytclone/`.
func databasePath(in directory: URL) -> String {
    directory.appendingPathComponent("data/ytclone/ytclone.sqlite3").path
}

private func makeTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("ytstore-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
