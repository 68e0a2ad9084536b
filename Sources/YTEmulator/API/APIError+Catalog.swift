extension APIError {
    static func required(_ parameter: String) -> APIError {
        APIError(
            code: 400, "Required parameter: \(parameter)", domain: "global", reason: "required", parameter: parameter)
    }

    static func unknownPart(_ part: String) -> APIError {
        APIError(code: 400, "'\(part)'", domain: "youtube.part", reason: "unknownPart", parameter: "part")
    }

    static func invalidValue(_ parameter: String, _ value: String, _ detail: String = "") -> APIError {
        let message = "Invalid value '\(value)'." + (detail.isEmpty ? "" : " " + detail)
        return APIError(code: 400, message, domain: "youtube.parameter", reason: "invalidValue", parameter: parameter)
    }

    static func outOfRange(_ parameter: String, _ value: String, _ range: ClosedRange<Int>) -> APIError {
        invalidValue(parameter, value, "Values must be within the range: [\(range.lowerBound), \(range.upperBound)]")
    }

    static let invalidPageToken = APIError(
        code: 400, "The request specifies an invalid page token.", domain: "youtube.parameter",
        reason: "invalidPageToken", parameter: "pageToken")

    static func invalidFields(_ fields: String) -> APIError {
        APIError(
            code: 400, "Invalid field selection \(fields)", domain: "global", reason: "invalidParameter",
            parameter: "fields")
    }

    static func noFilter(_ expected: [String]) -> APIError {
        APIError(
            code: 400, "No filter selected. Expected one of: \(expected.joined(separator: ", "))",
            domain: "youtube.parameter", reason: "missingRequiredParameter")
    }

    static func incompatible(_ parameters: [String]) -> APIError {
        APIError(
            code: 400, "Incompatible parameters specified in the request: \(parameters.joined(separator: ", "))",
            domain: "youtube.parameter", reason: "incompatibleParameters")
    }

    static let invalidSearchFilter: APIError = {
        let filters = [
            "eventType", "videoCaption", "videoCategoryId", "videoDefinition", "videoDimension", "videoDuration",
            "videoEmbeddable", "videoLicense", "videoSyndicated", "videoType",
        ].map { "<code>\($0)</code>" }
        let message =
            "The request contains an invalid combination of search filters and/or restrictions. Note that you "
            + "must set the <code>type</code> parameter to <code>video</code> if you set a value for the "
            + filters.dropLast().joined(separator: ", ") + ", or " + filters.last! + " parameters."
        return APIError(code: 400, message, domain: "youtube.search", reason: "invalidSearchFilter")
    }()

    static let loginRequired = APIError(
        code: 401, message: "Login Required.",
        errors: [
            Item(
                message: "Login Required.", domain: "global", reason: "required", location: "Authorization",
                locationType: "header")
        ])

    static let videoChartNotFound = APIError(
        code: 400, "The requested video chart is not supported or is not available.", domain: "youtube.video",
        reason: "videoChartNotFound", parameter: "chart")

    static func commentThreadVideo(_ reason: String, _ tail: String, code: Int) -> APIError {
        let link = "<code><a href=\"/youtube/v3/docs/commentThreads/list#videoId\">videoId</a></code>"
        return APIError(
            code: code, "The video identified by the \(link) parameter \(tail)",
            domain: "youtube.commentThread", reason: reason, parameter: "videoId")
    }

    static let commentsDisabled = commentThreadVideo("commentsDisabled", "has disabled comments.", code: 403)
    static let videoNotFound = commentThreadVideo("videoNotFound", "could not be found.", code: 404)

    static let playlistNotFound = APIError(
        code: 404, "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
        domain: "youtube.playlistItem", reason: "playlistNotFound", parameter: "playlistId")

    static let channelNotFound = APIError(
        code: 404, "The channel identified with the request's <code>channelId</code> parameter cannot be found.",
        domain: "youtube.playlist", reason: "channelNotFound", parameter: "channelId")

    static let parentCommentNotFound = APIError(
        code: 404, "The comment identified by the <code>parentId</code> parameter could not be found.",
        domain: "youtube.comment", reason: "commentNotFound", parameter: "parentId")
}

extension APIError {
    /// A refusal of strict mode (`yt-emulator --strict`): Google would have answered, but the
    /// documentation calls the request unsupported. The message says so and names what.
    static func strict(_ reason: String, parameter: String?, _ detail: String) -> APIError {
        var error = APIError(
            code: 400, "yt-emulator strict mode: \(detail) Google accepts this request; the documentation does not "
                + "promise it will. Start the emulator without --strict to accept it.",
            domain: "youtube.parameter", reason: reason, parameter: parameter)
        error.isStrictRefusal = true
        return error
    }

    static let homeParameterDeprecated = APIError(
        code: 403,
        "The user's home page activity data is not available through this API.",
        domain: "youtube.activity", reason: "homeParameterDeprecated", parameter: "home")

    static let activityChannelNotFound = APIError(
        code: 404, "The channel identified by the <code>channelId</code> parameter cannot be found.",
        domain: "youtube.activity", reason: "channelNotFound", parameter: "channelId")
}
