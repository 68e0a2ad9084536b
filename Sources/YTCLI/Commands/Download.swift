import ArgumentParser
import Foundation
import YTCore

extension YTClone {
    /// `ytclone download ID|ROW…`: saves videos through yt-dlp, and lists the files it wrote.
    struct Download: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "download",
            abstract: "Save videos to files through yt-dlp, and list what it wrote.",
            discussion: """
                One yt-dlp run takes every video named. Files are named "TITLE [ID].EXT". On a terminal yt-dlp shows its own progress; otherwise (or with --json) it stays quiet but for its errors, and ytclone prints the files written: their paths one a line (a table of ids and paths on a terminal, docs/json.md "Download" with --json). A download is not a view: nothing goes into your history. No API key is needed.

                yt-dlp must be installed (apt install yt-dlp, or pipx install yt-dlp). --audio-only extracts the sound (yt-dlp -x), which uses ffmpeg when the sound has to be converted. When yt-dlp fails, ytclone lists what it wrote before the failure and exits 69 with yt-dlp's status.

                Examples:
                  ytclone download dQw4w9WgXcQ
                  ytclone download 1 3 4 --quality 720 --output ~/Videos   # rows of the last listing
                  ytclone download https://youtu.be/dQw4w9WgXcQ --audio-only
                  ytclone download dQw4w9WgXcQ --json | jq -r '.[].path'
                """)

        @Argument(help: ArgumentHelp("Video ids or URLs, or numbers of rows of the last listing shown.",
                                     valueName: "id-or-url"))
        var references: [String]

        @Flag(help: "Only the sound (yt-dlp -x; ffmpeg converts it when needed).")
        var audioOnly = false

        @Option(help: ArgumentHelp("Picture quality: \(VideoQuality.accepted); the best up to that height.", valueName: "quality"))
        var quality: VideoQuality = .best

        @Option(name: .customLong("output"),
                help: ArgumentHelp("The folder to write to (default: the current folder; made when missing).", valueName: "dir"))
        var folder: String?

        @OptionGroup var output: OutputOptions

        func validate() throws {
            if let folder, folder.isEmpty { throw ValidationError("--output needs a folder.") }
        }

        func run(in environment: AppEnvironment) async throws {
            let ids = try references.map { try environment.videoId(from: $0) }
            let host = environment.host
            guard let program = ExternalProgram.find("yt-dlp", path: host.environment["PATH"]) else {
                throw CLIError.missingProgram("yt-dlp")
            }
            let format = output.resolvedFormat
            let sharesTerminal = format == .table && host.stdoutIsTerminal && host.stderrIsTerminal && !output.quiet
            let request = DownloadRequest(videoIds: ids, quality: quality, audioOnly: audioOnly,
                                          directory: directory(host), quiet: !sharesTerminal)
            let console = environment.console
            // Ctrl-C is yt-dlp's while it runs: it stops, and ytclone lists what it wrote.
            let outcome = try await PlayerSignals.heldBack {
                try await Downloader(program: program, environment: host.environment)
                    .run(request, sharesTerminal: sharesTerminal) { console.error($0) }
            }
            try DownloadRenderer(console: console, format: format, terminal: host.stdoutIsTerminal).list(outcome.files)
            guard outcome.status == 0 else {
                let stopped = outcome.signalled ? " (yt-dlp was stopped by signal \(outcome.status))" : ""
                console.note("\(outcome.files.count) of \(HumanFormat.counted(ids.count, "video")) written\(stopped)")
                throw CLIError.programFailed("yt-dlp", status: outcome.status)
            }
        }

        /// `--output` as an absolute folder (relative to where ytclone runs), else where it runs.
        private func directory(_ host: Host) -> String {
            guard let folder else { return host.workingDirectory.path }
            let url = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : host.workingDirectory.appendingPathComponent(folder)
            return url.standardizedFileURL.path
        }
    }
}
