import Foundation

/// A failure the server can inject in front of the API (never in front of `/emulator/*`).
enum FaultKind: String, CaseIterable, Sendable, Decodable {
    case internalError = "500"
    case unavailable = "503"
    case tooManyRequests = "429"
    /// Close the connection without any response (RST).
    case reset
    /// Promise more bytes in `Content-Length` than are sent, then close.
    case truncated
    /// 200 with a body that is not valid JSON.
    case malformed
    /// Wait `--slow-ms`, then answer normally.
    case slow
    /// 403 `quotaExceeded`, whatever the ledger says.
    case quota

    /// Kinds used by `--fail-first`/`--fail-rate` when `--fault` is not given.
    static let defaultCycle: [FaultKind] = [.unavailable, .internalError, .tooManyRequests]

    /// Parses `500,reset,quota`.
    static func parseList(_ text: String) -> [FaultKind]? {
        let kinds = text.split(separator: ",").map { FaultKind(rawValue: $0.trimmingCharacters(in: .whitespaces)) }
        guard !kinds.isEmpty, kinds.allSatisfy({ $0 != nil }) else { return nil }
        return kinds.compactMap { $0 }
    }
}
