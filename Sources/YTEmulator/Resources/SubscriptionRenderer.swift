/// Renders a user's subscription as a `youtube#subscription` resource, in the shape of the
/// recorded `subscriptions.list` answers (thumbnails with URLs only).
struct SubscriptionRenderer {
    let catalog: Catalog

    func render(_ subscription: UserWrites.Subscription, parts: PartSelection) -> JSONValue {
        let channel = catalog.channelByID[subscription.channelId].map { catalog.channels[$0] }
        let subscriber = subscription.subscriberChannelId.flatMap { catalog.channelByID[$0] }.map { catalog.channels[$0] }
        return [
            "kind": "youtube#subscription",
            "etag": .string(Digest.etag(for: "subscription:\(catalog.seed):\(subscription.id)")),
            "id": .string(subscription.id),
            "snippet": parts.contains("snippet") ? snippet(subscription, channel: channel) : nil,
            "contentDetails": parts.contains("contentDetails")
                ? [
                    "totalItemCount": .int(channel?.uploads.count ?? 0), "newItemCount": 0, "activityType": "all",
                ] : nil,
            "subscriberSnippet": parts.contains("subscriberSnippet") ? subscriberSnippet(subscriber) : nil,
        ]
    }

    private func snippet(_ subscription: UserWrites.Subscription, channel: CatalogChannel?) -> JSONValue {
        [
            "publishedAt": .string(RFC3339.format(subscription.publishedAt, millis: true)),
            "title": .string(channel?.title ?? ""),
            "description": .string(channel?.description ?? ""),
            "resourceId": ["kind": "youtube#channel", "channelId": .string(subscription.channelId)],
            "channelId": .string(subscription.subscriberChannelId ?? ""),
            "thumbnails": channel.map { Thumbnails.channel($0, withSizes: false) } ?? [:],
        ]
    }

    private func subscriberSnippet(_ subscriber: CatalogChannel?) -> JSONValue {
        guard let subscriber else { return [:] }
        return [
            "title": .string(subscriber.title),
            "description": .string(subscriber.description),
            "channelId": .string(subscriber.id),
            "thumbnails": Thumbnails.channel(subscriber, withSizes: false),
        ]
    }
}
