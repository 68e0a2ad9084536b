import ArgumentParser
import Foundation
import YTCore

// Typed option values: each rule is written once, here, and argument-parser applies it while it
// reads the command line. A value that breaks its rule ends in exit 64 (usage) with
// "The value 'x' is invalid for '--option <name>'" and a "Help:" line; every help text that uses
// one of these types names its `accepted` forms, so that line says what would have been taken.

/// An option whose values are the cases of a string enum (`--format table|json|ndjson|tsv`).
///
/// argument-parser lists such cases through a key path and a reduce, whose generic instantiation
/// costs a scan of every protocol conformance in the binary, once per type at every start: these
/// say the same directly. (Public because YTCore's `SubscriptionFeedService.Source` is one.)
public protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension ArgumentChoice {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}

/// `--region`: the rule is YTCore's, which the browser's filter sheets apply as well.
extension RegionCode: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    public var defaultValueDescription: String { code }
}

/// The bounds of a whole-number option, stated once per option (see `Bounds`).
protocol NumberBounds {
    static var range: ClosedRange<Int> { get }
}

/// The bounds of every whole-number option of the commands.
enum Bounds {
    /// `feed --limit`: the chart holds at most 200 videos.
    enum FeedLimit: NumberBounds { static let range = 1...200 }
    /// `feed --subscriptions --jobs`: channels fetched at once.
    enum FeedJobs: NumberBounds { static let range = 1...100 }
    /// `search --limit`: search lists at most about 500 results.
    enum SearchLimit: NumberBounds { static let range = 1...500 }
    /// `channel --limit`, `playlist --limit`.
    enum ListingLimit: NumberBounds { static let range = 1...500 }
    /// `video --comment-limit`.
    enum CommentThreadLimit: NumberBounds { static let range = 1...500 }
    /// `comments --limit`: up to 10,000 with `--source local`; YouTube's are held to
    /// `youtubeMaximum` by the command, because that depends on `--source`.
    enum CommentsLimit: NumberBounds {
        static let range = 1...10_000
        static let youtubeMaximum = 500
    }
    /// `tag --limit`: one search page.
    enum TagLimit: NumberBounds { static let range = 1...50 }
    /// `history --limit`.
    enum HistoryLimit: NumberBounds { static let range = 1...10_000 }
}

/// A whole number within `B.range` (`--limit`, `--jobs`, `--comment-limit`): ASCII digits only.
///
/// `B` is constrained by the extension, not the declaration: a constraint on the type itself is
/// checked at run time, by a scan of every conformance in the binary, the first time each
/// `Bounded<…>` is made.
struct Bounded<B>: Hashable, Sendable, CustomStringConvertible {
    let value: Int

    var description: String { String(value) }
}

extension Bounded: ExpressibleByArgument, ExpressibleByIntegerLiteral where B: NumberBounds {
    /// What the help text names as accepted: "between 1 and 500".
    static var accepted: String {
        "between \(B.range.lowerBound) and \(B.range.upperBound)"
    }

    init?(argument: String) {
        guard !argument.isEmpty, argument.count <= 12, argument.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let value = Int(argument), B.range.contains(value)
        else { return nil }
        self.value = value
    }

    /// A default written in the source; it must lie within the bounds.
    init(integerLiteral value: Int) {
        precondition(B.range.contains(value), "default \(value) outside \(B.range)")
        self.value = value
    }

    var defaultValueDescription: String { description }
}

/// `search --after`/`--before`: a day, an RFC 3339 time, or an age (`12h`, `7d`, `2w`, `1y`) counted
/// back from when the command line was read (see `PublishedDate`).
struct AgeOrDate: ExpressibleByArgument, Sendable {
    static let accepted = PublishedDate.accepted

    /// As typed: for listing keys and "more:" hints, so the same words continue the same cursor.
    let text: String
    let date: Date

    init?(argument: String) {
        guard let date = try? PublishedDate.parse(argument, option: "", now: Date()) else { return nil }
        self.text = argument
        self.date = date
    }

    var defaultValueDescription: String { text }
}

/// `feed --min-duration`: seconds, or a whole number with `s`, `m` or `h` (see `DurationOption`).
struct DurationArgument: ExpressibleByArgument, Sendable {
    static let accepted = DurationOption.accepted

    let text: String
    let seconds: Int

    init?(argument: String) {
        guard let seconds = DurationOption.seconds(argument) else { return nil }
        self.text = argument
        self.seconds = seconds
    }

    var defaultValueDescription: String { text }
}
