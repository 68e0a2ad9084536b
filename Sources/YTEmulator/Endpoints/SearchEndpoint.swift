/// `search.list`: videos, channels and playlists matching `q` and the filters, with search's
/// quirks: ids as objects, HTML-escaped and truncated text, an approximate `totalResults`.
struct SearchEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "search"
    let knownParts: Set<String> = ["id", "snippet"]
    let parameters: Set<String> = [
        "channelId", "channelType", "eventType", "forContentOwner", "forDeveloper", "forMine", "location",
        "locationRadius", "maxResults", "onBehalfOfContentOwner", "order", "pageToken", "part", "publishedAfter",
        "publishedBefore", "q", "regionCode", "relevanceLanguage", "safeSearch", "topicId", "type",
        "videoCaption", "videoCategoryId", "videoDefinition", "videoDimension", "videoDuration", "videoEmbeddable",
        "videoLicense", "videoPaidProductPlacement", "videoSyndicated", "videoType",
    ]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let maxResults = try query.maxResults(in: 0...50, default: 5)
        let types = try Self.types(query)
        if types != ["video"], SearchVideoFilter.parameterNames.contains(where: query.has) {
            throw APIError.invalidSearchFilter
        }
        let forMine = query.flag("forMine", default: false)
        if (forMine && query.caller == nil) || query.flag("forContentOwner", default: false) {
            throw APIError.loginRequired
        }
        // Google's rule: forMine searches only the user's videos, so it needs type=video.
        if forMine, types != ["video"] { throw APIError.invalidSearchFilter }
        let order = try query.choice(
            "order", ["date", "rating", "relevance", "title", "videoCount", "viewCount"], default: "relevance",
            unspecified: "searchSortUnspecified")
        let safeSearch = try query.choice(
            "safeSearch", ["none", "moderate", "strict"], default: "moderate",
            unspecified: "safeSearchSettingUnspecified")
        let region = try query.regionCode(default: "US") ?? "US"
        let criteria = SearchCriteria(
            terms: SearchTerms(query.value("q") ?? ""), types: types, videoFilter: try SearchVideoFilter(query),
            after: try query.timestamp("publishedAfter"), before: try query.timestamp("publishedBefore"),
            channelIndex: forMine ? .some(query.caller?.user.channelId.flatMap { catalog.channelByID[$0] }) : channelFilter(query),
            region: region, strict: safeSearch == "strict")
        let ranked = SearchRanking(catalog: catalog).rank(criteria.matches(in: catalog), order: order)
        let renderer = SearchResultRenderer(catalog: catalog)
        var list = ListPage(
            kind: "youtube#searchListResponse", page: try OffsetPage(ranked, query: query, maxResults: maxResults),
            total: Self.approximateTotal(ranked.count, criteria), maxResults: maxResults
        ) { renderer.render($0.hit, parts: parts) }
        list.regionCode = region
        return list
    }

    private static func types(_ query: QueryParameters) throws -> Set<String> {
        let requested = query.list("type")
        guard !requested.isEmpty else { return ["video", "channel", "playlist"] }
        if let bad = requested.first(where: { !["video", "channel", "playlist"].contains($0) }) {
            throw APIError.invalidValue("type", bad)
        }
        return Set(requested)
    }

    private func channelFilter(_ query: QueryParameters) -> Int?? {
        guard let id = query.nonEmpty("channelId") else { return nil }
        // An unknown channel matches nothing rather than failing, like the real search.
        return .some(catalog.channelByID[id])
    }

    /// Unfiltered searches claim a million results, as the real API does; narrower ones give a
    /// count rounded to two significant figures, so clients cannot treat it as exact.
    static func approximateTotal(_ count: Int, _ criteria: SearchCriteria) -> Int {
        if criteria.terms.isEmpty && criteria.channelIndex == nil { return 1_000_000 }
        guard count >= 100 else { return count }
        var scale = 1
        while count / scale >= 100 { scale *= 10 }
        return min(1_000_000, (count + scale / 2) / scale * scale)
    }
}
