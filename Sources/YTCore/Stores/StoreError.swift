/// Failures a store reports in YTCore's terms, whatever the database underneath.
public enum StoreError: Error, Sendable, Hashable {
    /// Another account already uses this email (compared case-insensitively).
    case emailTaken(String)
    /// Another account already uses this handle (compared case-insensitively).
    case handleTaken(String)
    /// No row with this id (or not one the user owns).
    case notFound(what: String, id: String)
    /// The database failed for a reason that is not one of the file's own (a bug, a row that
    /// breaks the schema); `detail` is for the message.
    case unavailable(detail: String)
    /// The database server cannot be reached, or the connection to it was lost and could not be
    /// made again; `server` names the host and port, never the password.
    case unreachable(server: String, detail: String)
    /// The database file or its folder failed on this machine: it cannot be created, read or
    /// written, the disk is full, it is damaged, or a newer ytclone wrote it.
    case local(LocalFault)
}
