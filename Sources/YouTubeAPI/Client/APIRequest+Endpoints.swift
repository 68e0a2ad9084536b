/// The requests ytclone makes, one factory per use, each naming only the parts and fields it shows.
///
/// `fields` uses the partial-response syntax (`items(id,snippet/title)`), which trims the
/// response to what the renderers need and keeps every page small.
extension APIRequest {
    static func list(
        _ resource: String, parts: String, fields: String, _ parameters: [String: String?]
    ) -> APIRequest {
        var all = ["part": parts, "fields": fields]
        for case (let name, let value?) in parameters { all[name] = value }
        return APIRequest(resource: resource, parameters: all)
    }

    static func paging(_ fields: String) -> String {
        "nextPageToken,prevPageToken,pageInfo,items(\(fields))"
    }
}

enum Fields {
    static let thumbnail = "snippet/thumbnails/medium/url"
    static let video = [
        "id", "snippet/publishedAt", "snippet/channelId", "snippet/title", "snippet/description",
        "snippet/channelTitle", "snippet/tags", "snippet/categoryId", "snippet/liveBroadcastContent", thumbnail,
        "contentDetails/duration", "contentDetails/definition", "contentDetails/caption",
        "statistics/viewCount", "statistics/likeCount", "statistics/commentCount",
    ].joined(separator: ",")
    static let searchResult = [
        "id/kind", "id/videoId", "id/channelId", "id/playlistId", "snippet/publishedAt", "snippet/channelId",
        "snippet/title", "snippet/description", "snippet/channelTitle", "snippet/liveBroadcastContent", thumbnail,
    ].joined(separator: ",")
    static let channel = [
        "id", "snippet/title", "snippet/description", "snippet/customUrl", "snippet/publishedAt", "snippet/country",
        thumbnail, "contentDetails/relatedPlaylists/uploads", "statistics/viewCount", "statistics/subscriberCount",
        "statistics/hiddenSubscriberCount", "statistics/videoCount",
    ].joined(separator: ",")
    static let playlist = [
        "id", "snippet/publishedAt", "snippet/channelId", "snippet/title", "snippet/description",
        "snippet/channelTitle", thumbnail, "contentDetails/itemCount",
    ].joined(separator: ",")
    static let playlistItem = [
        "id", "snippet/publishedAt", "snippet/title", "snippet/channelTitle", "snippet/position",
        "snippet/videoOwnerChannelId", "snippet/videoOwnerChannelTitle", "contentDetails/videoId",
        "contentDetails/videoPublishedAt",
    ].joined(separator: ",")
    static let comment = [
        "id", "snippet/authorDisplayName", "snippet/authorChannelId/value", "snippet/textDisplay",
        "snippet/textOriginal", "snippet/likeCount", "snippet/publishedAt", "snippet/updatedAt", "snippet/parentId",
    ].joined(separator: ",")
    static let commentThread = (
        ["id", "snippet/videoId", "snippet/totalReplyCount", "snippet/canReply", "snippet/topLevelComment/id"]
            + comment.split(separator: ",").dropFirst().map { "snippet/topLevelComment/\($0)" }
    ).joined(separator: ",")
    static let category = "id,snippet/title,snippet/assignable"
}

extension APIRequest where Response == Wire.ListResponse<Wire.Video> {
    /// videos.list by id: up to 50 ids in one call.
    public static func videos(ids: [String]) -> APIRequest {
        .list("videos", parts: "snippet,contentDetails,statistics", fields: "items(\(Fields.video))",
              ["id": ids.joined(separator: ",")])
    }

    /// videos.list with `chart=mostPopular`: the trending chart of a region, optionally of one category.
    public static func mostPopular(
        regionCode: String? = nil, categoryId: String? = nil, maxResults: Int = 50, pageToken: String? = nil
    ) -> APIRequest {
        .list("videos", parts: "snippet,contentDetails,statistics", fields: paging(Fields.video), [
            "chart": "mostPopular", "regionCode": regionCode, "videoCategoryId": categoryId,
            "maxResults": String(maxResults), "pageToken": pageToken,
        ])
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.SearchResult> {
    /// search.list with the given filters (100 quota units per call).
    public static func search(_ query: SearchQuery, maxResults: Int = 50, pageToken: String? = nil) -> APIRequest {
        .list("search", parts: "snippet", fields: paging(Fields.searchResult),
              query.parameters.merging(["maxResults": String(maxResults), "pageToken": pageToken]) { $1 })
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.Channel> {
    /// channels.list by channel id (`UC…`).
    public static func channels(ids: [String]) -> APIRequest {
        .list("channels", parts: "snippet,contentDetails,statistics", fields: "items(\(Fields.channel))",
              ["id": ids.joined(separator: ",")])
    }

    /// channels.list by up to 50 ids, only what tells whether a channel uploaded something new:
    /// its video count and its uploads playlist.
    public static func channelUploads(ids: [String]) -> APIRequest {
        .list("channels", parts: "contentDetails,statistics",
              fields: "items(id,contentDetails/relatedPlaylists/uploads,statistics/videoCount)",
              ["id": ids.joined(separator: ",")])
    }

    /// channels.list by `@handle` (with or without the `@`).
    public static func channel(handle: String) -> APIRequest {
        .list("channels", parts: "snippet,contentDetails,statistics", fields: "items(\(Fields.channel))",
              ["forHandle": handle])
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.Playlist> {
    /// playlists.list of one channel.
    public static func playlists(channelId: String, maxResults: Int = 50, pageToken: String? = nil) -> APIRequest {
        .list("playlists", parts: "snippet,contentDetails", fields: paging(Fields.playlist),
              ["channelId": channelId, "maxResults": String(maxResults), "pageToken": pageToken])
    }

    /// playlists.list by playlist id.
    public static func playlists(ids: [String]) -> APIRequest {
        .list("playlists", parts: "snippet,contentDetails", fields: "items(\(Fields.playlist))",
              ["id": ids.joined(separator: ",")])
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.PlaylistItem> {
    /// playlistItems.list: the videos of a playlist, such as a channel's uploads (`UU…`).
    public static func playlistItems(playlistId: String, maxResults: Int = 50, pageToken: String? = nil) -> APIRequest {
        .list("playlistItems", parts: "snippet,contentDetails", fields: paging(Fields.playlistItem),
              ["playlistId": playlistId, "maxResults": String(maxResults), "pageToken": pageToken])
    }

    /// playlistItems.list of a channel's uploads playlist, only each video's id and publication
    /// time: all a subscriptions refresh needs, a fraction of the bytes to send and decode.
    public static func uploads(playlistId: String, maxResults: Int = 50) -> APIRequest {
        .list("playlistItems", parts: "contentDetails",
              fields: "items(contentDetails/videoId,contentDetails/videoPublishedAt)",
              ["playlistId": playlistId, "maxResults": String(maxResults)])
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.CommentThread> {
    /// commentThreads.list of a video; `order` is `time` or `relevance`.
    public static func commentThreads(
        videoId: String, order: String? = nil, searchTerms: String? = nil, maxResults: Int = 100,
        pageToken: String? = nil
    ) -> APIRequest {
        .list("commentThreads", parts: "snippet", fields: paging(Fields.commentThread), [
            "videoId": videoId, "order": order, "searchTerms": searchTerms, "textFormat": "plainText",
            "maxResults": String(maxResults), "pageToken": pageToken,
        ])
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.Comment> {
    /// comments.list: the replies to one comment thread.
    public static func comments(parentId: String, maxResults: Int = 100, pageToken: String? = nil) -> APIRequest {
        .list("comments", parts: "snippet", fields: paging(Fields.comment), [
            "parentId": parentId, "textFormat": "plainText", "maxResults": String(maxResults), "pageToken": pageToken,
        ])
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.VideoCategory> {
    /// videoCategories.list of a region (`US` when none is given).
    public static func videoCategories(regionCode: String) -> APIRequest {
        .list("videoCategories", parts: "snippet", fields: "items(\(Fields.category))", ["regionCode": regionCode])
    }
}
