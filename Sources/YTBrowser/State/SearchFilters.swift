import Foundation
import YTCore
import YouTubeAPI

/// The search tab's filter sheet: each filter a row whose value ← → cycle through (the region
/// and channel rows take typing). The sheet edits a `SearchSpec`, the search `ytclone search`
/// runs, from which come the API's filters, the options shown and the cost; the tab's words join
/// it when it is sent (`spec(query:)`).
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
    }

    /// The search the rows edit, without its words. A row that stops applying to what is listed
    /// (duration for channels) keeps its value here for when videos are listed again.
    private(set) var search = SearchSpec(query: "")
    /// The region row as typed: any two-letter ISO 3166-1 code, as `search --region` takes, or
    /// half of one (the spec's region is none until it reads); ← → walk `regions`.
    var region = "" {
        didSet { search.region = RegionCode(region) }
    }
    var focus = Row.type

    /// The values of the rows ← → walk, in the spec's types, the first being "no filter" (or the
    /// API's default).
    private static let types = SearchType.allCases
    private static let orders = SearchOrder.allCases
    private static let durations: [DurationFilter?] = [nil] + DurationFilter.allCases.map { $0 }
    /// The ages the published row walks, as `search --after` takes them, and their labels.
    private static let ages: [(age: AgeOrDate?, label: String)] = [
        (nil, "any time"), (AgeOrDate("1h"), "last hour"), (AgeOrDate("1d"), "today"), (AgeOrDate("1w"), "this week"),
        (AgeOrDate("30d"), "this month"), (AgeOrDate("1y"), "this year"),
    ]
    /// The API's default (moderate), then the other levels.
    private static let safeSearches: [SafeSearchLevel?] = [nil] + SafeSearchLevel.allCases.filter { $0 != .moderate }.map { $0 }
    /// The regions ← → walk, the first standing for any.
    static let regions = ["any", "US", "GB", "DE", "FR", "JP", "IN", "BR"]

    /// Rows set by their values' places among their choices (see `picks`), a channel and a region.
    init(picks: [Row: Int] = [:], channel: String = "", region: String = "", focus: Row = .type) {
        self.picks = picks
        self.channel = channel
        self.region = region
        search.region = RegionCode(region)
        self.focus = focus
    }

    /// A UC… id, an @handle or a channel URL, as `search --channel` takes (a handle is looked up
    /// when the search runs, for one unit more); empty for any channel.
    var channel: String {
        get { search.channel ?? "" }
        set { search.channel = newValue.isEmpty ? nil : newValue }
    }

    /// What each ← → row shows for its values, in their order.
    static func choices(_ row: Row) -> [String] {
        switch row {
        case .type: types.map { $0.rawValue + "s" }
        case .order: orders.map(\.rawValue)
        case .duration: durations.map { $0?.rawValue ?? "any" }
        case .published: ages.map(\.label)
        case .region: regions
        case .safeSearch: safeSearches.map { ($0 ?? .moderate).rawValue }
        case .caption: ["any", "with captions"]
        case .hd: ["any", "HD only"]
        case .channel: []
        }
    }

    /// Each ← → row's value as its place among its values (0 for "no filter"); set, the value at
    /// that place.
    var picks: [Row: Int] {
        get {
            let places: [Row: Int?] = [
                .type: Self.types.firstIndex(of: search.type), .order: Self.orders.firstIndex(of: search.order),
                .duration: Self.durations.firstIndex(of: search.duration),
                .published: Self.ages.firstIndex { $0.age == search.after },
                .safeSearch: Self.safeSearches.firstIndex(of: search.safeSearch),
                .caption: search.caption ? 1 : 0, .hd: search.hd ? 1 : 0,
            ]
            return places.compactMapValues { $0 }
        }
        set {
            for (row, place) in newValue {
                switch row {
                case .type: search.type = Self.types[place]
                case .order: search.order = Self.orders[place]
                case .duration: search.duration = Self.durations[place]
                case .published: search.after = Self.ages[place].age
                case .safeSearch: search.safeSearch = Self.safeSearches[place]
                case .caption: search.caption = place == 1
                case .hd: search.hd = place == 1
                case .region, .channel: break
                }
            }
        }
    }

    /// The search of `query` these rows describe, `limit` results at a time. A row that does not
    /// apply to what is listed keeps its value, but is not in the spec.
    func spec(query: String, limit: SearchSpec.Limit = 25) -> SearchSpec {
        var spec = search
        spec.query = query
        spec.limit = limit
        if !applies(.duration) { spec.duration = nil }
        if !applies(.caption) { spec.caption = false }
        if !applies(.hd) { spec.hd = false }
        return spec
    }

    /// Whether the row applies to what the search lists, by `SearchSpec.validate`'s rule (the
    /// command line's): the sheet greys out and skips the rest.
    func applies(_ row: Row) -> Bool {
        var probe = SearchSpec(query: "", type: search.type)
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
    var regionCode: String? { search.region?.code }

    /// What is wrong with the typed filters (what the command line would refuse), if anything.
    var problem: String? {
        if let problem = RegionEntry.problem(region) { return problem }
        if !channel.isEmpty, channelReference == nil { return "Channel: a UC… id, an @handle or a channel URL." }
        return nil
    }

    /// Rows that take typing rather than ← →.
    static let typed: Set<Row> = [.region, .channel]

    /// What the search lists: `video`, `channel` or `playlist`, as the API names them.
    var type: String { search.type.rawValue }

    func value(_ row: Row) -> String {
        switch row {
        case .channel: channel
        case .region: region.isEmpty ? "any" : region
        default: Self.choices(row)[picks[row] ?? 0]
        }
    }

    /// Moves the focused row's value by `step` (the channel row ignores it; the region walks its
    /// suggestions from the code typed).
    mutating func cycle(_ step: Int) {
        let count = Self.choices(focus).count
        guard count > 0 else { return }
        if focus == .region { return RegionEntry.cycle(&region, by: step, through: Self.regions) }
        picks[focus] = ((picks[focus] ?? 0) + step + count) % count
    }

    /// Moves the focus by `step` rows, over those that do not apply to what the search lists.
    mutating func move(_ step: Int) {
        let rows = Row.allCases
        var next = focus
        repeat { next = rows[(next.rawValue + step + rows.count) % rows.count] } while !applies(next)
        focus = next
    }

    /// The same filters as `ytclone search` options.
    var options: [String] { spec(query: "").filterOptions }

    /// What one page of a search costs without a handle to look up: the search and the lookup
    /// that fills in its rows.
    static let pageCost = SearchFilters().costOfAPage

    /// What one page of this search costs: `pageCost`, and the channel's handle looked up.
    var costOfAPage: Int { spec(query: "", limit: SearchSpec.Limit(integerLiteral: BrowserModels.pageSize)).estimatedCost }
}
