import YouTubeAPI

/// What a video listing shows of the videos it loaded (`--min-duration`, `--max-duration`,
/// `--hide-shorts`, `--live`, `--unwatched`, `--sort`), for every video listing and the browser's
/// filter sheets.
///
/// The API filters none of these: they are applied to the rows once loaded (`apply`), each only
/// where the rows tell what it needs. A listing that drops rows walks on to fill its `--limit`
/// (`Listing.filling`), priced beforehand (`fillPages`).
///
/// ```swift
/// let filter = VideoFilter(minDuration: VideoLength("5m"), hideShorts: true, sort: .views)
/// filter.options      // ["--min-duration 5m", "--hide-shorts", "--sort views"]
/// filter.apply(videos, watched: []).rows
/// ```
public struct VideoFilter: Hashable, Sendable {
    /// `--live only|hide`: live and upcoming streams alone, or none of them.
    public enum Live: String, CaseIterable, Sendable {
        case only, hide
    }

    /// Hide videos shorter than this.
    public var minDuration: VideoLength?
    /// Hide videos longer than this.
    public var maxDuration: VideoLength?
    /// Hide Shorts: videos of `shortSeconds` or less.
    public var hideShorts: Bool
    public var live: Live?
    /// Hide videos marked watched.
    public var unwatched: Bool
    /// The order of the rows shown; nil for the listing's own.
    public var sort: VideoSort?

    /// The longest a Short is, in seconds.
    public static let shortSeconds = 60

    public init(minDuration: VideoLength? = nil, maxDuration: VideoLength? = nil, hideShorts: Bool = false,
                live: Live? = nil, unwatched: Bool = false, sort: VideoSort? = nil)
    {
        self.minDuration = minDuration
        self.maxDuration = maxDuration
        self.hideShorts = hideShorts
        self.live = live
        self.unwatched = unwatched
        self.sort = sort
    }

    /// Whether any filter may drop rows (a sort drops none).
    public var drops: Bool { minDuration != nil || maxDuration != nil || hideShorts || live != nil || unwatched }

    /// Whether nothing is set.
    public var isEmpty: Bool { !drops && sort == nil }

    /// The shortest length may not be longer than the longest.
    public func validate() throws(ListingProblem) {
        if let minDuration, let maxDuration, minDuration.seconds > maxDuration.seconds {
            throw ListingProblem("--min-duration \(minDuration) is longer than --max-duration \(maxDuration): "
                                    + "no video could be shown; swap them or drop one.")
        }
    }

    /// The filters in a listing's cursor key: none when none is set, so the keys of unfiltered
    /// listings stay as they were. The order is not among them: it reorders a page, the pages are
    /// the same.
    public var keyParameters: [String: String?] {
        ["min": minDuration?.text, "max": maxDuration?.text, "shorts": hideShorts ? "hide" : nil,
         "live": live?.rawValue, "unwatched": unwatched ? "1" : nil]
    }

    /// The filters as command-line options, in one order.
    public var options: [String] {
        [
            hideShorts ? "--hide-shorts" : nil, minDuration.map { "--min-duration \(ShellWord.quote($0.text))" },
            maxDuration.map { "--max-duration \(ShellWord.quote($0.text))" },
            live.map { "--live \($0.rawValue)" }, unwatched ? "--unwatched" : nil, sort.map { "--sort \($0.rawValue)" },
        ].compactMap { $0 }
    }

    /// The options set, by name (`--hide-shorts`), the order among them.
    public var optionNames: [String] {
        lengthOptions + [live.map { _ in "--live" }, unwatched ? "--unwatched" : nil, sort.map { _ in "--sort" }]
            .compactMap { $0 }
    }

    /// "this search", and with filters that drop rows, what filling the limit may add to it.
    public func pricing(_ action: String, fillCost: Int, limit: Int) -> String {
        fillCost == 0 ? action : "\(action) (up to \(fillCost) of them to fill \(limit) after filtering)"
    }

    /// The options that need a video's length.
    var lengthOptions: [String] {
        [hideShorts ? "--hide-shorts" : nil, minDuration.map { _ in "--min-duration" },
         maxDuration.map { _ in "--max-duration" }].compactMap { $0 }
    }

    /// The pages a listing of `limit` rows, `perPage` to a page, may walk beyond those full pages
    /// take, to fill `limit` after this filter dropped rows: up to `Listing.maxPages` in all, the
    /// bound every walk has; none when no filter drops any.
    public func fillPages(limit: Int, perPage: Int = 50) -> Int {
        drops ? Listing<Video>.maxPages(limit: limit, perPage: perPage) - QuotaCost.pages(for: limit, perPage: perPage) : 0
    }
}

/// `--min-duration`, `--max-duration`: seconds, or a whole number with `s`, `m` or `h` (see
/// `DurationOption`), kept as typed.
public struct VideoLength: Hashable, Sendable, CustomStringConvertible {
    /// What the help text names as accepted.
    public static let accepted = DurationOption.accepted

    /// As typed.
    public let text: String
    public let seconds: Int

    /// `text`, or nil when `DurationOption` does not read it.
    public init?(_ text: String) {
        guard let seconds = DurationOption.seconds(text) else { return nil }
        self.text = text
        self.seconds = seconds
    }

    public var description: String { text }
}
