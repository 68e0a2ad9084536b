import Foundation

/// `feed --subscriptions --new`: which uploads are new to a user, with a key or without.
enum NewUploads {
    /// The uploads published since the user subscribed to their channel that no `--new` run
    /// claimed yet.
    static func candidates(_ uploads: [Upload], of subscriptions: [Subscription], userId: Int64,
                           in store: any SubscriptionStore) throws -> [Upload]
    {
        // The API tells times to the second: an upload of the second the user subscribed in is new.
        let since = Dictionary(subscriptions.map { ($0.channelId, $0.addedAt.timeIntervalSince1970.rounded(.down)) }) {
            first, _ in first
        }
        var candidates = uploads.filter { upload in
            since[upload.channelId].map { upload.publishedAt.timeIntervalSince1970 >= $0 } ?? false
        }
        let seen = try store.seenVideos(candidates.map(\.videoId), userId: userId)
        candidates.removeAll { seen.contains($0.videoId) }
        return candidates
    }
}
