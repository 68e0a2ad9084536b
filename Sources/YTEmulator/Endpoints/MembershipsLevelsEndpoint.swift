/// `membershipsLevels.list`: the membership levels of the token user's channel. Only a
/// channel's owner may ask (with the `youtube.channel-memberships.creator` scope, which the
/// scope check enforces); every emulated channel offers the same two levels.
struct MembershipsLevelsEndpoint: Endpoint {
    let resource = "membershipsLevels"
    let knownParts: Set<String> = ["id", "snippet"]
    let parameters: Set<String> = ["part"]

    static let levels = ["Member", "Super member"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let channelId = try Self.creatorChannel(query)
        let items: [JSONValue] = Self.levels.enumerated().map { position, name in
            let id = Digest.etag(for: "level:\(channelId):\(position)")
            return [
                "kind": "youtube#membershipsLevel",
                "etag": .string(Digest.etag(for: "levelEtag:" + id)),
                "id": .string(id),
                "snippet": parts.contains("snippet")
                    ? ["creatorChannelId": .string(channelId), "levelDetails": ["displayName": .string(name)]] : nil,
            ]
        }
        return ListPage(kind: "youtube#membershipsLevelListResponse", items: items)
    }

    /// The channel of the caller, who must be signed in and own one.
    static func creatorChannel(_ query: QueryParameters) throws -> String {
        guard let caller = query.caller else { throw APIError.loginRequired }
        guard let channelId = caller.user.channelId else { throw APIError.membershipsNotEnabled }
        return channelId
    }
}

extension APIError {
    /// members.list or membershipsLevels.list from an account whose channel has no memberships
    /// (here: an account without a channel).
    static let membershipsNotEnabled = APIError(
        code: 403, "The creator channel authorizing the request does not have channel memberships enabled.",
        domain: "youtube.membership", reason: "channelMembershipsNotEnabled")
}
