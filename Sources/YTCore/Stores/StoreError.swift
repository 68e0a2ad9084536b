/// Failures a store reports in YTCore's terms, whatever the database underneath.
public enum StoreError: Error, Sendable, Hashable {
    /// Another account already uses this email (compared case-insensitively).
    case emailTaken(String)
    /// Another account already uses this handle (compared case-insensitively).
    case handleTaken(String)
    /// No row with this id (or not one the user owns).
    case notFound(what: String, id: String)
    /// The database could not be opened, migrated or written; `detail` is for the message.
    case unavailable(detail: String)
}
