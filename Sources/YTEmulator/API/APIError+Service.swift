extension APIError {
    static let missingKey = APIError(
        code: 403, "The request is missing a valid API key.", domain: "global", reason: "forbidden")

    static let invalidKey = APIError(
        code: 400, message: "API key not valid. Please pass a valid API key.",
        errors: [
            Item(message: "API key not valid. Please pass a valid API key.", domain: "global", reason: "badRequest")
        ],
        details: [
            [
                "@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID",
                "domain": "googleapis.com",
                "metadata": ["service": "youtube.googleapis.com"],
            ],
            [
                "@type": "type.googleapis.com/google.rpc.LocalizedMessage", "locale": "en-US",
                "message": "API key not valid. Please pass a valid API key.",
            ],
        ])

    static let quotaExceeded = APIError(
        code: 403,
        "The request cannot be completed because you have exceeded your <a href=\"/youtube/v3/getting-started#quota\">quota</a>.",
        domain: "youtube.quota", reason: "quotaExceeded")

    static let internalFailure = APIError(
        code: 500, "Internal error encountered.", domain: "global", reason: "backendError")

    static let unavailable = APIError(
        code: 503, "The service is currently unavailable.", domain: "global", reason: "backendError")

    static let rateLimited = APIError(
        code: 429, "Resource has been exhausted (e.g. check quota).", domain: "global", reason: "rateLimitExceeded")

    static func notFound(_ path: String) -> APIError {
        APIError(code: 404, "Method not found: \(path)", domain: "global", reason: "notFound")
    }

    static func methodNotAllowed(_ method: String) -> APIError {
        APIError(
            code: 405, "HTTP method \(method) is not supported by this emulator.", domain: "global",
            reason: "httpMethodNotAllowed")
    }
}
