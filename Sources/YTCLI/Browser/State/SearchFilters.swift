import Foundation
import YTCore
import YouTubeAPI

/// The search tab's filter sheet: each filter a row whose value ← → cycle through (the channel
/// row takes typing), as the API names them; `apply` puts them in a `SearchQuery`.
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
            case .channel: "Channel id"
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
    var channel = ""
    var focus = Row.type

    /// What the search lists: `video`, `channel` or `playlist`, as the API names them.
    var type: String { ["video", "channel", "playlist"][picks[.type] ?? 0] }

    func value(_ row: Row) -> String {
        row == .channel ? channel : row.choices[picks[row] ?? 0]
    }

    /// Moves the focused row's value by `step` (the channel row ignores it).
    mutating func cycle(_ step: Int) {
        let count = focus.choices.count
        guard count > 0 else { return }
        picks[focus] = ((picks[focus] ?? 0) + step + count) % count
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
        query.regionCode = picks[.region].flatMap { $0 == 0 ? nil : Row.region.choices[$0] }
        query.safeSearch = picks[.safeSearch].flatMap { $0 == 0 ? nil : Row.safeSearch.choices[$0] }
        query.videoCaption = picks[.caption] == 1 && videos ? "closedCaption" : nil
        query.videoDefinition = picks[.hd] == 1 && videos ? "high" : nil
        query.channelId = channel.isEmpty ? nil : channel
    }

    /// The same filters as `ytclone search` options.
    var options: [String] {
        let ages = ["", "1h", "1d", "1w", "30d", "1y"]
        var options: [String] = type == "video" ? [] : ["--type \(type)"]
        if let order = picks[.order], order > 0 { options.append("--order \(Row.order.choices[order])") }
        let videos = type == "video"
        if let duration = picks[.duration], duration > 0, videos { options.append("--duration \(Row.duration.choices[duration])") }
        if let age = picks[.published], age > 0 { options.append("--after \(ages[age])") }
        if let region = picks[.region], region > 0 { options.append("--region \(Row.region.choices[region])") }
        if let safe = picks[.safeSearch], safe > 0 { options.append("--safe-search \(Row.safeSearch.choices[safe])") }
        if picks[.caption] == 1, videos { options.append("--caption") }
        if picks[.hd] == 1, videos { options.append("--hd") }
        if !channel.isEmpty { options.append("--channel \(ShellWord.quote(channel))") }
        return options
    }

    /// What one page of this search costs: the search, and the lookup that fills in its videos.
    static let pageCost = SearchService.estimatedCost(limit: BrowserModels.pageSize)
}
