import Foundation

extension GoogleError {
    /// Reads Google's JSON error envelope, in its old or new shape.
    ///
    /// The old shape has `code`, `message` and `errors[]`; the new one adds `status` and
    /// `details[]` (`google.rpc.ErrorInfo` carries a `reason` such as `SERVICE_DISABLED`). The
    /// reason comes from `errors[0].reason`, else an ErrorInfo `reason`, else `status`, except that
    /// the key problems are recognised by their message or ErrorInfo whatever the reason says: a
    /// current invalid key arrives as a plain `badRequest`.
    ///
    /// ```swift
    /// if let error = GoogleError(status: response.status, body: response.body) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - status: The HTTP status code of the response.
    ///   - body: The response body.
    ///   - retryAfter: The `Retry-After` header in seconds, if the response had one.
    /// - Returns: `nil` when the body is not an error envelope.
    public init?(status: Int, body: Data, retryAfter: Double? = nil) {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: body) else { return nil }
        let error = envelope.error
        let first = error.errors?.first
        let errorInfoReasons = (error.details ?? [])
            .filter { $0.type?.hasSuffix("google.rpc.ErrorInfo") ?? false }
            .compactMap { Envelope.text($0.reason) }
        guard error.code != nil || error.message != nil || error.status != nil || first != nil else {
            return nil
        }
        let rawReason = Envelope.text(first?.reason) ?? errorInfoReasons.first ?? Envelope.text(error.status)
        // The top-level message is the one Google keeps current; errors[0] repeats it or is vaguer.
        let rawMessage = Envelope.text(error.message) ?? Envelope.text(first?.message)
        let message = rawMessage.map { HTMLText.plainText(fromHTML: $0) }
        self.init(
            status: status,
            reason: Self.reason(raw: rawReason, message: message ?? "", errorInfoReasons: errorInfoReasons),
            rawReason: rawReason,
            domain: Envelope.text(first?.domain),
            message: message ?? rawReason ?? "HTTP \(status)",
            location: Envelope.text(first?.location),
            retryAfter: retryAfter
        )
    }

    private static func reason(raw: String?, message: String, errorInfoReasons: [String]) -> Reason {
        if message.range(of: "missing a valid API key", options: .caseInsensitive) != nil {
            return .keyMissing
        }
        if message.range(of: "API key not valid", options: .caseInsensitive) != nil
            || errorInfoReasons.contains("API_KEY_INVALID")
        {
            return .keyInvalid
        }
        guard let raw else { return .other("") }
        return knownReasons[raw] ?? .other(raw)
    }

    /// Reason strings from `errors[].reason`, ErrorInfo and `status` that a client acts on.
    private static let knownReasons: [String: Reason] = [
        "quotaExceeded": .quotaExceeded,
        "dailyLimitExceeded": .quotaExceeded,
        "rateLimitExceeded": .rateLimitExceeded,
        "userRateLimitExceeded": .rateLimitExceeded,
        "RATE_LIMIT_EXCEEDED": .rateLimitExceeded,
        "keyInvalid": .keyInvalid,
        "keyExpired": .keyInvalid,
        "API_KEY_INVALID": .keyInvalid,
        "API_KEY_EXPIRED": .keyInvalid,
        // The legacy answer to a request with no key at all.
        "dailyLimitExceededUnreg": .keyMissing,
        "accessNotConfigured": .accessNotConfigured,
        "SERVICE_DISABLED": .accessNotConfigured,
        "forbidden": .forbidden,
        "PERMISSION_DENIED": .forbidden,
        "commentsDisabled": .commentsDisabled,
        "videoChartNotFound": .chartNotFound,
        "videoNotFound": .videoNotFound,
        "channelNotFound": .channelNotFound,
        "playlistNotFound": .playlistNotFound,
        "commentNotFound": .commentNotFound,
        "notFound": .notFound,
        "NOT_FOUND": .notFound,
        "invalidPageToken": .invalidPageToken,
        "invalidValue": .invalidValue,
        "invalidParameter": .invalidValue,
        "badRequest": .badRequest,
        "INVALID_ARGUMENT": .badRequest,
        "backendError": .backendError,
        "internalError": .backendError,
        "INTERNAL": .backendError,
        "UNAVAILABLE": .backendError,
    ]
}

/// `{"error": {…}}`; an OAuth-style `{"error": "invalid_grant"}` fails to decode and is not an envelope.
private struct Envelope: Decodable {
    let error: Body

    struct Body: Decodable {
        let code: Int?
        let message: String?
        let status: String?
        let errors: [Item]?
        let details: [Detail]?
    }

    struct Item: Decodable {
        let message: String?
        let domain: String?
        let reason: String?
        let location: String?
    }

    struct Detail: Decodable {
        let type: String?
        let reason: String?

        private enum CodingKeys: String, CodingKey {
            case type = "@type"
            case reason
        }
    }

    /// `text`, or `nil` when it is absent or empty, so that `""` never hides a fallback.
    static func text(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
