import Foundation
import YTCore

/// What `ytclone download` asks of yt-dlp: the videos, the picture and sound wanted, and the
/// folder; from it, yt-dlp's argv.
///
/// One run of yt-dlp takes every video. What it wrote is learnt from a file it appends one line
/// to after each video is in place (`--print-to-file after_move:…`), never from its progress,
/// whose words change between versions.
struct DownloadRequest: Sendable, Equatable {
    var videoIds: [String]
    var quality: VideoQuality = .best
    /// Sound alone: `-x` extracts it (through ffmpeg when it must convert).
    var audioOnly = false
    /// An absolute folder: yt-dlp's `-P`, so the paths it reports are absolute too.
    var directory: String
    /// Whether yt-dlp keeps its progress to itself (`--quiet --no-progress`): off a terminal, and
    /// for `--json`. Its errors and warnings still reach stderr.
    var quiet: Bool

    /// Each file's name: the title, then the id in brackets, as yt-dlp names files by default.
    static let fileName = "%(title)s [%(id)s].%(ext)s"
    /// One line per video written: its id, a space, and the final path.
    static let pathLine = "%(id)s %(filepath)s"

    /// yt-dlp's arguments; `pathsFile` receives one `pathLine` per video written. The URLs come
    /// last, after `--`, so nothing in them is read as an option.
    func arguments(pathsFile: String) -> [String] {
        var arguments = ["-f", quality.format(audioOnly: audioOnly)]
        if audioOnly { arguments.append("-x") }
        arguments += ["-P", directory, "-o", Self.fileName, "--print-to-file", "after_move:\(Self.pathLine)", pathsFile]
        if quiet { arguments += ["--quiet", "--no-progress"] }
        return arguments + ["--"] + videoIds.map(Video.watchURL(id:))
    }

    /// The files of `pathsFile`'s lines, in the order they were written; a line that is not an
    /// id and a path is left out.
    static func files(fromLines text: String) -> [DownloadedFile] {
        text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            guard let space = line.firstIndex(of: " ") else { return nil }
            let path = line[line.index(after: space)...]
            guard !path.isEmpty else { return nil }
            return DownloadedFile(videoId: String(line[..<space]), path: String(path))
        }
    }
}

/// A file yt-dlp wrote, and the video it holds.
struct DownloadedFile: Sendable, Equatable {
    let videoId: String
    let path: String
}
