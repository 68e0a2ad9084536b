/// `comments.list`: a thread's replies by `parentId` (newest first), or comments by `id`.
struct CommentsEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "comments"
    let knownParts: Set<String> = ["id", "snippet"]
    let parameters: Set<String> = ["id", "maxResults", "pageToken", "parentId", "part", "textFormat"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let given = ["id", "parentId"].filter { query.has($0) }
        guard !given.isEmpty else { throw APIError.noFilter(["id", "parentId"]) }
        guard given.count == 1 else { throw APIError.incompatible(given) }
        let format = try query.choice(
            "textFormat", ["html", "plainText"], default: "html", unspecified: "textFormatUnspecified")
        let overlay = CommentOverlay(catalog: catalog, writes: query.writes)
        let renderer = CommentRenderer(catalog: catalog, plainText: format == "plainText")
        let kind = "youtube#commentListResponse"
        if given[0] == "id" {
            // Documented as unsupported with id; Google ignores them there.
            for ignored in ["maxResults", "pageToken"] where query.has(ignored) {
                try query.refuse(
                    "incompatibleParameters", parameter: ignored,
                    "\(ignored) is not supported together with id in comments.list (Google ignores it).")
            }
            let comments = query.list("id").compactMap { overlay.comment(id: $0) }
            return ListPage(kind: kind, items: comments.map { renderer.render($0) })
        }
        let maxResults = try query.maxResults(in: 1...100, default: 20)
        let parentId = query.value("parentId") ?? ""
        guard let thread = overlay.thread(id: parentId) else { throw APIError.parentCommentNotFound }
        let replies = overlay.replies(of: thread)
        let page = try CommentPaging.page(
            replies, query: query, maxResults: maxResults, context: "replies|\(parentId)",
            seed: catalog.seed)
        var list = ListPage(
            kind: kind, items: page.items.map { renderer.render($0) },
            pageInfo: .init(totalResults: nil, resultsPerPage: maxResults))
        list.nextPageToken = page.next
        return list
    }
}
