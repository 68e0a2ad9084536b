import Foundation
import YouTubeAPI

/// Subscribing and unsubscribing a local user, one channel at a time or from an import file.
public struct SubscriptionService: Sendable {
    private let store: any SubscriptionStore
    private let now: @Sendable () -> Date

    public init(store: any SubscriptionStore, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.now = now
    }

    /// Subscribes `user` to `channel`; false when they already were.
    @discardableResult
    public func subscribe(_ user: User, to channel: Channel) throws -> Bool {
        let subscription = Subscription(channelId: channel.id, title: channel.title,
                                        handle: channel.handle,
                                        addedAt: now())
        return try store.addSubscriptions([subscription], userId: user.id) == 1
    }

    /// Subscribes `user` to every channel of an import file (no API call); returns how many were new.
    public func subscribe(_ user: User, toAll imported: [ImportedSubscription]) throws -> Int {
        let date = now()
        return try store.addSubscriptions(
            imported.map { Subscription(channelId: $0.channelId, title: $0.title, addedAt: date) }, userId: user.id)
    }

    /// Unsubscribes from a channel named by id or by the handle it was stored with.
    ///
    /// - Throws: `StoreError.notFound` when the user is not subscribed to it.
    @discardableResult
    public func unsubscribe(_ user: User, from reference: ChannelReference) throws -> Subscription {
        let subscriptions = try store.subscriptions(userId: user.id)
        let match = subscriptions.first { subscription in
            switch reference {
            case .id(let id): subscription.channelId == id
            case .handle(let handle): subscription.handle?.caseInsensitiveCompare(handle) == .orderedSame
            }
        }
        guard let match, try store.removeSubscription(channelId: match.channelId, userId: user.id) else {
            throw StoreError.notFound(what: "subscription", id: reference.description)
        }
        return match
    }

    public func subscriptions(of user: User) throws -> [Subscription] {
        try store.subscriptions(userId: user.id)
    }
}
