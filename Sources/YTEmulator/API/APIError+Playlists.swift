/// The refusals of `playlists.insert|update|delete` and `playlistItems.insert|update|delete`,
/// with the reasons their reference pages' Errors tables list.
extension APIError {
    static let playlistTitleRequired = APIError(
        code: 400, "The request must specify a playlist title.", domain: "youtube.playlist",
        reason: "playlistTitleRequired", parameter: "snippet.title")

    static let invalidPlaylistSnippet = APIError(
        code: 400, "The request provides an invalid playlist snippet.", domain: "youtube.playlist",
        reason: "invalidPlaylistSnippet", parameter: "snippet")

    /// Someone else's playlist, to update or delete.
    static let playlistForbidden = APIError(
        code: 403, "The playlist does not belong to the caller, so it cannot be changed.",
        domain: "youtube.playlist", reason: "playlistForbidden")

    /// A playlist that `playlists.update|delete` names by `id` and that does not exist.
    static let playlistIdNotFound = APIError(
        code: 404, "The playlist identified with the request's <code>id</code> parameter cannot be found.",
        domain: "youtube.playlist", reason: "playlistNotFound", parameter: "id")

    /// An account without a channel cannot own a playlist.
    static let playlistIneligibleAccount = APIError(
        code: 403,
        "The YouTube account used to authorize the API request must be merged with the user's "
            + "Google account to create a playlist.",
        domain: "youtube.playlist", reason: "ineligibleAccount")

    static let playlistIdRequired = APIError(
        code: 400, "The insert request did not specify a <code>playlistId</code>.", domain: "youtube.playlistItem",
        reason: "playlistIdRequired", parameter: "snippet.playlistId")

    static let playlistItemsNotAccessible = APIError(
        code: 403, "The request is not properly authorized to insert the specified playlist item.",
        domain: "youtube.playlistItem", reason: "playlistItemsNotAccessible")

    /// The uploads playlist (`UU…`), which only uploads fill.
    static let playlistOperationUnsupported = APIError(
        code: 400,
        "The API does not support the ability to change the items of the specified playlist. For example, "
            + "you can't add a video to or remove one from your uploaded videos playlist.",
        domain: "youtube.playlistItem", reason: "playlistOperationUnsupported")

    static let playlistItemVideoNotFound = APIError(
        code: 404,
        "The video that you are trying to add to the playlist cannot be found. Check the value of the "
            + "<code>videoId</code> property to ensure that it is correct.",
        domain: "youtube.playlistItem", reason: "videoNotFound", parameter: "snippet.resourceId.videoId")

    static let resourceIdRequired = APIError(
        code: 400,
        "The request must contain a resource in which the <code>kind</code> and <code>videoId</code> "
            + "are specified.", domain: "youtube.playlistItem", reason: "videoNotFound",
        parameter: "snippet.resourceId")

    static let invalidPlaylistItemPosition = APIError(
        code: 400,
        "The request attempts to set the playlist item's position to an invalid or unsupported value. "
            + "Check the value of the <code>position</code> property in the resource's <code>snippet</code>.",
        domain: "youtube.playlistItem", reason: "invalidPlaylistItemPosition", parameter: "snippet.position")

    static let playlistItemNotFound = APIError(
        code: 404, "The playlist item identified with the request's <code>id</code> property cannot be found.",
        domain: "youtube.playlistItem", reason: "playlistItemNotFound", parameter: "id")
}
