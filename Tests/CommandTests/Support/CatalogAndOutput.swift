import Foundation
import Testing
import YTEmulator

extension InMemoryAPI {
    /// The emulator `InMemoryAPI()` builds (same seed, day, key and strictness), built once for
    /// every test that shares it. Its only state, the quota ledger, has a budget no test run
    /// reaches, so sharing it is not seen; each `InMemoryAPI` keeps its own requests.
    static let sharedEmulator: Emulator = {
        let day = EmulatorConfiguration.epochDay(fromISODate: "2026-11-01")!
        return Emulator(configuration: EmulatorConfiguration(seed: 1, apiKey: key, epochDay: day,
                                                             quotaBudget: 1_000_000_000, strict: true))
    }()

    /// What the catalog holds, asked of the emulator directly: not through `send`, so it is not
    /// one of `requests` and the program's own requests stay countable.
    ///
    /// - Parameters:
    ///   - resource: `videos`, `channels`, `playlists`…
    ///   - parameters: the API's query parameters, the key left out.
    /// - Returns: the answer's `items`.
    func catalogItems(_ resource: String, _ parameters: [String: String]) throws -> [[String: Any]] {
        var components = URLComponents()
        components.path = "/youtube/v3/\(resource)"
        components.queryItems = (parameters.sorted { $0.key < $1.key } + [("key", Self.key)]).map {
            URLQueryItem(name: $0.0, value: $0.1)
        }
        let answer = emulator.handle(EmulatorRequest(target: components.url!.absoluteString))
        #expect(answer.status == 200, "the catalog refused \(resource) \(parameters)")
        let object = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]
        return object?["items"] as? [[String: Any]] ?? []
    }

    /// One video of the catalog with its snippet and statistics.
    func catalogVideo(_ id: String) throws -> [String: Any] {
        try #require(try catalogItems("videos", ["part": "snippet,statistics,contentDetails", "id": id]).first)
    }

    /// The catalog's channels, `(id, title)`, in the catalog's order.
    var catalogChannels: [(id: String, title: String)] {
        let list = (try? JSONSerialization.jsonObject(with: Data(emulator.channelsJSON()))) as? [[String: String]] ?? []
        return list.compactMap { entry in entry["id"].flatMap { id in entry["title"].map { (id, $0) } } }
    }

    /// How many requests asked `method` (`videos`, `search`…).
    func count(_ method: String) -> Int {
        methods.filter { $0 == method }.count
    }
}

extension CommandHome {
    /// A home of its own whose API answers from the shared catalog (`InMemoryAPI.sharedEmulator`):
    /// generating a catalog takes longer than most runs, so the command tests share one.
    static func make(key: String? = InMemoryAPI.key) -> CommandHome {
        CommandHome(api: InMemoryAPI(emulator: InMemoryAPI.sharedEmulator), key: key)
    }

    /// Writes `text` to a file in this home's folder and gives its path.
    func file(_ name: String, _ text: String) throws -> String {
        let url = root.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Runs a command that must succeed with JSON on stdout and gives that JSON.
    func json(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> Any {
        let result = await run(arguments + ["--json"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return try result.json
    }

    /// `signin --password-stdin` with `CommandHome.password` (or `password`).
    func signIn(_ email: String, password: String = CommandHome.password) async -> Result {
        await run(["signin", "--email", email, "--password-stdin"], stdin: password + "\n")
    }
}

extension CommandHome.Result {
    /// stdout as a JSON object, or nil.
    var object: [String: Any]? { (try? json) as? [String: Any] }

    /// stdout as a JSON array of objects, or nil.
    var array: [[String: Any]]? { (try? json) as? [[String: Any]] }

    /// The `id` of each object of a JSON array on stdout.
    var ids: [String] { array?.compactMap { $0["id"] as? String } ?? [] }

    /// stdout's lines split at tabs.
    var cells: [[String]] { lines.map { $0.components(separatedBy: "\t") } }

    /// Each line of `--format ndjson` output as an object.
    var ndjson: [[String: Any]] {
        lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }
}

/// The keys docs/json.md documents for one of its sections ("Video", "Channel"…).
enum JSONDocs {
    static func keys(of section: String) throws -> Set<String> {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/json.md")
        let lines = try String(contentsOf: docs, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## \(section)"), "docs/json.md has no section \(section)")
        var keys: Set<String> = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| `") else { continue }
            keys.insert(String(line.dropFirst(3).prefix { $0 != "`" }))
        }
        return keys
    }
}
