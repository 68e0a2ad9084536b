import Foundation

/// Runs yt-dlp once for a `DownloadRequest` and reports what it wrote and how it ended.
///
/// yt-dlp runs with an argv, never through a shell, and with the run's environment less the API
/// key (yt-dlp needs none). On a terminal it shares ytclone's streams, so its progress shows as
/// it would on its own; otherwise what it says (errors, warnings) is read from a pipe and handed
/// to `message`, one line at a time, after it ends.
struct Downloader: Sendable {
    let program: ExternalProgram
    let environment: [String: String]

    /// How a run ended: the files written (also when it failed part way) and yt-dlp's status.
    struct Outcome: Sendable, Equatable {
        var files: [DownloadedFile]
        var status: Int32
        /// Whether yt-dlp was ended by a signal (`status` is then the signal's number).
        var signalled: Bool
    }

    /// Downloads what `request` names and waits for yt-dlp to end, on a thread of its own (the
    /// wait blocks, and Swift's pool has two threads here).
    ///
    /// - Parameter sharesTerminal: yt-dlp writes to ytclone's own stdout and stderr.
    func run(_ request: DownloadRequest, sharesTerminal: Bool,
             message: @escaping @Sendable (String) -> Void) async throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ytclone-download-\(UUID().uuidString)", isDirectory: true)
        // A folder only this user can read: the list of what was written is nobody else's.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let pathsFile = folder.appendingPathComponent("written")

        let process = Process()
        process.executableURL = program.executable
        process.arguments = request.arguments(pathsFile: pathsFile.path)
        process.environment = ExternalProgram.environment(from: environment)
        let pipe = sharesTerminal ? nil : Pipe()
        if let pipe {
            process.standardOutput = pipe
            process.standardError = pipe
            process.standardInput = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            // Found on PATH a moment ago, but it would not start (removed, or not a program).
            throw CLIError.missingProgram(program.name)
        }
        let said = await Self.waitOffThePool(process, reading: pipe)
        for line in said.split(separator: "\n") { message(String(line)) }

        let written = (try? String(contentsOf: pathsFile, encoding: .utf8)) ?? ""
        return Outcome(files: DownloadRequest.files(fromLines: written), status: process.terminationStatus,
                       signalled: process.terminationReason == .uncaughtSignal)
    }

    /// What the child wrote to `pipe` (until every writer closed it), once it has ended.
    private static func waitOffThePool(_ process: Process, reading pipe: Pipe?) async -> String {
        let process = UncheckedProcess(process)
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data()
                process.value.waitUntilExit()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
    }

    /// A `Process` handed to the waiting thread: only that thread touches it until it has ended.
    private struct UncheckedProcess: @unchecked Sendable {
        let value: Process
        init(_ value: Process) { self.value = value }
    }
}
