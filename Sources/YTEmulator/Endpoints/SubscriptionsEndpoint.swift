/// `subscriptions.list`: users' subscriptions (the catalog has none of its own). `channelId`
/// lists a channel's public subscriptions, `id` picks them, and with a token `mine` lists the
/// caller's, `mySubscribers` and `myRecentSubscribers` those to the caller's channel.
struct SubscriptionsEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "subscriptions"
    let knownParts: Set<String> = ["contentDetails", "id", "snippet", "subscriberSnippet"]
    let parameters: Set<String> = [
        "channelId", "forChannelId", "id", "maxResults", "mine", "myRecentSubscribers", "mySubscribers",
        "onBehalfOfContentOwner", "onBehalfOfContentOwnerChannel", "order", "pageToken", "part",
    ]
    static let filters = ["channelId", "id", "mine", "myRecentSubscribers", "mySubscribers"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let given = Self.filters.filter { query.has($0) }
        guard !given.isEmpty else { throw APIError.noFilter(Self.filters) }
        guard given.count == 1 else { throw APIError.incompatible(given) }
        let maxResults = try query.maxResults(in: 0...50, default: 5)
        let order = try query.choice(
            "order", ["relevance", "unread", "alphabetical"], default: "relevance",
            unspecified: "subscriptionOrderUnspecified")
        var found = try matches(given[0], query: query)
        let forChannels = Set(query.list("forChannelId"))
        if !forChannels.isEmpty { found = found.filter { forChannels.contains($0.channelId) } }
        found.sort { ($0.publishedAt, $0.id) > ($1.publishedAt, $1.id) }
        if order == "alphabetical" && given[0] != "myRecentSubscribers" {
            found.sort { title(of: $0.channelId) < title(of: $1.channelId) }
        }
        let renderer = SubscriptionRenderer(catalog: catalog)
        let kind = "youtube#SubscriptionListResponse"
        if given[0] == "id" {
            return ListPage(
                kind: kind, items: found.map { renderer.render($0, parts: parts) },
                pageInfo: .init(totalResults: found.count, resultsPerPage: maxResults))
        }
        return ListPage(
            kind: kind, page: try OffsetPage(found, query: query, maxResults: maxResults), total: found.count,
            maxResults: maxResults
        ) { renderer.render($0, parts: parts) }
    }

    private func matches(_ filter: String, query: QueryParameters) throws -> [UserWrites.Subscription] {
        let all = query.writes.subscriptions
        switch filter {
        case "channelId":
            let channel = query.value("channelId") ?? ""
            guard catalog.channelByID[channel] != nil else { throw APIError.subscriberNotFound }
            return all.filter { $0.subscriberChannelId == channel }
        case "id":
            let ids = Set(query.list("id"))
            return all.filter { ids.contains($0.id) }
        default:
            guard let caller = query.caller else { throw APIError.loginRequired }
            if filter == "mine" { return all.filter { $0.userId == caller.user.id } }
            guard let own = caller.user.channelId else { return [] }
            return all.filter { $0.channelId == own }
        }
    }

    private func title(of channelId: String) -> String {
        catalog.channelByID[channelId].map { catalog.channels[$0].title.lowercased() } ?? ""
    }
}
