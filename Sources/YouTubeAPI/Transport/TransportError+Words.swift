import Foundation

extension TransportError {
    /// What went wrong, in plain words for a person: libcurl's own sentence for a failed
    /// connection, how long a timeout waited. Progress lines, retry notes and errors say this,
    /// never the Swift value (`cannotConnect("…")`).
    public var words: String {
        switch self {
        case .cannotConnect(let detail): detail.isEmpty ? "cannot connect" : detail
        case .connectionLost(let detail): detail.isEmpty ? "the connection was lost" : detail
        case .tls(let detail): detail.isEmpty ? "the TLS handshake failed" : detail
        case .timedOut(let seconds): "no answer within \(Self.describe(seconds: seconds))"
        case .tooManyRedirects: "too many redirects"
        case .other(_, let message): message.isEmpty ? "the request failed" : message
        }
    }

    /// `1 second`, `30 seconds`, `2.5 seconds`, `0.001 seconds`: as few decimals as show the value
    /// (at most three, libcurl's milliseconds).
    static func describe(seconds: Double) -> String {
        guard seconds.isFinite, seconds < 1e9 else { return "\(seconds) seconds" }
        var number = String(format: "%.3f", seconds)
        while number.hasSuffix("0") { number.removeLast() }
        if number.hasSuffix(".") { number.removeLast() }
        return number + (number == "1" ? " second" : " seconds")
    }
}
