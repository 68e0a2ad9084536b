import Foundation
import YouTubeAPI

/// What the Google user signed in keeps on YouTube: their subscriptions and their liked videos
/// (their playlists: `YouTubeAccountService+Playlists.swift`).
///
/// Every call is personal: the client carries the user's access token, nothing is cached, and a
/// write costs 50 units (`QuotaCost`), counted and admitted by the client like any request.
///
/// ```swift
/// let account = YouTubeAccountService(client: try environment.youtubeClient())
/// if try await account.subscribe(channelId: "UC…") == false { print("already subscribed") }
/// ```
public struct YouTubeAccountService: Sendable {
    let client: YouTubeClient
    let bus: EventBus?

    public init(client: YouTubeClient, bus: EventBus? = nil) {
        self.client = client
        self.bus = bus
    }

    // MARK: Subscriptions

    /// Subscribes the user to `channelId` (subscriptions.insert).
    ///
    /// - Returns: The subscription as Google made it (its `title` is the channel's), or `nil`
    ///   when they already were subscribed (Google's `subscriptionDuplicate`), which is no failure.
    /// - Throws: `APIError` for every other refusal (the user's own channel: `subscriptionForbidden`).
    @discardableResult
    public func subscribe(channelId: String) async throws -> Subscription? {
        do {
            let made = try await client.write(.subscribe(channelId: channelId))
            return Subscription(made) ?? Subscription(channelId: channelId, title: "", addedAt: Date())
        } catch APIError.google(let error) where error.rawReason == "subscriptionDuplicate" {
            return nil
        }
    }

    /// The user's subscription to `channelId` (its id and the channel's title), `nil` when they
    /// have none (1 unit).
    public func subscription(to channelId: String) async throws -> (id: String, title: String)? {
        let page = try await client.fetch(.mySubscriptions(forChannelId: channelId, maxResults: 1))
        guard let item = page.items.first(where: { $0.snippet?.resourceId?.channelId == channelId }),
              let id = item.id else { return nil }
        return (id, item.snippet?.title ?? "")
    }

    /// Ends the user's subscription to `channelId`: its id looked up (1 unit), then deleted (50).
    ///
    /// - Returns: The channel's title, or `nil` when they were not subscribed (nothing deleted).
    @discardableResult
    public func unsubscribe(channelId: String) async throws -> String? {
        guard let subscription = try await subscription(to: channelId) else { return nil }
        _ = try await client.write(.deleteSubscription(id: subscription.id))
        return subscription.title
    }

    /// The user's subscriptions, alphabetical, up to `limit`, walking pages (1 unit each).
    public func subscriptions(limit: Int, pageToken: String? = nil) async throws -> Listing<Subscription> {
        try await Listing.walk(limit: limit, from: pageToken) { token, wanted in
            let page = try await client.fetch(
                .mySubscriptions(maxResults: min(max(wanted, 1), 50), pageToken: token))
            bus?.emit(PageFetched(resource: "subscriptions", items: page.items.count,
                                  hasNextPage: page.nextPageToken != nil))
            return .init(page.items.compactMap(Subscription.init), received: page.items.count, next: page.nextPageToken)
        }
    }

    /// Every subscription of the user, for an import into the local list: all pages, up to
    /// `mostSubscriptions`.
    public func allSubscriptions() async throws -> [Subscription] {
        try await subscriptions(limit: Self.mostSubscriptions).items
    }

    /// YouTube lets an account follow at most 2,000 channels; a walk stops there whatever pages say.
    public static let mostSubscriptions = 2_000

    // MARK: Liked videos

    /// The videos the user liked, in the order YouTube lists them, up to `limit`, walking pages (1 unit each).
    public func liked(limit: Int, pageToken: String? = nil) async throws -> Listing<Video> {
        try await Listing.walk(limit: limit, from: pageToken) { token, wanted in
            let page = try await client.fetch(.rated("like", maxResults: min(max(wanted, 1), 50), pageToken: token))
            bus?.emit(PageFetched(resource: "videos", items: page.items.count, hasNextPage: page.nextPageToken != nil))
            return .init(page.items.compactMap(Video.init), received: page.items.count, next: page.nextPageToken)
        }
    }
}

extension Subscription {
    /// Maps a subscriptions.list item of the user's: the channel subscribed to, and when;
    /// `nil` without the channel's id.
    public init?(_ wire: Wire.Subscription) {
        guard let channelId = wire.snippet?.resourceId?.channelId, !channelId.isEmpty else { return nil }
        self.init(channelId: channelId, title: wire.snippet?.title ?? "",
                  addedAt: wire.snippet?.publishedAt ?? Date(timeIntervalSince1970: 0))
    }
}
