import YTCore

/// What the browser has written to YouTube this session, as the screens show it: each write at
/// once, marked pending, then as the server has it, or with why it failed. A value the
/// `GoogleWriteController` publishes; tests build one to render a page from.
struct GoogleWrites: Sendable, Equatable {
    /// How a write stands.
    enum Status: Sendable, Equatable {
        /// Sent; the server has not answered yet.
        case pending
        /// The server has it.
        case confirmed
        /// The server refused it or could not be reached: why, in the words an error prints.
        case failed(String)
    }

    /// The user's rating of a video: the one shown, the one YouTube had when the page opened
    /// (which the like count shown already includes), and how the last change stands.
    struct Rating: Sendable, Equatable {
        /// `like`, `dislike` or `none`: pending, the one asked for; failed, the one YouTube still has.
        var shown: String
        /// What YouTube had before this session changed it (nil while unknown).
        var initial: String?
        var status = Status.confirmed
        /// Which key asked, for a failure's words ("like not sent").
        var asked: String? = nil
    }

    /// A comment or reply written to YouTube from the browser.
    struct Comment: Sendable, Equatable, Identifiable {
        /// A number of this session's, until the server gives the comment its id.
        let id: Int
        let videoId: String
        /// The thread replied to; nil for a comment of its own.
        let parentId: String?
        let text: String
        var status = Status.pending
        /// The comment as YouTube has it, once confirmed (its id and author).
        var posted: CommentEntry? = nil
    }

    /// A subscription changed on YouTube: to `subscribed`, and how that stands.
    struct Subscription: Sendable, Equatable {
        var subscribed: Bool
        var status = Status.pending
    }

    var ratings: [String: Rating] = [:]
    var comments: [Comment] = []
    var subscriptions: [String: Subscription] = [:]

    /// The comments written on `videoId` (its own, not replies), newest first.
    func comments(on videoId: String) -> [Comment] {
        comments.filter { $0.videoId == videoId && $0.parentId == nil }.reversed()
    }

    /// The replies written to thread `parentId`, in the order written.
    func replies(to parentId: String) -> [Comment] {
        comments.filter { $0.parentId == parentId }
    }

    /// The like count shown for a video YouTube counted `likes` for when its page was read:
    /// moved by the likes this session added or took away once YouTube confirmed them.
    func likeCount(_ likes: UInt64?, videoId: String) -> UInt64? {
        guard let likes, let rating = ratings[videoId], let initial = rating.initial, rating.status == .confirmed else {
            return likes
        }
        let now: Int64 = rating.shown == "like" ? 1 : 0, before: Int64 = initial == "like" ? 1 : 0
        return UInt64(max(0, Int64(likes) + now - before))
    }
}

extension GoogleWrites {
    /// What the video's page shows of these writes: the rating (the like count moved by a
    /// confirmed one), the subscription to its channel, the comments and replies written on it.
    func show(on detail: inout BrowserData.Detail, videoId: String) {
        detail.rating = ratings[videoId]
        let likes = likeCount(detail.video?.likeCount, videoId: videoId)
        detail.video?.likeCount = likes
        detail.subscription = detail.video.flatMap { subscriptions[$0.channelId] }
        // Once a reload lists a comment written here, it shows there alone.
        let listed = Set(detail.comments.map(\.id))
        detail.written = comments.filter { $0.videoId == videoId && !listed.contains($0.posted?.id ?? "") }
    }
}
