/// Every exit status ytclone uses, from DESIGN.md §4 (sysexits.h numbering).
enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    /// Unknown command or flag, missing argument, a prompt or confirmation needed without a terminal.
    case usage = 64
    /// A value that breaks a rule: malformed id, bad email, empty comment.
    case invalidInput = 65
    /// No such video, channel, playlist, comment or user.
    case notFound = 66
    /// The network or the API stayed unavailable after retries.
    case unavailable = 69
    /// The API answered something this client cannot read.
    case unreadableAnswer = 70
    /// A file or folder of ytclone's cannot be created or written: no permission, a read-only
    /// file system, a file in the way (EX_CANTCREAT).
    case cannotCreate = 73
    /// A local file failed: a read or write error, a full disk, a damaged database, one written by
    /// a newer ytclone, or one that cannot be opened (EX_IOERR).
    case ioError = 74
    /// Quota exhausted or rate limited: try later.
    case tryLater = 75
    /// Not signed in, wrong password, or API key rejected.
    case denied = 77
    /// No API key, unreadable configuration.
    case configuration = 78
}
