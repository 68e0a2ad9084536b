import Foundation

/// The recorded API responses (`recorded/`) the tests decode, copied into the repository under
/// `Tests/Fixtures/youtube-api/` (see its SOURCES.md). Nothing outside the repository is read.
///
/// A missing folder or file stops the run with a message naming the path: a test must never pass
/// over an empty list of fixtures.
enum SharedFixtures {
    /// `Tests/Fixtures/youtube-api`, found from this file's place in the repository.
    static let apiDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // YouTubeAPITests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/youtube-api", isDirectory: true)

    /// `recorded/`, one subfolder per resource.
    static var recordedDirectory: URL { apiDirectory.appendingPathComponent("recorded", isDirectory: true) }

    /// Every recorded `*.json` response, sorted by folder then name. Traps when the folder is
    /// missing or holds none, so that a broken checkout fails loudly instead of testing nothing.
    static func recordedFiles() -> [RecordedFile] {
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(atPath: recordedDirectory.path) else {
            fatalError("the recorded API responses are missing: no folder \(recordedDirectory.path)")
        }
        let files = folders.sorted().flatMap { folder -> [RecordedFile] in
            let folderURL = recordedDirectory.appendingPathComponent(folder, isDirectory: true)
            let names = (try? manager.contentsOfDirectory(atPath: folderURL.path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map {
                RecordedFile(folder: folder, name: $0, url: folderURL.appendingPathComponent($0))
            }
        }
        if files.isEmpty { fatalError("no recorded API responses under \(recordedDirectory.path)") }
        return files
    }

    /// The bytes of `recorded/<folder>/<name>`.
    static func recorded(_ folder: String, _ name: String) throws -> Data {
        try Data(contentsOf: recordedDirectory.appendingPathComponent(folder).appendingPathComponent(name))
    }
}

/// One file under `recorded/<folder>/`.
struct RecordedFile: Sendable, CustomStringConvertible {
    let folder: String
    let name: String
    let url: URL

    var description: String { "\(folder)/\(name)" }

    func data() throws -> Data { try Data(contentsOf: url) }

    /// The file parsed with `JSONSerialization`, to compare decoded values against the raw JSON.
    func rawJSON() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: data())
        guard let dictionary = object as? [String: Any] else { throw FixtureError.notAnObject(description) }
        return dictionary
    }
}

enum FixtureError: Error {
    case notAnObject(String)
}
