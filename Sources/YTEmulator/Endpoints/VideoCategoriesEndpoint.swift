/// `videoCategories.list`: by `id` or by `regionCode`; never paged, never has `pageInfo`.
struct VideoCategoriesEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "videoCategories"
    let knownParts: Set<String> = ["id", "snippet"]
    let parameters: Set<String> = ["hl", "id", "part", "regionCode"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let ids = query.list("id")
        let region = try query.regionCode(default: nil)
        let categories: [VideoCategories.Category]
        switch (ids.isEmpty, region) {
        case (false, nil): categories = ids.compactMap(VideoCategories.category(id:))
        case (true, .some):
            categories = VideoCategories.all
        case (false, .some): throw APIError.incompatible(["id", "regionCode"])
        case (true, nil): throw APIError.noFilter(["id", "regionCode"])
        }
        let items: [JSONValue] = categories.map { category in
            [
                "kind": "youtube#videoCategory",
                "etag": .string(Digest.etag(for: "category:" + category.id)),
                "id": .string(category.id),
                "snippet": parts.contains("snippet")
                    ? [
                        "title": .string(category.title), "assignable": .bool(category.assignable),
                        "channelId": .string(VideoCategories.ownerChannelId),
                    ]
                    : nil,
            ]
        }
        return ListPage(kind: "youtube#videoCategoryListResponse", items: items)
    }
}
