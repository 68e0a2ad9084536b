/// The public counts users' writes move: a like adds to a video's `likeCount`, a subscription to
/// a channel's `subscriberCount`, a published comment to a video's `commentCount`.
extension UserWrites {
    /// How many users like `videoId` (a dislike is never shown).
    func likes(of videoId: String) -> Int {
        ratings.values.reduce(0) { $0 + ($1[videoId] == "like" ? 1 : 0) }
    }

    /// `userId`'s rating of `videoId`: `like`, `dislike` or `none`.
    func rating(of videoId: String, by userId: String) -> String {
        ratings[userId]?[videoId] ?? "none"
    }

    /// How many users subscribe to `channelId`.
    func subscribers(of channelId: String) -> Int {
        subscriptions.reduce(0) { $0 + ($1.channelId == channelId ? 1 : 0) }
    }

    /// How many of users' comments on `videoId` (threads and replies) the public sees.
    func publishedComments(on videoId: String) -> Int {
        comments.reduce(0) { count, comment in
            count + (comment.videoId == videoId && comment.moderationStatus == "published" ? 1 : 0)
        }
    }
}
