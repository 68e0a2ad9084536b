/// The filters of a search.list call, named as the API names them.
public struct SearchQuery: Sendable, Hashable {
    public var q: String?
    /// `video`, `channel` or `playlist`.
    public var type: String?
    /// `date`, `rating`, `relevance`, `title`, `videoCount` or `viewCount`.
    public var order: String?
    /// `short`, `medium` or `long` (needs `type=video`).
    public var videoDuration: String?
    /// RFC 3339 timestamps.
    public var publishedAfter: String?
    public var publishedBefore: String?
    public var channelId: String?
    public var regionCode: String?
    /// `none`, `moderate` or `strict`.
    public var safeSearch: String?
    /// `closedCaption` or `none` (needs `type=video`).
    public var videoCaption: String?
    /// `high` or `standard` (needs `type=video`).
    public var videoDefinition: String?

    public init(q: String? = nil, type: String? = nil) {
        self.q = q
        self.type = type
    }

    var parameters: [String: String?] {
        [
            "q": q, "type": type, "order": order, "videoDuration": videoDuration,
            "publishedAfter": publishedAfter, "publishedBefore": publishedBefore, "channelId": channelId,
            "regionCode": regionCode, "safeSearch": safeSearch, "videoCaption": videoCaption,
            "videoDefinition": videoDefinition,
        ]
    }
}
