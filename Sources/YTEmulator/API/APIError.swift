/// A failed API call as Google reports it: HTTP status plus the JSON error envelope.
///
/// Each case-like factory carries the exact wording observed from the real API (see NOTES.md
/// §2); messages may contain HTML, which ``JSONWriter`` escapes as `\u003c`/`\u003e`.
struct APIError: Error, Sendable {
    struct Item: Sendable {
        let message: String
        let domain: String
        let reason: String
        var location: String?
        var locationType: String?
    }

    let code: Int
    let message: String
    let errors: [Item]
    var details: [JSONValue] = []
    /// Set on refusals of strict mode, which Google itself would have answered.
    var isStrictRefusal = false
    /// Header fields sent with the error (`WWW-Authenticate` for a refused token).
    var headers: [(name: String, value: String)] = []

    init(code: Int, message: String, errors: [Item], details: [JSONValue] = []) {
        self.code = code
        self.message = message
        self.errors = errors
        self.details = details
    }

    /// One error item whose message is also the top-level message.
    init(code: Int, _ message: String, domain: String, reason: String, parameter: String? = nil) {
        self.init(
            code: code, message: message,
            errors: [
                Item(
                    message: message, domain: domain, reason: reason, location: parameter,
                    locationType: parameter.map { _ in "parameter" })
            ])
    }

    /// Google's canonical status name for an HTTP status.
    var status: String {
        switch code {
        case 400: "INVALID_ARGUMENT"
        case 401: "UNAUTHENTICATED"
        case 403: "PERMISSION_DENIED"
        case 404: "NOT_FOUND"
        case 405: "METHOD_NOT_ALLOWED"
        case 429: "RESOURCE_EXHAUSTED"
        case 503: "UNAVAILABLE"
        default: "INTERNAL"
        }
    }

    var reason: String { errors.first?.reason ?? status }

    var envelope: JSONValue {
        let items: [JSONValue] = errors.map { item in
            [
                "message": .string(item.message), "domain": .string(item.domain), "reason": .string(item.reason),
                "location": item.location.map(JSONValue.string),
                "locationType": item.locationType.map(JSONValue.string),
            ]
        }
        let body: JSONValue = [
            "code": .int(code), "message": .string(message), "errors": .array(items), "status": .string(status),
            "details": details.isEmpty ? nil : .array(details),
        ]
        return ["error": body]
    }
}
