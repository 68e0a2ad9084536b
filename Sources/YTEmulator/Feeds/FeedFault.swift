/// What the emulator does wrong with a channel's Atom feed, the ways YouTube's feeds fail
/// (`--feed-fault KIND[:FRACTION]`). Which channels fail is fixed by the seed.
public enum FeedFault: String, Sendable, CaseIterable {
    /// 403 Forbidden, as some feed kinds get.
    case forbidden = "403"
    /// 429 Too Many Requests: YouTube rate-limits feed readers.
    case tooManyRequests = "429"
    /// A well-formed feed with no entries, for a channel that has uploads.
    case empty
    /// XML cut off in the middle of an entry.
    case malformed
    /// The feed as it was hours ago: the newest uploads are missing.
    case stale

    /// How many of the newest uploads a stale feed leaves out.
    static let staleUploads = 3

    /// Parses `403`, `stale:0.2`…: a kind and the fraction of channels (0…1, default all).
    public static func parse(_ text: String) -> (FeedFault, Double)? {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let kind = FeedFault(rawValue: parts[0]) else { return nil }
        guard parts.count == 2 else { return (kind, 1) }
        guard let fraction = Double(parts[1]), (0...1).contains(fraction) else { return nil }
        return (kind, fraction)
    }
}
