import Foundation

/// The requests that act for the Google user signed in: writes, and the reads of what is theirs
/// (`mine=true`, `myRating`). Each is `personal`: it carries their access token, never the key,
/// and is never cached. Bodies are the JSON Google documents for each method.
extension APIRequest {
    static func write(
        _ resource: String, verb: String, httpMethod: String, parameters: [String: String], body: [String: Any]? = nil,
        idempotent: Bool? = nil
    ) -> APIRequest {
        let data = body.flatMap { try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }
        return APIRequest(resource: resource, parameters: parameters, verb: verb, httpMethod: httpMethod, body: data,
                          personal: true, idempotent: idempotent)
    }

    static func personalList(
        _ resource: String, parts: String, fields: String, _ parameters: [String: String?]
    ) -> APIRequest {
        var request = list(resource, parts: parts, fields: fields, parameters)
        request.personal = true
        return request
    }
}

extension APIRequest where Response == Wire.CommentThread {
    /// commentThreads.insert: a top-level comment on a video (50 units).
    public static func insertComment(videoId: String, text: String) -> APIRequest {
        .write("commentThreads", verb: "insert", httpMethod: "POST", parameters: ["part": "snippet"], body: [
            "snippet": ["videoId": videoId, "topLevelComment": ["snippet": ["textOriginal": text]]],
        ])
    }
}

extension APIRequest where Response == Wire.Comment {
    /// comments.insert: a reply to the thread whose top-level comment is `parentId` (50 units).
    public static func insertReply(parentId: String, text: String) -> APIRequest {
        .write("comments", verb: "insert", httpMethod: "POST", parameters: ["part": "snippet"],
               body: ["snippet": ["parentId": parentId, "textOriginal": text]])
    }

    /// comments.update: the new text of one of the user's comments (50 units).
    public static func updateComment(id: String, text: String) -> APIRequest {
        .write("comments", verb: "update", httpMethod: "PUT", parameters: ["part": "snippet"],
               body: ["id": id, "snippet": ["textOriginal": text]])
    }
}

extension APIRequest where Response == Wire.Empty {
    /// comments.delete (50 units).
    public static func deleteComment(id: String) -> APIRequest {
        .write("comments", verb: "delete", httpMethod: "DELETE", parameters: ["id": id])
    }

    /// videos.rate: `like`, `dislike` or `none` (50 units); rating twice counts once.
    public static func rate(videoId: String, rating: String) -> APIRequest {
        .write("videos", verb: "rate", httpMethod: "POST", parameters: ["id": videoId, "rating": rating],
               idempotent: true)
    }

    /// subscriptions.delete by the subscription's id (50 units).
    public static func deleteSubscription(id: String) -> APIRequest {
        .write("subscriptions", verb: "delete", httpMethod: "DELETE", parameters: ["id": id])
    }

    /// playlists.delete (50 units).
    public static func deletePlaylist(id: String) -> APIRequest {
        .write("playlists", verb: "delete", httpMethod: "DELETE", parameters: ["id": id])
    }

    /// playlistItems.delete by the item's id (50 units).
    public static func deletePlaylistItem(id: String) -> APIRequest {
        .write("playlistItems", verb: "delete", httpMethod: "DELETE", parameters: ["id": id])
    }
}

extension APIRequest where Response == Wire.RatingList {
    /// videos.getRating: the user's rating of up to 50 videos (1 unit).
    public static func ratings(videoIds: [String]) -> APIRequest {
        var request = APIRequest(resource: "videos", parameters: ["id": videoIds.joined(separator: ",")],
                                 verb: "getRating", personal: true)
        request.parameters["fields"] = "items(videoId,rating)"
        return request
    }
}

extension APIRequest where Response == Wire.Subscription {
    /// subscriptions.insert: subscribes the user to a channel (50 units). Sent again after a lost
    /// answer: a second one is `subscriptionDuplicate`, which the caller takes as done.
    public static func subscribe(channelId: String) -> APIRequest {
        .write("subscriptions", verb: "insert", httpMethod: "POST", parameters: ["part": "snippet"], body: [
            "snippet": ["resourceId": ["kind": "youtube#channel", "channelId": channelId]],
        ], idempotent: true)
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.Subscription> {
    /// subscriptions.list `mine=true`, alphabetical; with `channelId`, only the subscription to it.
    public static func mySubscriptions(
        forChannelId channelId: String? = nil, maxResults: Int = 50, pageToken: String? = nil
    ) -> APIRequest {
        .personalList("subscriptions", parts: "snippet", fields: paging("id,snippet(publishedAt,title,description,resourceId/channelId,thumbnails/medium/url)"), [
            "mine": "true", "forChannelId": channelId, "order": "alphabetical", "maxResults": String(maxResults),
            "pageToken": pageToken,
        ])
    }
}

extension APIRequest where Response == Wire.Playlist {
    /// playlists.insert: a new playlist, `private`, `unlisted` or `public` (50 units).
    public static func createPlaylist(title: String, description: String?, privacy: String) -> APIRequest {
        .write("playlists", verb: "insert", httpMethod: "POST", parameters: ["part": "snippet,status"], body: [
            "snippet": ["title": title, "description": description ?? ""], "status": ["privacyStatus": privacy],
        ])
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.Playlist> {
    /// playlists.list `mine=true`: the user's playlists, private ones included.
    public static func myPlaylists(maxResults: Int = 50, pageToken: String? = nil) -> APIRequest {
        .personalList("playlists", parts: "snippet,contentDetails", fields: paging(Fields.playlist),
                      ["mine": "true", "maxResults": String(maxResults), "pageToken": pageToken])
    }
}

extension APIRequest where Response == Wire.PlaylistItem {
    /// playlistItems.insert: `videoId` at the end of the playlist (50 units).
    public static func addToPlaylist(playlistId: String, videoId: String) -> APIRequest {
        .write("playlistItems", verb: "insert", httpMethod: "POST", parameters: ["part": "snippet"], body: [
            "snippet": ["playlistId": playlistId, "resourceId": ["kind": "youtube#video", "videoId": videoId]],
        ])
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.PlaylistItem> {
    /// playlistItems.list with the user's token, which a private playlist of theirs needs.
    public static func myPlaylistItems(playlistId: String, maxResults: Int = 50, pageToken: String? = nil) -> APIRequest {
        var request = playlistItems(playlistId: playlistId, maxResults: maxResults, pageToken: pageToken)
        request.personal = true
        return request
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.Video> {
    /// videos.list `myRating=like` (or `dislike`): the videos the user rated so, newest rating first.
    public static func rated(_ rating: String = "like", maxResults: Int = 50, pageToken: String? = nil) -> APIRequest {
        .personalList("videos", parts: "snippet,contentDetails,statistics", fields: paging(Fields.video),
                      ["myRating": rating, "maxResults": String(maxResults), "pageToken": pageToken])
    }
}

extension APIRequest where Response == Wire.ListResponse<Wire.Channel> {
    /// channels.list `mine=true`: the user's own channel (none for an account without one).
    public static func myChannel() -> APIRequest {
        .personalList("channels", parts: "snippet,contentDetails,statistics", fields: "items(\(Fields.channel))",
                      ["mine": "true"])
    }
}
