import ArgumentParser
import YouTubeAPI

/// Flags of commands that talk to the YouTube API.
struct APIOptions: ParsableArguments {
    @Option(
        name: .customLong("api-base"),
        help: ArgumentHelp(
            "The API's root URL (default https://youtube.googleapis.com; env YTCLONE_API_BASE).",
            valueName: "url"))
    var apiBase: String?

    /// Pull-to-refresh: skip fresh cache entries (a 304 still keeps the cached body).
    @Flag(help: "Ask the API even when the cache holds a fresh answer.")
    var refresh = false

    @Flag(help: "Answer from the cache only; fail when it has no answer (no request, no quota).")
    var offline = false

    @Option(
        help: ArgumentHelp(
            "Refuse to start when the estimated cost exceeds this many quota units (search costs 100).",
            valueName: "units"))
    var maxCost: Int?

    @Option(
        help: ArgumentHelp(
            "Seconds to wait for each API answer before retrying it (default 30, at most 600; env YTCLONE_TIMEOUT).",
            valueName: "seconds"))
    var timeout: Double?

    func validate() throws {
        if refresh, offline { throw ValidationError("--refresh and --offline contradict each other.") }
        if let timeout, !Settings.acceptsTimeout(timeout) {
            throw ValidationError("--timeout takes seconds from 0.001 to 600, such as 30 or 2.5.")
        }
        if let maxCost, maxCost < 0 { throw ValidationError("--max-cost takes a number of units, 0 or more.") }
    }

    var cacheMode: CacheMode {
        offline ? .offline : refresh ? .refresh : .normal
    }
}
