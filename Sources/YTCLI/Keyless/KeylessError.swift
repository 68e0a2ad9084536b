/// What cannot be done without an API key, refused before any request (exit 78, configuration).
enum KeylessError: Error, Equatable {
    /// `what` needs the Data API (`what` says why); `instead` is what works without a key.
    case keyNeeded(what: String, instead: String)
}
