import Foundation

/// Each user's subscriptions, and what ytclone knows of the subscribed channels' uploads.
///
/// Uploads and video details are kept per `FeedOrigin`: the API root that served them and the
/// account whose feed fetched them; which videos a user has been shown by
/// `feed --subscriptions --new` is theirs.
public protocol SubscriptionStore: Sendable {
    /// Adds the subscriptions that are not there yet; returns how many were new.
    @discardableResult
    func addSubscriptions(_ subscriptions: [Subscription], userId: Int64) throws -> Int
    /// Returns false when the user was not subscribed.
    @discardableResult
    func removeSubscription(channelId: String, userId: Int64) throws -> Bool
    /// Sorted by title.
    func subscriptions(userId: Int64) throws -> [Subscription]

    /// The video count each channel had when its uploads were last fetched from `origin`.
    func uploadCounts(channelIds: [String], of origin: FeedOrigin) throws -> [String: Int]
    /// Replaces each channel's uploads and count stored from `origin`, all in one transaction.
    /// - Throws: `StoreError.notFound` when the origin's user does not exist.
    func saveUploads(_ uploads: [ChannelUploads], of origin: FeedOrigin, now: Date) throws
    /// The uploads of these channels stored from `origin`, newest first.
    func uploads(channelIds: [String], of origin: FeedOrigin) throws -> [Upload]

    /// Details of these videos stored from `origin` and fetched after `since`.
    func videoDetails(ids: [String], of origin: FeedOrigin, fetchedAfter since: Date) throws -> [String: Video]
    /// - Throws: `StoreError.notFound` when the origin's user does not exist.
    func saveVideoDetails(_ videos: [Video], of origin: FeedOrigin, now: Date) throws

    /// Which of `videoIds` the user was already shown by a `--new` run.
    func seenVideos(_ videoIds: [String], userId: Int64) throws -> Set<String>
    /// Marks `videoIds` as shown, in one transaction, and returns those that were not marked
    /// before: of two runs claiming the same video, exactly one gets it.
    func claimUnseen(_ videoIds: [String], userId: Int64, now: Date) throws -> Set<String>
}
