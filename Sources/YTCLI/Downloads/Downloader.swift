import Foundation

/// Runs yt-dlp once for a `DownloadRequest` and reports what it wrote and how it ended.
///
/// yt-dlp runs with an argv, never through a shell, with the run's environment less ytclone's
/// secrets (`ExternalProgram.environment(from:)`; yt-dlp needs none of them), and in ytclone's
/// process group (`ForegroundChild`), so Ctrl-C at the terminal stops it. On a terminal it shares
/// ytclone's streams, so its progress shows as it would on its own; otherwise what it says
/// (errors, warnings) is read from a pipe and handed to `message`, one line at a time, after it
/// ends.
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

        let child = try ForegroundChild.start(
            program.executable, request.arguments(pathsFile: pathsFile.path),
            environment: ExternalProgram.environment(from: environment), streams: sharesTerminal ? .shared : .piped)
        let (said, ended) = await Self.waitOffThePool(child)
        for line in said.split(separator: "\n") { message(String(line)) }

        let written = (try? String(contentsOf: pathsFile, encoding: .utf8)) ?? ""
        return Outcome(files: DownloadRequest.files(fromLines: written), status: ended.status, signalled: ended.signalled)
    }

    /// What the child wrote to its pipe (until every writer closed it), and how it ended, on a
    /// thread of its own: both block.
    private static func waitOffThePool(_ child: ForegroundChild) async -> (String, (status: Int32, signalled: Bool)) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = (try? child.output?.readToEnd()) ?? nil
                let ended = child.wait()
                continuation.resume(returning: (String(decoding: data ?? Data(), as: UTF8.self), ended))
            }
        }
    }
}
