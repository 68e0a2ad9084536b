import Foundation
import YTCore
import YouTubeAPI

/// The search tab's filter sheet: each filter a row whose value ← → cycle through (the region
/// and channel rows take typing). The rows edit a `SearchSpec` (`spec(query:)`), the search
/// `ytclone search` runs, from which come the API's filters, the options shown and the cost.
struct SearchFilters: Equatable, Sendable {
    enum Row: Int, CaseIterable, Sendable {
        case type, order, duration, published, region, safeSearch, caption, hd, channel

        var label: String {
            switch self {
            case .type: "Type"
            case .order: "Order"
            case .duration: "Duration"
            case .published: "Published"
            case .region: "Region"
            case .safeSearch: "Safe search"
            case .caption: "Captions"
            case .hd: "Definition"
            case .channel: "Channel"
            }
        }

        /// The values ← → walk, the first being "no filter" (or the API's default).
        var choices: [String] {
            switch self {
            case .type: ["videos", "channels", "playlists"]
            case .order: ["relevance", "date", "views", "rating", "title"]
            case .duration: ["any", "short", "medium", "long"]
            case .published: ["any time", "last hour", "today", "this week", "this month", "this year"]
            case .region: ["any", "US", "GB", "DE", "FR", "JP", "IN", "BR"]
            case .safeSearch: ["moderate", "none", "strict"]
            case .caption: ["any", "with captions"]
            case .hd: ["any", "HD only"]
            case .channel: []
            }
        }
    }

    var picks: [Row: Int] = [:]
    /// A UC… id, an @handle or a channel URL, as `search --channel` takes (a handle is looked up
    /// when the search runs, for one unit more).
    var channel = ""
    /// Any two-letter ISO 3166-1 code, as `search --region` takes; ← → walk a few, typing sets any.
    var region = ""
    var focus = Row.type

    /// The rows' values in the spec's types, each row's choices in order after "no filter".
    private static let types: [SearchType] = [.video, .channel, .playlist]
    private static let orders: [SearchOrder] = [.relevance, .date, .views, .rating, .title]
    private static let durations: [DurationFilter?] = [nil, .short, .medium, .long]
    /// The ages the published row walks, as `search --after` takes them.
    private static let ages: [AgeOrDate?] = [nil, AgeOrDate("1h"), AgeOrDate("1d"), AgeOrDate("1w"), AgeOrDate("30d"),
                                             AgeOrDate("1y")]
    private static let safeSearches: [SafeSearchLevel?] = [nil, .unrestricted, .strict]

    /// The search of `query` these rows describe, `limit` results at a time. A row that does not
    /// apply to what is listed keeps its value, but is not in the spec.
    func spec(query: String, limit: SearchSpec.Limit = 25) -> SearchSpec {
        var spec = SearchSpec(query: query, type: Self.types[picks[.type] ?? 0], order: Self.orders[picks[.order] ?? 0],
                              after: Self.ages[picks[.published] ?? 0], channel: channel.isEmpty ? nil : channel,
                              region: RegionCode(region), safeSearch: Self.safeSearches[picks[.safeSearch] ?? 0],
                              limit: limit)
        if applies(.duration) { spec.duration = Self.durations[picks[.duration] ?? 0] }
        if applies(.caption) { spec.caption = picks[.caption] == 1 }
        if applies(.hd) { spec.hd = picks[.hd] == 1 }
        return spec
    }

    /// Whether the row applies to what the search lists, by `SearchSpec.validate`'s rule (the
    /// command line's): the sheet greys out and skips the rest.
    func applies(_ row: Row) -> Bool {
        var probe = SearchSpec(query: "", type: Self.types[picks[.type] ?? 0])
        switch row {
        case .duration: probe.duration = .short
        case .caption: probe.caption = true
        case .hd: probe.hd = true
        default: return true
        }
        return (try? probe.validate()) != nil
    }

    /// The channel filter as `search --channel` reads it; nil when empty or not a channel.
    var channelReference: ChannelReference? { try? spec(query: "").channelReference() }

    /// The region as the API takes it (upper case), nil for any.
    var regionCode: String? { RegionEntry.code(region) }

    /// What is wrong with the typed filters (what the command line would refuse), if anything.
    var problem: String? {
        if let problem = RegionEntry.problem(region) { return problem }
        if !channel.isEmpty, channelReference == nil { return "Channel: a UC… id, an @handle or a channel URL." }
        return nil
    }

    /// Rows that take typing rather than ← →.
    static let typed: Set<Row> = [.region, .channel]

    /// What the search lists: `video`, `channel` or `playlist`, as the API names them.
    var type: String { Self.types[picks[.type] ?? 0].rawValue }

    func value(_ row: Row) -> String {
        switch row {
        case .channel: channel
        case .region: region.isEmpty ? "any" : region
        default: row.choices[picks[row] ?? 0]
        }
    }

    /// Moves the focused row's value by `step` (the channel row ignores it; the region walks its
    /// suggestions from the code typed).
    mutating func cycle(_ step: Int) {
        let count = focus.choices.count
        guard count > 0 else { return }
        if focus == .region { return RegionEntry.cycle(&region, by: step, through: Row.region.choices) }
        picks[focus] = ((picks[focus] ?? 0) + step + count) % count
    }

    /// Moves the focus by `step` rows, over those that do not apply to what the search lists.
    mutating func move(_ step: Int) {
        let rows = Row.allCases
        var next = focus
        repeat { next = rows[(next.rawValue + step + rows.count) % rows.count] } while !applies(next)
        focus = next
    }

    /// The filters in the API's words, on top of `query`'s words; a handle is looked up when the
    /// search runs (`BrowserModels.Inputs.searchQuery`).
    func apply(to query: inout SearchQuery, now: Date) {
        // The sheet makes no dates to put out of order, the one thing `request` refuses.
        if let request = try? spec(query: query.q ?? "").request(now: now) { query = request }
    }

    /// The same filters as `ytclone search` options.
    var options: [String] { spec(query: "").filterOptions }

    /// What one page of a search costs without a handle to look up: the search and the lookup
    /// that fills in its rows.
    static let pageCost = SearchFilters().costOfAPage

    /// What one page of this search costs: `pageCost`, and the channel's handle looked up.
    var costOfAPage: Int { spec(query: "", limit: SearchSpec.Limit(integerLiteral: BrowserModels.pageSize)).estimatedCost }
}
