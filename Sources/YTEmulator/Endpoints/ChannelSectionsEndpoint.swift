/// `channelSections.list`: the shelves of a channel's home tab, by `channelId`, `id` or `mine`.
///
/// Every channel has the same few, derived from the catalog: recent uploads, popular uploads,
/// one shelf for each of its first two playlists, and all its playlists. Ids are the channel's
/// id, a dot and a fixed string per shelf, as Google's are.
struct ChannelSectionsEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "channelSections"
    let knownParts: Set<String> = ["contentDetails", "id", "localizations", "snippet", "targeting"]
    let parameters: Set<String> = ["channelId", "hl", "id", "mine", "onBehalfOfContentOwner", "part"]
    /// `hl` once localised shelf titles; Google ignores it now, strict mode refuses it.
    let deprecatedParameters: Set<String> = ["hl"]
    static let filters = ["channelId", "id", "mine"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let given = Self.filters.filter { query.has($0) }
        guard !given.isEmpty else { throw APIError.noFilter(Self.filters) }
        guard given.count == 1 else { throw APIError.incompatible(given) }
        let items: [JSONValue]
        switch given[0] {
        case "channelId":
            items = catalog.channelByID[query.value("channelId") ?? ""].map { sections(of: $0, parts: parts) } ?? []
        case "id":
            items = query.list("id").compactMap { id in
                let channel = id.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
                return catalog.channelByID[channel].flatMap { index in
                    sections(of: index, parts: parts).first { $0["id"]?.stringValue == id }
                }
            }
        default:
            guard let caller = query.caller else { throw APIError.loginRequired }
            items = caller.user.channelId.flatMap { catalog.channelByID[$0] }.map { sections(of: $0, parts: parts) } ?? []
        }
        return ListPage(kind: "youtube#channelSectionListResponse", items: items)
    }

    /// The shelves of channel `index`, in their order on the channel's page.
    func sections(of index: Int, parts: PartSelection) -> [JSONValue] {
        let channel = catalog.channels[index]
        let playlists = channel.playlists.map { catalog.playlists[$0].id }
        var shelves: [(type: String, title: String?, playlists: [String])] = [
            ("recentUploads", nil, []), ("popularUploads", nil, []),
        ]
        shelves += playlists.prefix(2).map { ("singlePlaylist", nil, [$0]) }
        if !playlists.isEmpty { shelves.append(("multiplePlaylists", "Created playlists", Array(playlists.prefix(10)))) }
        return shelves.enumerated().map { position, shelf in
            let id = channel.id + "." + Digest.etag(for: "section:\(channel.id):\(position)").prefix(11)
            return [
                "kind": "youtube#channelSection",
                "etag": .string(Digest.etag(for: "sectionEtag:" + id)),
                "id": .string(id),
                "snippet": parts.contains("snippet")
                    ? [
                        "type": .string(shelf.type), "channelId": .string(channel.id),
                        "title": shelf.title.map(JSONValue.string), "position": .int(position),
                    ]
                    : nil,
                "contentDetails": parts.contains("contentDetails") && !shelf.playlists.isEmpty
                    ? ["playlists": .array(shelf.playlists.map(JSONValue.string))] : nil,
            ]
        }
    }
}
