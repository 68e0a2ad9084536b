import Foundation

/// A reader of untrusted bytes that the fuzzer drives, and the checks it makes on what comes out.
///
/// Every target takes any bytes at all: it must neither crash nor break the invariants it checks
/// (``FuzzReport/violations``). `ytclone-fuzz` feeds it libFuzzer's inputs or replays files, and
/// the PropertyTests replay `Tests/PropertyTests/FuzzRegressions/<target>/` through the same call.
///
/// ```swift
/// let report = FuzzTarget.wire.run(body)
/// precondition(report.violations.isEmpty, report.violations.joined(separator: "\n"))
/// ```
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Every `*.list` response type the client decodes, mapped on to the YTCore models.
    case wire
    /// Google's JSON error envelope.
    case googleError = "google-error"
    /// The HTML tag stripping and character-reference decoding of search text and comments.
    case html
    /// A subscriptions import file: Takeout CSV or OPML.
    case subscriptions
    /// Text a stranger wrote: terminal sanitising and truncation, #tags and @mentions, pasted ids.
    case text
    /// A thumbnail or avatar off the network: JPEG and PNG decoding, then drawing.
    case image
    /// A channel's Atom feed (`feed --subscriptions`' route for no quota).
    case feed

    /// Feeds `data` to the target's readers and checks what they return.
    ///
    /// - Parameter data: Any bytes.
    /// - Returns: How many readers accepted the bytes, and the invariants that did not hold.
    public func run(_ data: Data) -> FuzzReport {
        switch self {
        case .wire: Self.runWire(data)
        case .googleError: Self.runGoogleError(data)
        case .html: Self.runHTML(data)
        case .subscriptions: Self.runSubscriptions(data)
        case .text: Self.runText(data)
        case .image: Self.runImage(data)
        case .feed: Self.runFeed(data)
        }
    }
}
