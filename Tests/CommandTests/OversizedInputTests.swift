import Foundation
import Testing

/// Oversized files are refused with a message, without being read whole, in process. The files are
/// sparse, so the test writes almost nothing to disk.
@Suite struct OversizedInputTests {
    private func sparseFile(_ home: CommandHome, _ name: String, bytes: UInt64, head: [UInt8] = []) throws -> String {
        let url = home.root.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data(head)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: bytes)
        try handle.close()
        return url.path
    }

    @Test func aHundredMegabyteBodyFileIsRefused() async throws {
        let home = CommandHome.today()
        #expect(await home.signUp(email: "ada@example.com").status == 0)
        let file = try sparseFile(home, "body.txt", bytes: 100_000_000)
        let result = await home.run(["comment", "add", "dQw4w9WgXcQ", "--body-file", file])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: "))
    }

    @Test func aFiftyMegabyteAvatarIsRefused() async throws {
        let home = CommandHome.today()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let file = try sparseFile(home, "avatar.png", bytes: 50_000_000, head: png)
        let result = await home.run(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin",
                                     "--avatar", file], stdin: AccountFlowTests.password + "\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains("2 MB"))
    }

    @Test func anImportLargerThanSixtyFourMegabytesIsRefused() async throws {
        let home = CommandHome.today()
        #expect(await home.signUp(email: "ada@example.com").status == 0)
        let comments = try sparseFile(home, "comments.ndjson", bytes: 65_000_000)
        let refused = await home.run(["comment", "import", comments])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("at most 64 MB"))
        let subscriptions = try sparseFile(home, "subscriptions.csv", bytes: 11_000_000)
        let alsoRefused = await home.run(["subscriptions", "import", subscriptions])
        #expect(alsoRefused.status == 65)
        #expect(alsoRefused.stderr.contains("at most 10 MB"))
    }
}
