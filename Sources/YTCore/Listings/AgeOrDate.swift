import Foundation

/// A search's `--after`/`--before`: a day, an RFC 3339 time, or an age (`12h`, `7d`, `2w`, `1y`)
/// counted back from when the search is sent (see `PublishedDate`).
///
/// Kept as typed: two specs with the same words are the same search, with the same cursor key
/// and "more:" hint, whenever they run.
public struct AgeOrDate: Hashable, Sendable, CustomStringConvertible {
    /// What the help text names as accepted.
    public static let accepted = PublishedDate.accepted

    /// As typed.
    public let text: String

    /// `text`, or nil when `PublishedDate` does not read it.
    public init?(_ text: String) {
        guard (try? PublishedDate.parse(text, option: "", now: Date())) != nil else { return nil }
        self.text = text
    }

    /// The instant `text` names, an age counted back from `now`.
    public func date(now: Date) -> Date {
        // Whether a text reads does not depend on `now`, and `init` read this one.
        (try? PublishedDate.parse(text, option: "", now: now)) ?? now
    }

    public var description: String { text }
}
