import Foundation

/// A `ytclone` run a test talks to while it runs: stdin is a pipe the test writes to, and
/// stderr (a file) is read as it grows, so a test can act on what the run prints (the address of
/// a sign-in, a device code) and answer it (paste the address back).
///
/// ```swift
/// let login = try LiveCommand(["auth", "login", "--no-browser"], home: home)
/// let address = try login.awaitLine { $0.contains("/o/oauth2/v2/auth?") }
/// login.write(pastedAddress + "\n")
/// let result = login.wait()
/// ```
final class LiveCommand {
    private let process = Process()
    private let input = Pipe()
    private let directory: URL

    init(_ arguments: [String], home: AccountFlowTests.Home) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        process.executableURL = try BuildProducts.executable("ytclone")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8", "TZ": "UTC",
                         "YTCLONE_HOME": home.url.path, "YOUTUBE_API_KEY": home.apiKey]
        if let apiBase = home.apiBase { variables["YTCLONE_API_BASE"] = apiBase }
        variables.merge(home.variables) { $1 }
        process.environment = variables
        for name in ["stdout", "stderr"] {
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil)
        }
        process.standardOutput = try FileHandle(forWritingTo: directory.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent("stderr"))
        process.standardInput = input
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: directory)
    }

    /// What the run has written to stderr so far.
    var stderr: String {
        (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
    }

    /// The first stderr line `matches` accepts, once the run has printed it (or `nil` when the run
    /// ended, or 2 minutes passed, without one).
    func awaitLine(_ matches: (String) -> Bool) -> String? {
        for _ in 0..<2400 {
            let printed = stderr
            if let line = printed.split(separator: "\n").map(String.init).first(where: matches) { return line }
            if !process.isRunning { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Types `text` on the run's stdin.
    func write(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Closes stdin and waits for the run to end.
    func wait() -> CommandResult {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let stdout = (try? String(contentsOf: directory.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
        return CommandResult(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }
}
