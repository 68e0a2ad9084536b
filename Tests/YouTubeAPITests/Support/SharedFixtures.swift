import Foundation

/// Finds the read-only shared material (`recorded/`, `discovery/`) the tests decode.
///
/// `YTCLONE_SHARED_DIR` wins when set (either the shared folder or its `youtube-api` folder);
/// otherwise the tests walk up from this file to the package root and use
/// `../shared/youtube-api`, which is where the repository's checkout sits beside it.
enum SharedFixtures {
    /// The `youtube-api` folder.
    static let apiDirectory: URL = locateAPIDirectory()

    /// `recorded/`, one subfolder per resource.
    static var recordedDirectory: URL { apiDirectory.appendingPathComponent("recorded", isDirectory: true) }

    /// Every recorded `*.json` response, sorted by folder then name, or `[]` if none are found.
    static func recordedFiles() -> [RecordedFile] {
        let manager = FileManager.default
        let folders = (try? manager.contentsOfDirectory(atPath: recordedDirectory.path)) ?? []
        return folders.sorted().flatMap { folder -> [RecordedFile] in
            let folderURL = recordedDirectory.appendingPathComponent(folder, isDirectory: true)
            let names = (try? manager.contentsOfDirectory(atPath: folderURL.path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map {
                RecordedFile(folder: folder, name: $0, url: folderURL.appendingPathComponent($0))
            }
        }
    }

    /// The bytes of `recorded/<folder>/<name>`.
    static func recorded(_ folder: String, _ name: String) throws -> Data {
        try Data(contentsOf: recordedDirectory.appendingPathComponent(folder).appendingPathComponent(name))
    }

    private static func locateAPIDirectory() -> URL {
        if let override = ProcessInfo.processInfo.environment["YTCLONE_SHARED_DIR"], !override.isEmpty {
            let base = URL(fileURLWithPath: override, isDirectory: true)
            let nested = base.appendingPathComponent("youtube-api", isDirectory: true)
            return FileManager.default.fileExists(atPath: nested.path) ? nested : base
        }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.deletingLastPathComponent()
                    .appendingPathComponent("shared", isDirectory: true)
                    .appendingPathComponent("youtube-api", isDirectory: true)
            }
            directory.deleteLastPathComponent()
        }
        // No package root above this file: point somewhere that plainly does not exist.
        return URL(fileURLWithPath: "/nonexistent/shared/youtube-api", isDirectory: true)
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
