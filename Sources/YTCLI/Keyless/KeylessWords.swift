/// What ytclone says without an API key, in one place: what works, and the note a command that
/// works from YouTube's free sources (channel feeds, oEmbed) writes once on stderr.
enum KeylessWords {
    /// The commands that work without a key, for hints.
    static let works = "feed --subscriptions, channel UC…|URL, video ID|URL, subscribe UC…|URL, subscriptions import, watch, "
        + "download and browse (Subscriptions, Favorites, History)"

    /// The one command that sets a key up.
    static let setup = "ytclone setup"

    /// `No API key: <shown>; a key adds <adds> (ytclone setup)`.
    static func note(shown: String, keyAdds adds: String) -> String {
        "No API key: \(shown); a key adds \(adds) (\(setup))"
    }

    /// What the browser's Popular and Search say in place of rows, after the tab's name.
    static let tabNeedsKey = "needs a YouTube API key: quit (q) and run \(setup) to set one up. "
        + "Subscriptions, Favorites and History work without one."

    /// What `ytclone setup` says when no key is given: what works now, what a key adds.
    static let summary = """
        Without a key, these work: feed --subscriptions (from the channels' feeds, without lengths), \
        channel UC…|URL (its newest 15 uploads), video ID|URL (title, channel and thumbnail from oEmbed), \
        subscribe UC…|URL, subscriptions import, watch, download, and browse's Subscriptions, Favorites and History.
        A key adds: the most popular chart, search, channels by @handle, videos' lengths, views, likes and comments, \
        playlists and older uploads, and browse's Popular and Search.
        Create a key for the YouTube Data API v3 at https://console.cloud.google.com/apis/credentials, then run \
        ytclone setup again.
        """
}
