/// `subscriptions.insert`: the caller's channel subscribes to another channel, whose
/// `subscriberCount` rises by one for every reader.
struct SubscriptionInsert: UserMethod {
    let id = "subscriptions.insert"
    let parameters: Set<String> = ["part"]
    static let knownParts: Set<String> = ["contentDetails", "id", "snippet", "subscriberSnippet"]
    static let readOnly = [
        "id", "etag", "kind", "snippet.publishedAt", "snippet.title", "snippet.description", "snippet.channelId",
        "snippet.thumbnails", "contentDetails", "subscriberSnippet",
    ]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let body = try WriteBody(request)
        _ = try body.parts(known: Self.knownParts, writable: ["snippet"])
        try body.refuseReadOnly(Self.readOnly)
        guard let channelId = body.value("snippet.resourceId.channelId")?.stringValue, !channelId.isEmpty else {
            throw APIError.publisherRequired
        }
        let catalog = request.catalog
        guard let subscriber = request.caller.user.channelId, catalog.channelByID[subscriber] != nil else {
            throw APIError.subscriberNotFound
        }
        guard catalog.channelByID[channelId] != nil else { throw APIError.publisherNotFound }
        guard channelId != subscriber else { throw APIError.subscriptionToSelf }
        let user = request.caller.user.id
        guard !writes.subscriptions.contains(where: { $0.userId == user && $0.channelId == channelId }) else {
            throw APIError.subscriptionDuplicate
        }
        let subscription = UserWrites.Subscription(
            id: Self.subscriptionId(seed: catalog.seed, subscriber: subscriber, channel: channelId,
                                    serial: writes.nextSerial()),
            userId: user, subscriberChannelId: subscriber, channelId: channelId, publishedAt: request.now)
        writes.subscriptions.append(subscription)
        let parts = try PartSelection(request.query, known: Self.knownParts)
        return .resource(SubscriptionRenderer(catalog: catalog).render(subscription, parts: parts))
    }

    /// 43 characters as Google's: the first ten are the same for one subscriber
    /// (`l6YW-siEBx…` in the recorded answers), the rest name the channel and the write.
    static func subscriptionId(seed: UInt64, subscriber: String, channel: String, serial: Int) -> String {
        var head = SplitMix64(seed ^ Digest.hash64("subscriber:" + subscriber))
        var tail = SplitMix64(seed ^ Digest.hash64("subscription:\(channel):\(serial)"))
        let bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: head.next()) }
            + (0..<24).map { _ in UInt8(truncatingIfNeeded: tail.next()) }
        return Base64.encode(bytes, urlSafe: true, padded: false)
    }
}
