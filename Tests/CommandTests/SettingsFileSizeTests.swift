import Foundation
import Testing

/// `.env` and the config file are read up to `KeyValueFile.maxBytes` (64 KiB), never whole: a
/// 300 MB `.env` in the current folder took 67 s and 948 MB before anything looked at it.
@Suite struct SettingsFileSizeTests {
    /// A sparse file of `bytes`: nothing is written, so a test that read it whole would still
    /// take its time and memory, while one that reads 64 KiB does not.
    private func sparseFile(at path: String, bytes: UInt64, start: String) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(start.utf8),
                                               attributes: [.posixPermissions: 0o600]))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: bytes)
        try handle.close()
    }

    @Test func anOversizedDotEnvIsRefusedWithoutBeingRead() async throws {
        let home = CommandHome.make()
        let path = home.root.appendingPathComponent(".env").path
        try sparseFile(at: path, bytes: 300_000_000, start: "YOUTUBE_API_KEY=from-dotenv\n")
        let result = await home.run(["quota"])
        #expect(result.status == 78, "\(result.stderr)")
        #expect(result.stderr.contains("\(path) is larger than 64 KiB"), "\(result.stderr)")
    }

    @Test func anOversizedConfigFileIsRefused() async throws {
        let home = CommandHome.make()
        let folder = home.root.appendingPathComponent("home/config")
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let path = folder.appendingPathComponent("config").path
        try sparseFile(at: path, bytes: 65_537, start: "region=GB\n")
        let result = await home.run(["quota"])
        #expect(result.status == 78, "\(result.stderr)")
        #expect(result.stderr.contains("\(path) is larger than 64 KiB"), "\(result.stderr)")
    }

    @Test func settingsFilesUpTo64KiBAreRead() async throws {
        let home = CommandHome.make()
        let path = home.root.appendingPathComponent(".env").path
        let line = "YOUTUBE_API_KEY=\(InMemoryAPI.key)\n"
        let padding = String(repeating: "#", count: 65_536 - line.utf8.count - 1) + "\n"
        #expect(FileManager.default.createFile(atPath: path, contents: Data((line + padding).utf8),
                                               attributes: [.posixPermissions: 0o600]))
        let result = await home.run(["quota"])
        #expect(result.status == 0, "\(result.stderr)")
    }
}
