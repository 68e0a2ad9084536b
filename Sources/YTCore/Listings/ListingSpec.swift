/// One listing described once, as a value: a search, a chart, a channel's shelf, a playlist, a
/// video's comments.
///
/// The command line's options parse into a spec and the browser's sheets edit one; from it come
/// the API request, the cursor key (each spec's `cursorKey`, which for a channel or a playlist
/// needs the id the reference names), the quota estimate `--max-cost` checks and the browser
/// shows, and the `ytclone …` line that lists the same ("more:" hints, the browser's `:`).
///
/// ```swift
/// let spec = SearchSpec(query: "swift", type: .channel)
/// try spec.validate()
/// spec.commandLine    // ytclone search swift --type channel
/// spec.cursorKey      // search?limit=25&order=relevance&q=swift&type=channel
/// ```
public protocol ListingSpec: Sendable, Hashable {
    /// The command that lists the same, each typed word quoted for a shell (`ShellWord`), the
    /// options in one order and those at their defaults left out; `options` (`--next-page`) are
    /// added where the command reads them as options.
    func commandLine(adding options: [String]) -> String

    /// The quota units a run costs when the API answers full pages (see `CostEstimates.swift`).
    var estimatedCost: Int { get }

    /// Checks that the values go together; the message is the command line's usage error.
    func validate() throws(ListingProblem)
}

extension ListingSpec {
    /// The command that lists the same.
    public var commandLine: String { commandLine(adding: []) }
}

/// Values of a listing that do not go together (`--duration` with `--type channel`): a usage
/// mistake, which the command line reports with exit 64 and a browser sheet refuses.
public struct ListingProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sentence that says what is wrong and what to do.
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
