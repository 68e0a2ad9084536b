import Foundation

/// Warns about files that hold a secret and can be read by other users.
///
/// `.env` and the config file may hold the API key, the session file holds the token that signs
/// you in, and the database the emails and password hashes; each should be mode 0600
/// (`scripts/setup.sh` and ytclone itself create them so). A looser mode on a file of your own
/// is reported on stderr, once per file and run, with the command that fixes it; the command
/// still runs, as you may have chosen to share it. A file that belongs to another user or that
/// others may write, or one in a folder others may change, is not warned about but refused
/// before this runs (`Paths.refuseExposed`, exit 78): that is someone else deciding.
enum LooseModeCheck {
    /// The warning for `url`, or `nil` when the file is missing or no one else may read or write it.
    static func warning(for url: URL) -> String? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        let mode = status.st_mode & 0o777
        guard mode & 0o077 != 0 else { return nil }
        let path = url.path
        return "warning: \(path) is mode \(String(mode, radix: 8)), readable by other users; it may hold a secret"
            + " (fix: chmod 600 \(path.contains(" ") ? "'\(path)'" : path))"
    }

    /// Prints a warning for each of `urls` that needs one.
    static func report(_ urls: [URL], on console: Console) {
        for url in urls {
            if let warning = warning(for: url) { console.error(warning) }
        }
    }
}
