import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A `ytclone` run started without waiting for it, so a test can run several at once or kill
/// one in the middle of its writes.
///
/// Output goes to files in a scratch directory, never to pipes, so a child never blocks on a
/// full pipe while the test is busy elsewhere. A run still going when the object goes away is
/// killed and reaped, so a failing test leaves no process behind.
///
/// ```swift
/// let runs = try BackgroundCommand.runTogether([["fav", "add", a], ["fav", "add", b]], environment: env)
/// #expect(runs.allSatisfy { $0.status == 0 })
/// ```
final class BackgroundCommand {
    private let process = Process()
    private let directory: URL
    private var result: CommandResult?
    private var launched = false

    /// Starts `ytclone arguments` in a scratch working directory.
    ///
    /// Unlike `CommandRunner`, `YTCLONE_HOME` is not set unless `environment` sets it, so a test
    /// can point `XDG_DATA_HOME` and `XDG_STATE_HOME` at different places.
    init(_ arguments: [String], environment: [String: String], stdin: String? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-bg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        process.executableURL = try BuildProducts.executable("ytclone")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8", "TZ": "UTC"]
        variables.merge(environment) { $1 }
        process.environment = variables
        for name in ["stdout", "stderr"] {
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil)
        }
        process.standardOutput = try FileHandle(forWritingTo: directory.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent("stderr"))
        if let stdin {
            let input = directory.appendingPathComponent("stdin")
            try Data(stdin.utf8).write(to: input)
            process.standardInput = try FileHandle(forReadingFrom: input)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        launched = true
    }

    deinit {
        if launched {
            if process.isRunning { kill() }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    var isRunning: Bool { process.isRunning }

    /// Sends SIGKILL: the process gets no chance to finish a write or close the database.
    func kill() {
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
    }

    /// Whether the run ended by SIGKILL rather than by exiting; waits for it first.
    var wasKilled: Bool {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }

    /// Waits for the run to end and returns what it printed; a killed run has the signal as status.
    func wait() -> CommandResult {
        if let result { return result }
        process.waitUntilExit()
        let read = { (name: String) in
            String(decoding: (try? Data(contentsOf: self.directory.appendingPathComponent(name))) ?? Data(), as: UTF8.self)
        }
        let finished = CommandResult(status: process.terminationStatus, stdout: read("stdout"), stderr: read("stderr"))
        result = finished
        return finished
    }

    /// Starts every command before waiting for any, and returns their results in order.
    static func runTogether(
        _ commands: [[String]], environment: [String: String], stdin: String? = nil
    ) throws -> [CommandResult] {
        let runs = try commands.map { try BackgroundCommand($0, environment: environment, stdin: stdin) }
        return runs.map { $0.wait() }
    }

    /// Like `runTogether(_:environment:stdin:)`, each command with an environment of its own.
    static func runTogether(_ commands: [(arguments: [String], environment: [String: String])], stdin: String? = nil)
        throws -> [CommandResult]
    {
        let runs = try commands.map { try BackgroundCommand($0.arguments, environment: $0.environment, stdin: stdin) }
        return runs.map { $0.wait() }
    }
}

extension CommandResult {
    /// Whether stderr shows a failure of any kind: an error, a warning, or SQLite's lock message.
    var reportsTrouble: Bool {
        let text = stderr.lowercased()
        return text.contains("error") || text.contains("warning") || text.contains("locked")
    }
}
