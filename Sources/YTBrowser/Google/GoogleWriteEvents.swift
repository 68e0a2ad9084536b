import YTCore

// The writes to YouTube a key asks for, as events on the run's bus: the `GoogleWriteController`
// hears them, shows each at once as pending and sends it off the input path.

/// Post a comment on YouTube (`c` on a video's page), or a reply to thread `parentId` (Enter on
/// a YouTube comment, then `c`).
struct YouTubeCommentSubmitted: Event, Hashable {
    let videoId: String
    let parentId: String?
    let body: String
}

/// Rate a video on YouTube: `like` (`L`), `dislike` (`D`), or `none` (either again).
struct RatingChosen: Event, Hashable {
    let videoId: String
    let rating: String
}

/// Subscribe to the channel on YouTube (`s` signed in with Google), or unsubscribe when subscribed.
struct YouTubeSubscriptionToggled: Event, Hashable {
    let channel: Channel
}

/// A write to YouTube the browser sent was answered: confirmed, or failed with `failure`.
/// Announced on the bus as a listing's page is, for whoever keeps count.
struct YouTubeWriteSettled: Event, Hashable {
    /// `commentThreads.insert`, `comments.insert`, `videos.rate`, `subscriptions.insert`…
    let method: String
    let failure: String?
}
