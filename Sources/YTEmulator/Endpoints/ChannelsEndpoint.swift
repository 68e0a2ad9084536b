/// `channels.list`: by `id` (comma list) or `forHandle` (with or without `@`, any case).
struct ChannelsEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "channels"
    let knownParts: Set<String> = [
        "auditDetails", "brandingSettings", "contentDetails", "contentOwnerDetails", "id", "localizations", "snippet",
        "statistics", "status", "topicDetails",
    ]
    let parameters: Set<String> = [
        "categoryId", "forHandle", "forUsername", "hl", "id", "managedByMe", "maxResults", "mine", "mySubscribers",
        "onBehalfOfContentOwner", "pageToken", "part",
    ]
    static let filters = ["categoryId", "forHandle", "forUsername", "id", "managedByMe", "mine", "mySubscribers"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let given = Self.filters.filter { query.has($0) }
        guard !given.isEmpty else { throw APIError.noFilter(Self.filters) }
        guard given.count == 1 else { throw APIError.incompatible(given) }
        let maxResults = try query.maxResults(in: 0...50, default: 5)
        let matches: [Int]
        switch given[0] {
        case "id":
            matches = query.list("id").compactMap { catalog.channelByID[$0] }
        case "forHandle":
            let handle = (query.value("forHandle") ?? "").lowercased()
            matches =
                catalog.channelByHandle[handle.hasPrefix("@") ? String(handle.dropFirst()) : handle].map { [$0] } ?? []
        case "forUsername", "categoryId":
            matches = []
        default:
            guard let caller = query.caller else { throw APIError.loginRequired }
            matches = try signedIn(given[0], caller: caller, writes: query.writes)
        }
        let renderer = ChannelRenderer(catalog: catalog, writes: query.writes)
        var page = ListPage(
            kind: "youtube#channelListResponse",
            items: matches.map { renderer.render(catalog.channels[$0], parts: parts) },
            pageInfo: .init(totalResults: matches.count, resultsPerPage: maxResults))
        page.omitsEmptyItems = true
        return page
    }

    /// `mine` is the user's channel (none for an account without one, as Google answers it);
    /// `mySubscribers` the channels of users subscribed to it, newest first; `managedByMe`
    /// is for YouTube content partners, which no emulated account is.
    private func signedIn(_ filter: String, caller: Caller, writes: UserWrites) throws -> [Int] {
        let own = caller.user.channelId.flatMap { catalog.channelByID[$0] }
        switch filter {
        case "mine":
            return own.map { [$0] } ?? []
        case "mySubscribers":
            guard let channelId = caller.user.channelId else { return [] }
            let subscribers = writes.subscriptions.filter { $0.channelId == channelId }
                .sorted { ($0.publishedAt, $0.id) > ($1.publishedAt, $1.id) }
                .compactMap { $0.subscriberChannelId.flatMap { catalog.channelByID[$0] } }
            var seen: Set<Int> = []
            return subscribers.filter { seen.insert($0).inserted }
        default:
            throw APIError.contentOwnerOnly
        }
    }
}
