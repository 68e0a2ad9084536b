/// The envelope of a `…ListResponse` before its ETag is known.
///
/// Key order follows the recorded responses: kind, etag, nextPageToken, prevPageToken,
/// regionCode, pageInfo, items.
struct ListPage: Sendable {
    struct PageInfo: Sendable {
        var totalResults: Int?
        var resultsPerPage: Int
    }

    var kind: String
    var items: [JSONValue]
    var nextPageToken: String?
    var prevPageToken: String?
    var regionCode: String?
    var pageInfo: PageInfo?
    /// channels.list leaves `items` out entirely when nothing matched.
    var omitsEmptyItems = false

    init(kind: String, items: [JSONValue], pageInfo: PageInfo? = nil) {
        self.kind = kind
        self.items = items
        self.pageInfo = pageInfo
    }

    func json(etag: String) -> JSONValue {
        let info: JSONValue? = pageInfo.map { info in
            ["totalResults": info.totalResults.map(JSONValue.int), "resultsPerPage": .int(info.resultsPerPage)]
        }
        return [
            "kind": .string(kind),
            "etag": .string(etag),
            "nextPageToken": nextPageToken.map(JSONValue.string),
            "prevPageToken": prevPageToken.map(JSONValue.string),
            "regionCode": regionCode.map(JSONValue.string),
            "pageInfo": info,
            "items": omitsEmptyItems && items.isEmpty ? nil : .array(items),
        ]
    }
}

extension ListPage {
    /// The list page of one ``OffsetPage`` of `total` results, each item rendered by `render`,
    /// with the page's tokens.
    init<Element>(
        kind: String, page: OffsetPage<Element>, total: Int, maxResults: Int, render: (Element) -> JSONValue
    ) {
        self.init(
            kind: kind, items: page.items.map(render),
            pageInfo: .init(totalResults: total, resultsPerPage: maxResults))
        nextPageToken = page.nextPageToken
        prevPageToken = page.prevPageToken
    }
}
