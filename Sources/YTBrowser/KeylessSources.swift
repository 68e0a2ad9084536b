import YTCore

/// What the browser's lists come from without an API key: Subscriptions from the channels'
/// feeds alone, a video's page from oEmbed (with the local comments alone), and the words Popular
/// and Search show in place of rows (that they need a key, and the one command that sets it up).
/// Favorites and History need no key at all.
public struct KeylessSources: Sendable {
    /// Said after the tab's name in place of its rows: "needs a YouTube API key: …".
    let needsKey: String
    /// The newest videos of a user's subscriptions, newest first, from the channels' feeds.
    let subscriptions: @Sendable (User) async throws -> [Video]
    /// A video as oEmbed describes it: title, channel, thumbnail.
    let video: @Sendable (String) async throws -> Video

    public init(needsKey: String, subscriptions: @escaping @Sendable (User) async throws -> [Video],
                video: @escaping @Sendable (String) async throws -> Video)
    {
        self.needsKey = needsKey
        self.subscriptions = subscriptions
        self.video = video
    }
}

/// A list that needs the API, loaded without a key: the screen shows `words` in place of its
/// rows, not as a failure to try again.
struct KeyNeeded: Error {
    let words: String
}
