import ArgumentParser
import Foundation
import YTCore

// Typed option values: each rule is written once, here or in YTCore when the browser applies it
// too (`RegionCode`, `Bounded`, the listings' values in `Sources/YTCore/Listings/`), and
// argument-parser applies it while it reads the command line. A value that breaks its rule ends in exit 64 (usage) with
// "The value 'x' is invalid for '--option <name>'" and a "Help:" line; every help text that uses
// one of these types names its `accepted` forms, so that line says what would have been taken.

/// An option whose values are the cases of a string enum (`--format table|json|ndjson|tsv`).
///
/// argument-parser lists such cases through a key path and a reduce, whose generic instantiation
/// costs a scan of every protocol conformance in the binary, once per type at every start: these
/// say the same directly. (Public because YTCore's listing values, `SearchType` and the rest, are ones.)
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

/// The bounds of the other commands' whole-number options; the listings' are YTCore's.
extension Bounds {
    /// `video --comment-limit`.
    enum CommentThreadLimit: NumberBounds { static let range = 1...500 }
    /// `tag --limit`: one search page.
    enum TagLimit: NumberBounds { static let range = 1...50 }
    /// `history --limit`.
    enum HistoryLimit: NumberBounds { static let range = 1...10_000 }
}

/// `--limit`, `--jobs`, `--comment-limit`: a whole number within its bounds (YTCore's `Bounded`).
extension Bounded: ExpressibleByArgument where B: NumberBounds {
    public init?(argument: String) { self.init(argument) }

    public var defaultValueDescription: String { description }
}
