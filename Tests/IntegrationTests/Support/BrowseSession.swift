import Foundation
import Testing

/// An emulator started on a fixed epoch (today, UTC) and a ytclone home shared by the runs of
/// one test, so `--next-page` sees the cursor the previous run saved.
final class BrowseSession {
    static let key = "browse-test-key"

    let emulator: EmulatorProcess
    let fixtures: [String: String]
    /// Midnight UTC of the emulator's epoch: the catalog's "now".
    let epoch: Date
    let home: URL

    init() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        epoch = calendar.startOfDay(for: Date())
        emulator = try EmulatorProcess.start(["--api-key", Self.key, "--epoch", Self.day(epoch)])
        fixtures = try emulator.fixtures()
        home = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-browse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    deinit {
        emulator.stop()
        try? FileManager.default.removeItem(at: home)
    }

    func run(_ arguments: [String], columns: Int = 100) throws -> CommandResult {
        try CommandRunner.ytclone(
            arguments + ["--api-base", emulator.baseURL.absoluteString],
            environment: ["YOUTUBE_API_KEY": Self.key, "YTCLONE_HOME": home.path, "COLUMNS": String(columns)])
    }

    /// Runs a command that must succeed and print a JSON array of objects.
    func array(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try run(arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        return try #require(try result.json() as? [[String: Any]], "stdout: \(result.stdout)")
    }

    /// Runs a command that must succeed and print a JSON object.
    func object(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        return try #require(try result.json() as? [String: Any], "stdout: \(result.stdout)")
    }

    func fixture(_ name: String) throws -> String {
        try #require(fixtures[name], "no fixture \(name)")
    }

    static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }

    static func date(_ value: Any?) -> Date? {
        (value as? String).flatMap { try? Date($0, strategy: .iso8601) }
    }
}

/// The keys docs/json.md lists for one object kind: the first column of the table under `## <section>`.
enum JSONDocs {
    static func keys(of section: String) throws -> Set<String> {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/json.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## \(section)"), "docs/json.md has no section \(section)")
        var keys: Set<String> = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| `") else { continue }
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            keys.insert(String(cell))
        }
        return keys
    }
}
