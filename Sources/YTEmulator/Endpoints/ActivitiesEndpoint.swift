/// `activities.list`: a channel's activity feed, built from the catalog as one `upload`
/// activity per video of the channel, newest first, paged with offset tokens (1 quota unit).
///
/// `mine` lists the token user's channel (401 Login Required without a token, nothing for an
/// account without a channel); `home` is 403 `homeParameterDeprecated`, as Google answers it to
/// everyone since 2020. `regionCode` only shapes the home feed, so it is validated and otherwise unused.
struct ActivitiesEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "activities"
    let knownParts: Set<String> = ["contentDetails", "id", "snippet"]
    let parameters: Set<String> = [
        "channelId", "home", "maxResults", "mine", "pageToken", "part", "publishedAfter", "publishedBefore",
        "regionCode",
    ]
    static let filters = ["channelId", "home", "mine"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let given = Self.filters.filter { query.has($0) }
        guard !given.isEmpty else { throw APIError.noFilter(Self.filters) }
        guard given.count == 1 else { throw APIError.incompatible(given) }
        let maxResults = try query.maxResults(in: 0...50, default: 5)
        _ = try query.regionCode(default: nil)
        let after = try query.timestamp("publishedAfter")
        let before = try query.timestamp("publishedBefore")
        let channelIndex: Int?
        switch given[0] {
        case "home": throw APIError.homeParameterDeprecated
        case "mine":
            guard let caller = query.caller else { throw APIError.loginRequired }
            // An account without a channel has no activity: an empty list, not an error.
            channelIndex = caller.user.channelId.flatMap { catalog.channelByID[$0] }
        default:
            guard let index = catalog.channelByID[query.value("channelId") ?? ""] else {
                throw APIError.activityChannelNotFound
            }
            channelIndex = index
        }
        let channelUploads = channelIndex.map { catalog.channels[$0].uploads } ?? []
        let uploads = channelUploads.filter { index in
            let publishedAt = catalog.videos[index].publishedAt
            if let after, publishedAt < after { return false }
            if let before, publishedAt >= before { return false }
            return true
        }
        let renderer = ActivityRenderer(catalog: catalog)
        return ListPage(
            kind: "youtube#activityListResponse", page: try OffsetPage(uploads, query: query, maxResults: maxResults),
            total: uploads.count, maxResults: maxResults
        ) { renderer.render(upload: catalog.videos[$0], parts: parts) }
    }
}
