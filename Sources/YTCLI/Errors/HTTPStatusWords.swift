/// An HTTP status in words (`HTTP 502 Bad Gateway`), and whether a body is a web page.
enum HTTPStatusWords {
    /// `HTTP 502 Bad Gateway`; the number alone for a status without a common name.
    static func describe(_ status: Int) -> String {
        "HTTP \(status)" + (phrases[status].map { " " + $0 } ?? "")
    }

    /// Whether `body` is HTML or XML rather than words: it starts, after blanks, with a tag.
    static func isMarkup(_ body: String) -> Bool {
        let start = body.drop { $0.isWhitespace }
        guard start.first == "<", let next = start.dropFirst().first else { return false }
        return next.isLetter || next == "!" || next == "?"
    }

    private static let phrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        408: "Request Timeout", 410: "Gone", 413: "Content Too Large", 414: "URI Too Long", 429: "Too Many Requests",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
        504: "Gateway Timeout",
    ]
}
