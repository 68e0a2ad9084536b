import Foundation
import YTCore

#if canImport(Glibc)
    import Glibc
#endif

/// `error:` and `hint:` for a file of ytclone's that another user could read or change, or a
/// folder or link on the way to it (`PrivatePath`): exit 78, configuration, since the fix is
/// where the files are kept or who owns them. The error names the path and what is wrong, the
/// hint the exact command that fixes it.
enum ExposurePresentation {
    static func describe(_ fault: LocalFault, _ exposure: LocalFault.Exposure) -> ErrorPresenter.Presentation {
        let path = fault.path
        let quoted = ShellWord.quote(fault.path)
        let ownHome = "set YTCLONE_HOME to a folder you own (made with mkdir -m 700 DIR)"
        // "the folder P (on the way to the database T)", or "the database P".
        let subject: String = switch exposure.entry {
        case .folder where exposure.target == nil: "the \(fault.what) \(path)"
        case .folder: "the folder \(path) (on the way to the \(fault.what) \(exposure.target!))"
        case .link where exposure.target == nil: "the \(fault.what) \(path), a symbolic link,"
        case .link: "the symbolic link \(path) (on the way to the \(fault.what) \(exposure.target!))"
        case .file where exposure.target != nil:
            "the file \(path) (where the \(fault.what) \(exposure.target!) points)"
        case .file: "the \(fault.what) \(path)"
        }
        switch exposure.reason {
        case .foreignOwner(let uid):
            let owner = "belongs to \(userName(uid).map { "user \($0) (uid \(uid))" } ?? "uid \(uid)"), not to you"
            let hint: String = switch exposure.entry {
            case .folder: "\(ownHome); or, if it is yours, take it back as root: chown \(you()) \(quoted)"
            case .link: "remove the link (rm \(quoted)) or \(ownHome)"
            case .file where fault.what == "session file":
                "remove it and sign in again: rm \(quoted)"
            case .file:
                "move it aside: mv \(quoted) \(ShellWord.quote(fault.path + ".untrusted")); or, if it is yours,"
                    + " take it back as root: chown \(you()) \(quoted)"
            }
            let risk = exposure.entry == .file ? "that user could read or change it"
                : "that user could replace or redirect ytclone's files"
            return .init(message: "\(subject) \(owner); \(risk)", hint: hint, status: .configuration)
        case .writableByOthers(let mode):
            let octal = String(mode & 0o7777, radix: 8)
            if exposure.entry == .file {
                return .init(message: "\(subject) is writable by other users (mode \(octal)); they could change it",
                             hint: "chmod 600 \(quoted)", status: .configuration)
            }
            let who = (mode & 0o020 != 0 ? "g" : "") + (mode & 0o002 != 0 ? "o" : "")
            let command = "chmod \(who)-w \(quoted)"
            let hint = owner(of: fault.path) == geteuid() ? "\(command), or \(ownHome)"
                : "ask its owner to run \(command), or \(ownHome)"
            return .init(
                message: "\(subject) is writable by other users (mode \(octal), no sticky bit);"
                    + " they could replace ytclone's files in it",
                hint: hint, status: .configuration)
        case .symbolicLink:
            return .init(
                message: "\(subject) is a symbolic link; ytclone writes that file itself and follows no link there",
                hint: "remove the link and sign in again: rm \(quoted)", status: .configuration)
        }
    }

    /// The login name of `uid`, when the system knows it.
    private static func userName(_ uid: UInt32) -> String? {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }

    /// The user running ytclone, as `chown` takes it.
    private static func you() -> String {
        let uid = geteuid()
        return ShellWord.quote(userName(uid) ?? String(uid))
    }

    private static func owner(of path: String) -> UInt32? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_uid : nil
    }
}
