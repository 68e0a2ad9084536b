/// `videos.list`: by `id` (up to 50, unknown ids simply missing) or `chart=mostPopular`.
///
/// `maxResults` and `pageToken` beside `id` are documented as unsupported; Google ignores them
/// and returns every requested video, and clients have sent `maxResults` with `id` for a decade,
/// so the emulator ignores them too (strict mode refuses them).
struct VideosEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "videos"
    let knownParts: Set<String> = [
        "contentDetails", "fileDetails", "id", "liveStreamingDetails", "localizations", "paidProductPlacementDetails",
        "player", "processingDetails", "recordingDetails", "snippet", "statistics", "status", "suggestions",
        "topicDetails",
    ]
    let parameters: Set<String> = [
        "chart", "hl", "id", "locale", "maxHeight", "maxResults", "maxWidth", "myRating", "onBehalfOfContentOwner",
        "pageToken", "part", "regionCode", "videoCategoryId",
    ]
    let deprecatedParameters: Set<String> = ["locale"]
    static let filters = ["chart", "id", "myRating"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let given = Self.filters.filter { query.has($0) }
        guard !given.isEmpty else { throw APIError.noFilter(Self.filters) }
        guard given.count == 1 else { throw APIError.incompatible(given) }
        let renderer = VideoRenderer(catalog: catalog, writes: query.writes)
        switch given[0] {
        case "id":
            for ignored in ["maxResults", "pageToken"] where query.has(ignored) {
                try query.refuse(
                    "incompatibleParameters", parameter: ignored,
                    "\(ignored) is not supported together with id in videos.list (Google ignores it and returns every "
                        + "requested video).")
            }
            let found = try query.videoIds().compactMap { catalog.videoByID[$0] }
            return ListPage(
                kind: "youtube#videoListResponse",
                items: found.map { renderer.render(catalog.videos[$0], parts: parts) },
                pageInfo: .init(totalResults: found.count, resultsPerPage: found.count))
        case "chart":
            return try chart(query, parts: parts, renderer: renderer)
        default:
            return try rated(query, parts: parts, renderer: renderer)
        }
    }

    /// `myRating=like|dislike`: the videos the token's user rated so, by id, in pages.
    private func rated(_ query: QueryParameters, parts: PartSelection, renderer: VideoRenderer) throws -> ListPage {
        let rating = try query.choice("myRating", ["like", "dislike"], default: "like")
        guard let caller = query.caller else { throw APIError.loginRequired }
        let maxResults = try query.maxResults(in: 1...50, default: 5)
        let rated = (query.writes.ratings[caller.user.id] ?? [:]).filter { $0.value == rating }.keys
            .compactMap { catalog.videoByID[$0] }.sorted()
        return ListPage(
            kind: "youtube#videoListResponse", page: try OffsetPage(rated, query: query, maxResults: maxResults),
            total: rated.count, maxResults: maxResults
        ) { renderer.render(catalog.videos[$0], parts: parts) }
    }

    private func chart(_ query: QueryParameters, parts: PartSelection, renderer: VideoRenderer) throws -> ListPage {
        let chart = query.value("chart") ?? ""
        guard chart == "mostPopular" else { throw APIError.invalidValue("chart", chart) }
        let maxResults = try query.maxResults(in: 1...50, default: 5)
        let region = try query.regionCode(default: "US") ?? "US"
        var category = query.nonEmpty("videoCategoryId")
        if category == "0" { category = nil }
        if let category {
            guard VideoCategories.category(id: category)?.assignable == true else { throw APIError.videoChartNotFound }
        }
        let ranked = MostPopularChart.rank(catalog: catalog, region: region, categoryId: category)
        return ListPage(
            kind: "youtube#videoListResponse", page: try OffsetPage(ranked, query: query, maxResults: maxResults),
            total: ranked.count, maxResults: maxResults
        ) { renderer.render(catalog.videos[$0], parts: parts) }
    }
}
