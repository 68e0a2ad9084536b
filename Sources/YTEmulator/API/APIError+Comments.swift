/// The refusals of the comment write methods, in the words of their reference pages' Errors
/// tables (`commentThreads.insert`, `comments.insert|update|delete|setModerationStatus`).
extension APIError {
    static func commentTextRequired(_ path: String, resource: String) -> APIError {
        APIError(
            code: 400,
            "The <code>comment</code> resource that is being inserted must specify a value for the "
                + "<code>\(path)</code> property. Comments cannot be empty.",
            domain: "youtube.\(resource)", reason: "commentTextRequired", parameter: path)
    }

    static func commentTextTooLong(_ path: String, resource: String) -> APIError {
        APIError(
            code: 400,
            "The <code>comment</code> resource that is being inserted or updated contains too many characters in "
                + "the <code>\(path)</code> property.",
            domain: "youtube.\(resource)", reason: "commentTextTooLong", parameter: path)
    }

    static let channelOrVideoIdMissing = APIError(
        code: 400,
        "Each comment thread must be linked to a video. Make sure that the resource specifies values for both the "
            + "<code>snippet.channelId</code> and <code>snippet.videoId</code> properties.",
        domain: "youtube.commentThread", reason: "channelOrVideoIdMissing", parameter: "snippet.videoId")

    static let parentIdMissing = APIError(
        code: 400,
        "The comment that is being inserted must be linked to a parent comment. However, the <code>comment</code> "
            + "resource in the body of the API request did not specify a value for the "
            + "<code>snippet.parentId</code> property.",
        domain: "youtube.comment", reason: "parentIdMissing", parameter: "snippet.parentId")

    static let replyNotSupported = APIError(
        code: 400,
        "The API user is not able to insert a comment in reply to the top-level comment identified by the "
            + "<code>snippet.parentId</code> property. In a <code>commentThread</code> resource, the "
            + "<code>snippet.canReply</code> property indicates whether the current viewer can reply to the thread.",
        domain: "youtube.comment", reason: "operationNotSupported", parameter: "snippet.parentId")

    static func ineligibleAccount(resource: String) -> APIError {
        APIError(
            code: 403,
            "The YouTube account used to authorize the API request must be merged with the user's Google account "
                + "to insert a comment or comment thread.",
            domain: "youtube.\(resource)", reason: "ineligibleAccount")
    }

    /// `forbidden` for a comment the caller may not change; `action` is `updated` or `deleted`.
    static func commentForbidden(_ action: String) -> APIError {
        APIError(
            code: 403,
            "The comment could not be \(action) due to insufficient permissions. The request might not be properly "
                + "authorized.",
            domain: "youtube.comment", reason: "forbidden")
    }

    static let moderationForbidden = APIError(
        code: 403,
        "The moderation status of one or more comments cannot be set due to insufficient permissions. The request "
            + "might not be properly authorized.",
        domain: "youtube.comment", reason: "forbidden")

    /// `commentNotFound` for `comments.update`, whose body's `id` names the comment.
    static let commentNotFoundInBody = APIError(
        code: 404,
        "The specified comment could not be found. Check the value of the <code>id</code> property in the request "
            + "body to ensure that it is correct.",
        domain: "youtube.comment", reason: "commentNotFound", parameter: "id")

    /// `commentNotFound` for `comments.delete`.
    static let commentNotFound = APIError(
        code: 404,
        "The specified comment could not be found. Check the value of the request's <code>id</code> parameter to "
            + "ensure that it is correct.",
        domain: "youtube.comment", reason: "commentNotFound", parameter: "id")

    /// `commentNotFound` for `comments.setModerationStatus`, which names several.
    static let moderatedCommentNotFound = APIError(
        code: 404,
        "One or more of the comments that the request is trying to update cannot be found. Check the values of the "
            + "request's <code>id</code> parameter to ensure that they are correct.",
        domain: "youtube.comment", reason: "commentNotFound", parameter: "id")

    static let banWithoutReject = APIError(
        code: 400,
        "The <code>banAuthor</code> parameter can only be used if the <code>moderationStatus</code> parameter value "
            + "is <code>rejected</code>.",
        domain: "youtube.comment", reason: "banWithoutReject", parameter: "banAuthor")

    /// Listing held or rejected comments is for the owner of the channel or video.
    static let moderationListForbidden = APIError(
        code: 403,
        "The comment threads could not be retrieved due to insufficient permissions. The request might not be "
            + "properly authorized.",
        domain: "youtube.commentThread", reason: "forbidden", parameter: "moderationStatus")
}
