/// The bounds of a whole-number value, stated once per option (see `Bounds`).
public protocol NumberBounds {
    static var range: ClosedRange<Int> { get }
}

/// The bounds of the listings' whole numbers; the command line adds those of its other options.
public enum Bounds {
    /// `feed --limit`: the chart holds at most 200 videos.
    public enum FeedLimit: NumberBounds { public static let range = 1...200 }
    /// `feed --subscriptions --jobs`: channels fetched at once.
    public enum FeedJobs: NumberBounds { public static let range = 1...100 }
    /// `search --limit`: search lists at most about 500 results.
    public enum SearchLimit: NumberBounds { public static let range = 1...500 }
    /// `channel --limit`, `playlist --limit`.
    public enum ListingLimit: NumberBounds { public static let range = 1...500 }
    /// `comments --limit`: up to 10,000 with `--source local`; YouTube's are held to
    /// `youtubeMaximum` by `CommentsSpec.validate`, because that depends on the source.
    public enum CommentsLimit: NumberBounds {
        public static let range = 1...10_000
        public static let youtubeMaximum = 500
    }
}

/// A whole number within `B.range` (`--limit`, `--jobs`): ASCII digits only.
///
/// `B` is constrained by the extension, not the declaration: a constraint on the type itself is
/// checked at run time, by a scan of every conformance in the binary, the first time each
/// `Bounded<…>` is made.
public struct Bounded<B>: Hashable, Sendable, CustomStringConvertible {
    public let value: Int

    public var description: String { String(value) }
}

extension Bounded: ExpressibleByIntegerLiteral where B: NumberBounds {
    /// What the help text names as accepted: "between 1 and 500".
    public static var accepted: String {
        "between \(B.range.lowerBound) and \(B.range.upperBound)"
    }

    /// The number `text` spells, or nil when it is not digits alone or lies outside the bounds.
    public init?(_ text: String) {
        guard !text.isEmpty, text.count <= 12, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = Int(text), B.range.contains(value)
        else { return nil }
        self.value = value
    }

    /// A default written in the source; it must lie within the bounds.
    public init(integerLiteral value: Int) {
        precondition(B.range.contains(value), "default \(value) outside \(B.range)")
        self.value = value
    }
}
