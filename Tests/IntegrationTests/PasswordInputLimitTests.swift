import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A password line is at most 128 characters: 512 bytes of UTF-8 and its line end. Longer input on
/// stdin is refused by its length, naming that rule, after reading no more than 514 bytes of it;
/// a megabyte-long password is refused for being too long, not too short.
@Suite struct PasswordInputLimitTests {
    /// The most bytes of one password line ytclone may read: 128 four-byte characters, `\r\n`.
    static let lineLimit = 128 * 4 + 2

    /// Runs ytclone with stdin read from `file` and returns the result with how far into the file
    /// ytclone read: stdin shares the file offset with the handle here.
    private func run(_ arguments: [String], home: AccountFlowTests.Home, stdinFile file: URL) throws
        -> (result: CommandResult, consumed: UInt64)
    {
        let input = try FileHandle(forReadingFrom: file)
        defer { try? input.close() }
        let scratch = home.url.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = try BuildProducts.executable("ytclone")
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "YTCLONE_HOME": home.url.path,
                               "LANG": "C.UTF-8", "TZ": "UTC"]
        let out = scratch.appendingPathComponent("stdout"), err = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        let consumed = try input.offset()
        let result = CommandResult(status: process.terminationStatus,
                                   stdout: try String(contentsOf: out, encoding: .utf8),
                                   stderr: try String(contentsOf: err, encoding: .utf8))
        return (result, consumed)
    }

    /// A sparse file of `bytes` bytes starting with `head`: 100 MB without writing 100 MB.
    private func sparseFile(_ home: AccountFlowTests.Home, head: String, bytes: UInt64) throws -> URL {
        try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
        let url = home.url.appendingPathComponent("stdin-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data(head.utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: bytes)
        try handle.close()
        return url
    }

    @Test(arguments: [
        ["signin", "--email", "ada@example.com", "--password-stdin"],
        ["signup", "--name", "Bob", "--email", "bob@example.com", "--password-stdin"],
        ["profile", "edit", "--password", "--password-stdin"],
    ])
    func aHundredMegabytesOnStdinAreRefusedWithoutBeingRead(arguments: [String]) throws {
        let home = AccountFlowTests.Home()
        #expect(try home.signUp().status == 0)
        // profile edit reads the current password first, then the new one: the hundred megabytes.
        let head = arguments[0] == "profile" ? AccountFlowTests.password + "\n" : ""
        let file = try sparseFile(home, head: head, bytes: 100_000_000)
        let (result, consumed) = try run(arguments, home: home, stdinFile: file)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr == "error: the password must be at most 128 characters long\n", "\(result.stderr)")
        #expect(consumed <= UInt64(head.utf8.count + Self.lineLimit), "read \(consumed) bytes of stdin")
        #expect(try home.run(["whoami"]).stdout == "@ada (ada@example.com)\n", "nothing changed")
    }

    @Test func aMegabytePasswordIsRefusedForItsLength() throws {
        let home = AccountFlowTests.Home()
        let megabyte = String(repeating: "Aa1", count: 350_000)
        let result = try home.run(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"],
                                  stdin: megabyte + "\n")
        #expect(result.status == 65)
        #expect(result.stderr == "error: the password must be at most 128 characters long\n", "\(result.stderr)")
    }

    @Test func aPasswordIsCountedInCharactersUpToItsLineEnd() throws {
        let home = AccountFlowTests.Home()
        func signUp(_ password: String) throws -> CommandResult {
            try home.run(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"], stdin: password)
        }
        // 128 characters of 4 bytes and \r\n: the longest line, read whole and judged by its characters.
        let emoji = String(repeating: "\u{1F600}", count: 128)
        #expect(try signUp(emoji + "\r\n").stderr == "error: the password must contain a lower-case letter (a-z), "
                + "contain an upper-case letter (A-Z) and contain a digit (0-9)\n")
        #expect(try signUp(emoji + "x\r\n").stderr == "error: the password must be at most 128 characters long\n")
        #expect(try signUp("aA1" + String(repeating: "x", count: 126) + "\n").stderr
            == "error: the password must be at most 128 characters long\n")
        #expect(try signUp("aA1" + "\n").stderr == "error: the password must be at least 8 characters long\n")

        // 128 characters, 503 bytes, ended by \r\n: accepted, and the same password signs in.
        let longest = "aA1" + String(repeating: "\u{1F600}", count: 125)
        let created = try signUp(longest + "\r\n")
        #expect(created.status == 0, "\(created.stderr)")
        #expect(try home.run(["signout"]).status == 0)
        #expect(try home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: longest + "\n").status == 0)
    }
}
