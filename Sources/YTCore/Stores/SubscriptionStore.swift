import Foundation

/// Each user's subscriptions, and what ytclone knows of the subscribed channels' uploads.
///
/// Uploads and video details are public and shared by every user; which videos a user has been
/// shown by `feed --subscriptions --new` is theirs.
public protocol SubscriptionStore: Sendable {
    /// Adds the subscriptions that are not there yet; returns how many were new.
    @discardableResult
    func addSubscriptions(_ subscriptions: [Subscription], userId: Int64) throws -> Int
    /// Returns false when the user was not subscribed.
    @discardableResult
    func removeSubscription(channelId: String, userId: Int64) throws -> Bool
    /// Sorted by title.
    func subscriptions(userId: Int64) throws -> [Subscription]

    /// The video count each channel had when its uploads were last fetched.
    func uploadCounts(channelIds: [String]) throws -> [String: Int]
    /// Replaces each channel's stored uploads and count, all in one transaction.
    func saveUploads(_ uploads: [ChannelUploads], now: Date) throws
    /// The stored uploads of these channels, newest first.
    func uploads(channelIds: [String]) throws -> [Upload]

    /// Stored details of these videos fetched after `since`.
    func videoDetails(ids: [String], fetchedAfter since: Date) throws -> [String: Video]
    func saveVideoDetails(_ videos: [Video], now: Date) throws

    /// Which of `videoIds` the user was already shown by a `--new` run.
    func seenVideos(_ videoIds: [String], userId: Int64) throws -> Set<String>
    /// Marks `videoIds` as shown, in one transaction, and returns those that were not marked
    /// before: of two runs claiming the same video, exactly one gets it.
    func claimUnseen(_ videoIds: [String], userId: Int64, now: Date) throws -> Set<String>
}
