import Foundation

/// The programs a video plays with, for `ytclone watch` and the browser's `w`: mpv when
/// installed, else the browser (xdg-open).
struct VideoPlayer {
    let name: String
    let executable: URL

    /// The players on `path` (`$PATH`), in the order they are preferred.
    static func installed(path: String?) -> [VideoPlayer] {
        ["mpv", "xdg-open"].compactMap { name in
            ExternalProgram.find(name, path: path).map { VideoPlayer(name: name, executable: $0.executable) }
        }
    }

    /// Plays `url` and waits until the player ends.
    ///
    /// - Parameter quiet: xdg-open's output goes to /dev/null (it may print after it started the
    ///   browser, over a full-screen view); mpv keeps the terminal for its status line.
    /// - Returns: the player's exit status (0 when it played).
    @discardableResult
    func play(_ url: String, quiet: Bool = false) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = name == "mpv" ? ["--", url] : [url]
        if quiet, name == "xdg-open" {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
