/// What cannot be done without an API key, refused before any request (exit 78, configuration).
enum KeylessError: Error, Equatable {
    /// `what` needs the Data API (`what` says why); `instead` is what works without a key.
    case keyNeeded(what: String, instead: String)

    /// A `@handle` given to `command` (`channel`, `subscribe`): resolving it needs channels.list,
    /// and nothing is scraped to do it; the channel's URL with its id works.
    static func handle(_ handle: String, command: String) -> KeylessError {
        .keyNeeded(what: "resolving \(handle) to a channel needs the Data API (channels.list)",
                   instead: "give the channel's URL with its id, which needs no key: ytclone \(command) https://www.youtube.com/channel/UC…")
    }
}
