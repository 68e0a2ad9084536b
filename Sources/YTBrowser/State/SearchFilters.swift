import Foundation
import YTCore
import YouTubeAPI

/// The search tab's filter sheet: each filter a row whose value ← → cycle through (the region
/// and channel rows take typing), as the API names them; `apply` puts them in a `SearchQuery`.
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

    /// The filters `search` refuses for channels and playlists (`--duration`, `--caption`, `--hd`).
    static let videoOnly: Set<Row> = [.duration, .caption, .hd]

    /// Whether the row applies to what the search lists: the sheet greys out and skips the rest.
    func applies(_ row: Row) -> Bool { type == "video" || !Self.videoOnly.contains(row) }

    /// The channel filter as `search --channel` reads it; nil when empty or not a channel.
    var channelReference: ChannelReference? {
        channel.isEmpty ? nil : try? ChannelReference.parse(channel)
    }

    /// The region as the API takes it (upper case), nil for any.
    var regionCode: String? { RegionEntry.code(region) }

    /// What is wrong with the typed filters (a region or channel the command line would refuse), if anything.
    var problem: String? {
        if let problem = RegionEntry.problem(region) { return problem }
        if !channel.isEmpty, channelReference == nil { return "Channel: a UC… id, an @handle or a channel URL." }
        return nil
    }

    /// Rows that take typing rather than ← →.
    static let typed: Set<Row> = [.region, .channel]

    /// What the search lists: `video`, `channel` or `playlist`, as the API names them.
    var type: String { ["video", "channel", "playlist"][picks[.type] ?? 0] }

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

    /// The filters in the API's words, on top of `query`.
    func apply(to query: inout SearchQuery, now: Date) {
        query.type = type
        let order = ["relevance", "date", "viewCount", "rating", "title"]
        query.order = picks[.order].flatMap { $0 == 0 ? nil : order[$0] }
        // Duration, captions and definition apply to videos only (the API refuses them otherwise).
        let videos = type == "video"
        query.videoDuration = picks[.duration].flatMap { $0 == 0 || !videos ? nil : Row.duration.choices[$0] }
        let ages: [TimeInterval] = [0, 3_600, 86_400, 7 * 86_400, 30 * 86_400, 365 * 86_400]
        query.publishedAfter = picks[.published].flatMap { $0 == 0 ? nil : PublishedDate.rfc3339(now.addingTimeInterval(-ages[$0])) }
        query.regionCode = regionCode
        query.safeSearch = picks[.safeSearch].flatMap { $0 == 0 ? nil : Row.safeSearch.choices[$0] }
        query.videoCaption = picks[.caption] == 1 && videos ? "closedCaption" : nil
        query.videoDefinition = picks[.hd] == 1 && videos ? "high" : nil
        // A handle is looked up when the search runs (`BrowserModels.Inputs.searchQuery`).
        if case .id(let id) = channelReference { query.channelId = id } else { query.channelId = nil }
    }

    /// The same filters as `ytclone search` options.
    var options: [String] {
        let ages = ["", "1h", "1d", "1w", "30d", "1y"]
        var options: [String] = type == "video" ? [] : ["--type \(type)"]
        if let order = picks[.order], order > 0 { options.append("--order \(Row.order.choices[order])") }
        let videos = type == "video"
        if let duration = picks[.duration], duration > 0, videos { options.append("--duration \(Row.duration.choices[duration])") }
        if let age = picks[.published], age > 0 { options.append("--after \(ages[age])") }
        if let regionCode { options.append("--region \(regionCode)") }
        if let safe = picks[.safeSearch], safe > 0 { options.append("--safe-search \(Row.safeSearch.choices[safe])") }
        if picks[.caption] == 1, videos { options.append("--caption") }
        if picks[.hd] == 1, videos { options.append("--hd") }
        if !channel.isEmpty { options.append("--channel \(ShellWord.quote(channel))") }
        return options
    }

    /// What one page of a search costs without a handle to look up: the search and the lookup
    /// that fills in its rows.
    static let pageCost = SearchService.estimatedCost(limit: BrowserModels.pageSize)

    /// What one page of this search costs: `pageCost`, and the channel's handle looked up.
    var costOfAPage: Int {
        let handle = channelReference.map { if case .handle = $0 { true } else { false } } ?? false
        return SearchService.estimatedCost(limit: BrowserModels.pageSize, resolvingHandle: handle)
    }
}
