/// The refusals of methods whose data the emulator does not keep (``UnservedMethods``), in the
/// wording of each method's reference page.
extension APIError {
    /// The generic refusal of a method the caller's account may not use.
    static func forbidden(_ method: APIMethod) -> APIError {
        APIError(
            code: 403, "The request is not properly authorized to call \(method.id).", domain: "youtube.common",
            reason: "forbidden")
    }

    /// A change the owner may make on YouTube but the emulator cannot: its catalog is generated.
    static func catalogReadOnly(_ method: APIMethod) -> APIError {
        APIError(
            code: 403, "The emulator's catalog cannot be changed by \(method.id).", domain: "youtube.common",
            reason: "forbidden")
    }

    static func liveStreamingNotEnabled(_ resource: String) -> APIError {
        APIError(
            code: 403, "The user that authorized the request is not enabled to stream live video on YouTube.",
            domain: "youtube.\(resource)", reason: "liveStreamingNotEnabled")
    }

    static let liveBroadcastNotFound = APIError(
        code: 404, "Broadcast not found", domain: "youtube.liveBroadcast", reason: "liveBroadcastNotFound",
        parameter: "id")

    static let liveStreamNotFound = APIError(
        code: 404, "Stream not found", domain: "youtube.liveStream", reason: "liveStreamNotFound", parameter: "id")

    static let liveChatNotFound = APIError(
        code: 404, "The live chat that you are trying to retrieve cannot be found. Check the value of the "
            + "request's <code>liveChatId</code> parameter to ensure that it is correct.",
        domain: "youtube.liveChat", reason: "liveChatNotFound", parameter: "liveChatId")

    static func mediaBodyRequired(_ what: String) -> APIError {
        APIError(code: 400, "The request does not include the \(what).", domain: "youtube.api", reason: "mediaBodyRequired")
    }

    static let uploadLimitExceeded = APIError(
        code: 400, "The user has exceeded the number of videos they may upload.", domain: "youtube.video",
        reason: "uploadLimitExceeded")

    static let ownedVideoNotFound = APIError(
        code: 404, "The video that you are trying to act on cannot be found.", domain: "youtube.video",
        reason: "videoNotFound", parameter: "videoId")

    static let captionNotFound = APIError(
        code: 404, "The caption track could not be found.", domain: "youtube.caption", reason: "captionNotFound",
        parameter: "id")

    static let invalidAbuseReason = APIError(
        code: 400, "The request contained an unexpected value for the <code>reason_id</code> field, or a "
            + "combination of the <code>reason_id</code> and <code>secondary_reason_id</code> fields.",
        domain: "youtube.video", reason: "invalidAbuseReason")
}
