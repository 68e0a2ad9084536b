import Foundation
import Testing

/// `ytclone setup`: the key is checked with one request before it is kept, in a private config
/// file that keeps its other settings; every missing-key hint points at it.
@Suite struct SetupTests {
    static func configFile(_ home: CommandHome) -> URL {
        home.root.appendingPathComponent("home/config/config")
    }

    @Test func aWorkingKeyIsCheckedAndKept() async throws {
        let home = CommandHome.make()
        home.environment["YOUTUBE_API_KEY"] = nil
        let missing = await home.run(["feed"])
        #expect(missing.status == 78)
        #expect(missing.stderr.contains("hint: ytclone setup"), "\(missing.stderr)")

        let setup = await home.run(["setup", "--key-stdin"], stdin: "\(InMemoryAPI.key)\n")
        #expect(setup.status == 0, "\(setup.stderr)")
        #expect(setup.stdout.isEmpty)
        #expect(setup.stderr.contains("The key works") && setup.stderr.contains("1 quota unit"), "\(setup.stderr)")
        #expect(!setup.stderr.contains(InMemoryAPI.key), "the key is never printed")
        #expect(home.api.methods == ["videoCategories"])
        let file = Self.configFile(home)
        #expect(try String(contentsOf: file, encoding: .utf8) == "YOUTUBE_API_KEY=\(InMemoryAPI.key)\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(await home.run(["feed", "--limit", "2"]).status == 0, "the kept key is used")
    }

    @Test func aRejectedKeyIsNotKept() async {
        let home = CommandHome.make()
        home.environment["YOUTUBE_API_KEY"] = nil
        let result = await home.run(["setup", "--key-stdin"], stdin: "AIzaWrongKey\n")
        #expect(result.status == 77, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Self.configFile(home).path))
    }

    @Test func theOtherSettingsStay() async throws {
        let home = CommandHome.make()
        let file = Self.configFile(home)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        FileManager.default.createFile(atPath: file.path,
                                       contents: Data("# mine\nquota_budget=5000\nexport YOUTUBE_API_KEY = old\n".utf8),
                                       attributes: [.posixPermissions: 0o600])
        let result = await home.run(["setup", "--key-stdin"], stdin: "\(InMemoryAPI.key)\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "# mine\nquota_budget=5000\nYOUTUBE_API_KEY=\(InMemoryAPI.key)\n")
    }

    @Test func withoutATerminalOrStdinItRefuses() async {
        let home = CommandHome.make()
        let result = await home.run(["setup"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("hint: pass it on stdin with --key-stdin"), "\(result.stderr)")
        #expect(home.api.requests.isEmpty)
    }

    @Test func atATerminalItAsks() async throws {
        let home = CommandHome.make()
        home.terminal.stdin = true
        let result = await home.run(["setup"], stdin: "\(InMemoryAPI.key)\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("API key: "))
        #expect(try String(contentsOf: Self.configFile(home), encoding: .utf8).contains(InMemoryAPI.key))
    }
}
