/// Renders a catalog channel as a `youtube#channel` resource with the requested parts.
struct ChannelRenderer {
    let catalog: Catalog
    /// Users' subscriptions, which `subscriberCount` includes.
    var writes = UserWrites()

    func render(_ channel: CatalogChannel, parts: PartSelection) -> JSONValue {
        [
            "kind": "youtube#channel",
            "etag": .string(Digest.etag(for: "channel:\(catalog.seed):\(channel.id)")),
            "id": .string(channel.id),
            "snippet": parts.contains("snippet") ? snippet(channel) : nil,
            "contentDetails": parts.contains("contentDetails")
                ? ["relatedPlaylists": ["likes": "", "uploads": .string(channel.uploadsPlaylistId)]] : nil,
            "statistics": parts.contains("statistics") ? statistics(channel) : nil,
            "topicDetails": parts.contains("topicDetails") ? topicDetails(channel) : nil,
            "status": parts.contains("status") ? status(channel) : nil,
            "brandingSettings": parts.contains("brandingSettings") ? branding(channel) : nil,
        ]
    }

    private func snippet(_ channel: CatalogChannel) -> JSONValue {
        [
            "title": .string(channel.title),
            "description": .string(channel.description),
            "customUrl": .string(channel.customUrl),
            "publishedAt": .string(RFC3339.format(channel.publishedAt, millis: channel.millis)),
            "thumbnails": Thumbnails.channel(channel),
            "localized": ["title": .string(channel.title), "description": .string(channel.description)],
            "country": channel.country.map(JSONValue.string),
        ]
    }

    private func statistics(_ channel: CatalogChannel) -> JSONValue {
        [
            "viewCount": .string(String(channel.viewCount)),
            "subscriberCount": channel.hiddenSubscriberCount
                ? nil : .string(String(channel.subscriberCount + Int64(writes.subscribers(of: channel.id)))),
            "hiddenSubscriberCount": .bool(channel.hiddenSubscriberCount),
            "videoCount": .string(String(channel.uploads.count)),
        ]
    }

    private func topicDetails(_ channel: CatalogChannel) -> JSONValue {
        let topic = Vocabulary.topics[channel.topicIndex]
        return ["topicCategories": .array([.string("https://en.wikipedia.org/wiki/\(topic.topicURL)")])]
    }

    private func status(_ channel: CatalogChannel) -> JSONValue {
        [
            "privacyStatus": "public", "isLinked": true, "longUploadsStatus": "longUploadsUnspecified",
            "madeForKids": .bool(channel.madeForKids),
        ]
    }

    private func branding(_ channel: CatalogChannel) -> JSONValue {
        let settings: JSONValue = [
            "title": .string(channel.title),
            "description": .string(channel.description),
            "keywords": .string(channel.keywords),
            "unsubscribedTrailer": channel.uploads.first.map { .string(catalog.videos[$0].id) },
            "country": channel.country.map(JSONValue.string),
        ]
        let banner = "https://yt3.googleusercontent.com/" + Digest.etag(for: "banner:" + channel.id)
        return ["channel": settings, "image": ["bannerExternalUrl": .string(banner)]]
    }
}
