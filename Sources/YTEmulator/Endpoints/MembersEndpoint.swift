/// `members.list`: the members of the token user's channel. No emulated channel has members
/// yet, so an owner gets an empty list, after the same checks Google makes (`mode`,
/// `maxResults`, `hasAccessToLevel` naming one of the channel's levels).
struct MembersEndpoint: Endpoint {
    let resource = "members"
    let knownParts: Set<String> = ["snippet"]
    let parameters: Set<String> = [
        "filterByMemberChannelId", "hasAccessToLevel", "maxResults", "mode", "pageToken", "part",
    ]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let channelId = try MembershipsLevelsEndpoint.creatorChannel(query)
        let maxResults = try query.maxResults(in: 0...1000, default: 5)
        _ = try query.choice(
            "mode", ["listMembersModeUnknown", "updates", "all_current"], default: "all_current",
            unspecified: "listMembersModeUnknown")
        if let level = query.nonEmpty("hasAccessToLevel") {
            let levels = MembershipsLevelsEndpoint.levels.indices.map { Digest.etag(for: "level:\(channelId):\($0)") }
            guard levels.contains(level) else { throw APIError.invalidValue("hasAccessToLevel", level) }
        }
        return ListPage(
            kind: "youtube#memberListResponse", items: [],
            pageInfo: .init(totalResults: 0, resultsPerPage: maxResults))
    }
}
