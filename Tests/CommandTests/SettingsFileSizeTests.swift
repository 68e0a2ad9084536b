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

    /// `.env` in the current folder (300 MB) and the config file (one byte over the bound).
    @Test(arguments: [(".env", 300_000_000 as UInt64), ("home/config/config", 65_537)])
    func anOversizedSettingsFileIsRefusedWithoutBeingRead(file: String, bytes: UInt64) async throws {
        let home = CommandHome.make()
        let url = home.root.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        try sparseFile(at: url.path, bytes: bytes, start: "region=GB\n")
        let result = await home.run(["quota"])
        #expect(result.status == 78, "\(result.stderr)")
        #expect(result.stderr.contains("\(url.path) is larger than 64 KiB"), "\(result.stderr)")
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
