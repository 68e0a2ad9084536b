import Foundation

/// What a finished `ytclone` run left behind.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether stdout or stderr held bytes that are not UTF-8 (the strings above show them as U+FFFD).
    var printedInvalidUTF8 = false
    /// Whether the run was killed for outlasting its `timeout`.
    var timedOut = false

    /// stdout parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }
}

/// Runs the built `ytclone` binary with a controlled environment, stdin closed, in a fresh
/// working directory (so no `.env` of the developer's leaks in).
enum CommandRunner {
    static func ytclone(
        _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil, dotEnv: String? = nil,
        dotEnvMode: Int = 0o600, timeout: Double = 300, under wrapper: [String] = []
    )
        throws -> CommandResult
    {
        let workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ytclone-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        if let dotEnv {
            let file = workDirectory.appendingPathComponent(".env")
            try Data(dotEnv.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: dotEnvMode], ofItemAtPath: file.path)
        }

        let process = Process()
        // `wrapper` (a path and its arguments, such as setpriv dropping capabilities) runs ytclone.
        let ytclone = try BuildProducts.executable("ytclone")
        process.executableURL = wrapper.first.map { URL(fileURLWithPath: $0) } ?? ytclone
        process.arguments = wrapper.isEmpty ? arguments : wrapper.dropFirst() + [ytclone.path] + arguments
        process.currentDirectoryURL = workDirectory
        var base = ["PATH": "/usr/bin:/bin", "HOME": workDirectory.path, "YTCLONE_HOME": workDirectory.path,
                    "LANG": "C.UTF-8", "TZ": "UTC"]
        base.merge(environment) { $1 }
        process.environment = base

        // Files rather than pipes: no risk of a full pipe blocking the child while we wait.
        let out = workDirectory.appendingPathComponent("stdout")
        let err = workDirectory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        if let stdin {
            let input = workDirectory.appendingPathComponent("stdin")
            try Data(stdin.utf8).write(to: input)
            process.standardInput = try FileHandle(forReadingFrom: input)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        // A run that hangs is killed, so the test fails instead of hanging with it.
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            finished.signal()
        }
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        let output = try Data(contentsOf: out), errors = try Data(contentsOf: err)
        return CommandResult(
            status: process.terminationStatus,
            stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: errors, as: UTF8.self),
            printedInvalidUTF8: [output, errors].contains { String(validating: $0, as: UTF8.self) == nil },
            timedOut: timedOut)
    }
}
