import Foundation

/// A program ytclone drives (mpv, vlc, yt-dlp, xdg-open), found on `$PATH` and run with an argv,
/// never through a shell.
struct ExternalProgram: Sendable, Equatable {
    /// The name it was asked for (`mpv`), or the path given.
    let name: String
    let executable: URL

    /// The program called `name` on `path` (`$PATH`; `/usr/bin:/bin` when unset); a name with a `/`
    /// is taken as a path of its own. `nil` when there is none, or it is not executable.
    static func find(_ name: String, path: String?) -> ExternalProgram? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") {
            return FileManager.default.isExecutableFile(atPath: name)
                ? ExternalProgram(name: name, executable: URL(fileURLWithPath: name)) : nil
        }
        return (path ?? "/usr/bin:/bin").split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            .map { ExternalProgram(name: name, executable: $0) }
    }

    /// The environment a program ytclone drives runs with: the run's, without ytclone's secrets
    /// (the API key, and a database URL, which may hold a password).
    static func environment(from environment: [String: String]) -> [String: String] {
        environment.filter { !secretNames.contains($0.key) }
    }

    static let secretNames: Set<String> = [
        "YOUTUBE_API_KEY", "YTCLONE_DATABASE_URL", "YTCLONE_OAUTH_CLIENT_SECRET", "YTCLONE_OAUTH_TV_CLIENT_SECRET",
    ]

    /// The Debian line that installs the program, for the hint of a missing one.
    static func installLine(_ name: String) -> String {
        switch (name as NSString).lastPathComponent {
        case "mpv": "apt install mpv yt-dlp (mpv plays YouTube through yt-dlp)"
        case "yt-dlp": "apt install yt-dlp (or pipx install yt-dlp)"
        case "vlc": "apt install vlc"
        case "xdg-open": "apt install xdg-utils"
        case let other: "install \(other), or choose another player with --player or player= in the config"
        }
    }
}
