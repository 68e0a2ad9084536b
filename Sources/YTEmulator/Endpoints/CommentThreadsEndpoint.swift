/// `commentThreads.list`: a video's (or channel's) threads, or threads by `id`.
///
/// Paging uses long opaque tokens and never offers `prevPageToken`; `pageInfo.totalResults`
/// is the number of items on the page, as the real API reports it.
struct CommentThreadsEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "commentThreads"
    let knownParts: Set<String> = ["id", "replies", "snippet"]
    let parameters: Set<String> = [
        "allThreadsRelatedToChannelId", "channelId", "id", "maxResults", "moderationStatus", "order", "pageToken",
        "part", "postId", "searchTerms", "textFormat", "videoId",
    ]
    static let filters = ["allThreadsRelatedToChannelId", "channelId", "id", "postId", "videoId"]
    /// Documented as unsupported with `id` (reference page and discovery document); Google
    /// ignores them there.
    static let ignoredWithId = ["maxResults", "pageToken", "order", "searchTerms", "moderationStatus"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let given = Self.filters.filter { query.has($0) }
        guard !given.isEmpty else { throw APIError.noFilter(Self.filters) }
        guard given.count == 1 else { throw APIError.incompatible(given) }
        let format = try query.choice(
            "textFormat", ["html", "plainText"], default: "html", unspecified: "textFormatUnspecified")
        let overlay = CommentOverlay(catalog: catalog, writes: query.writes)
        var renderer = CommentRenderer(catalog: catalog, plainText: format == "plainText")
        let kind = "youtube#commentThreadListResponse"
        if given[0] == "id" {
            for ignored in Self.ignoredWithId where query.has(ignored) {
                try query.refuse(
                    "incompatibleParameters", parameter: ignored,
                    "\(ignored) is not supported together with id in commentThreads.list (Google ignores it).")
            }
            let threads = query.list("id").compactMap { overlay.thread(id: $0) }
            return ListPage(
                kind: kind, items: threads.map { renderer.render($0, parts: parts, overlay: overlay) },
                pageInfo: .init(totalResults: threads.count, resultsPerPage: 20))
        }
        let maxResults = try query.maxResults(in: 1...100, default: 20)
        let order = try query.choice("order", ["time", "relevance"], default: "time", unspecified: "orderUnspecified")
        let moderation = try query.choice(
            "moderationStatus", ["published", "heldForReview", "likelySpam", "rejected"], default: "published")
        if moderation != "published" {
            try checkModerator(filter: given[0], query: query)
            renderer.moderationStatus = moderation
        }
        var threads = try candidateThreads(filter: given[0], query: query, overlay: overlay, status: moderation)
        if order == "relevance" {
            threads.sort { lhs, rhs in
                let left = lhs.topLevel.likeCount + overlay.replyCount(of: lhs) * 3
                let right = rhs.topLevel.likeCount + overlay.replyCount(of: rhs) * 3
                return left != right ? left > right : lhs.topLevel.publishedAt > rhs.topLevel.publishedAt
            }
        }
        let terms = query.nonEmpty("searchTerms")?.lowercased() ?? ""
        if !terms.isEmpty { threads = threads.filter { $0.topLevel.text.lowercased().contains(terms) } }
        let context =
            "threads|\(given[0])=\(query.value(given[0]) ?? "")|\(order)|\(terms)"
            + (moderation == "published" ? "" : "|" + moderation)
        let page = try CommentPaging.page(
            threads, query: query, maxResults: maxResults, context: context, seed: catalog.seed)
        var list = ListPage(
            kind: kind, items: page.items.map { renderer.render($0, parts: parts, overlay: overlay) },
            pageInfo: .init(totalResults: page.items.count, resultsPerPage: maxResults))
        list.nextPageToken = page.next
        return list
    }

    /// Held, spam and rejected comments are listed for the owner of the video's channel only:
    /// 401 without a token, 403 `forbidden` for anyone else.
    private func checkModerator(filter: String, query: QueryParameters) throws {
        guard let caller = query.caller else { throw APIError.loginRequired }
        let value = query.value(filter) ?? ""
        let channel: String? =
            filter == "videoId"
            ? catalog.videoByID[value].map { catalog.channel(of: catalog.videos[$0]).id } : value
        guard let channel, caller.user.channelId == channel else { throw APIError.moderationListForbidden }
    }

    private func candidateThreads(
        filter: String, query: QueryParameters, overlay: CommentOverlay, status: String
    ) throws -> [CatalogCommentThread] {
        switch filter {
        case "videoId":
            guard let index = catalog.videoByID[query.value("videoId") ?? ""] else { throw APIError.videoNotFound }
            guard !catalog.videos[index].commentsDisabled else { throw APIError.commentsDisabled }
            return overlay.threads(of: index, status: status)
        case "allThreadsRelatedToChannelId", "channelId":
            guard let channel = catalog.channelByID[query.value(filter) ?? ""] else {
                throw APIError(
                    code: 404, "The channel could not be found.", domain: "youtube.commentThread",
                    reason: "channelNotFound", parameter: filter)
            }
            return catalog.channels[channel].uploads.flatMap { overlay.threads(of: $0, status: status) }
                .sorted { $0.topLevel.publishedAt > $1.topLevel.publishedAt }
        default:
            return []
        }
    }
}

/// Cuts pages addressed by ``CommentPageToken``s.
enum CommentPaging {
    static func page<T>(
        _ all: [T], query: QueryParameters, maxResults: Int, context: String, seed: UInt64
    ) throws -> (items: ArraySlice<T>, next: String?) {
        var start = 0
        if let token = query.value("pageToken"), !token.isEmpty {
            guard let offset = CommentPageToken.decode(token, context: context, seed: seed), offset <= all.count else {
                throw APIError.invalidPageToken
            }
            let canonical = CommentPageToken.encode(offset: offset, context: context, seed: seed)
            if canonical != token {
                try query.refuse(
                    "invalidPageToken", parameter: "pageToken",
                    "the page token is not exactly the one the API wrote for this position; page tokens are opaque "
                        + "and should be sent back exactly as received.")
            }
            start = offset
        }
        let end = min(all.count, start + maxResults)
        let next = end < all.count ? CommentPageToken.encode(offset: end, context: context, seed: seed) : nil
        return (all[start..<end], next)
    }
}
