import Foundation
import YouTubeAPI

/// A search (`ytclone search`, the browser's Search tab and its filter sheet): the words and every
/// filter, typed.
public struct SearchSpec: ListingSpec {
    public typealias Limit = Bounded<Bounds.SearchLimit>

    /// What to search for (words, "a phrase", -excluded, a|b).
    public var query: String
    public var type: SearchType
    public var order: SearchOrder
    public var duration: DurationFilter?
    public var after: AgeOrDate?
    public var before: AgeOrDate?
    /// As typed: a UC… id, an @handle (looked up when the search runs, for one unit more) or a
    /// channel URL.
    public var channel: String?
    public var region: RegionCode?
    public var safeSearch: SafeSearchLevel?
    /// Only videos with closed captions.
    public var caption: Bool
    /// Only high-definition videos.
    public var hd: Bool
    /// How many results to list, walking pages as needed.
    public var limit: Limit
    /// What is shown of the videos loaded (videos only).
    public var filter: VideoFilter

    public init(query: String, type: SearchType = .video, order: SearchOrder = .relevance,
                duration: DurationFilter? = nil, after: AgeOrDate? = nil, before: AgeOrDate? = nil,
                channel: String? = nil, region: RegionCode? = nil, safeSearch: SafeSearchLevel? = nil,
                caption: Bool = false, hd: Bool = false, limit: Limit = 25, filter: VideoFilter = VideoFilter()) {
        self.query = query
        self.type = type
        self.order = order
        self.duration = duration
        self.after = after
        self.before = before
        self.channel = channel
        self.region = region
        self.safeSearch = safeSearch
        self.caption = caption
        self.hd = hd
        self.limit = limit
        self.filter = filter
    }

    /// The options set here that apply to videos only, as the command line names them.
    public var videoOnlyOptions: [String] {
        [duration.map { _ in "--duration" }, caption ? "--caption" : nil, hd ? "--hd" : nil].compactMap { $0 }
            + filter.optionNames
    }

    /// `--duration`, `--caption` and `--hd` apply to videos only: the API refuses them otherwise.
    public func validate() throws(ListingProblem) {
        try filter.validate()
        let videoOnly = videoOnlyOptions
        guard type == .video || videoOnly.isEmpty else {
            throw ListingProblem(
                "\(videoOnly.joined(separator: ", ")) \(videoOnly.count == 1 ? "applies" : "apply") to videos only; "
                    + "drop \(videoOnly.count == 1 ? "it" : "them") or use --type video (not --type \(type.rawValue)).")
        }
    }

    /// The channel filter as a reference; throws `CoreError.invalidChannelReference`.
    public func channelReference() throws -> ChannelReference? {
        try channel.map(ChannelReference.parse)
    }

    /// Whether the channel filter is a handle, which costs a channels.list call to look up.
    public var resolvesHandle: Bool {
        if case .handle = try? channelReference() { true } else { false }
    }

    /// The search.list filters, ages counted back from `now`. A channel named by its handle is
    /// left for the caller to look up (`ChannelService.channelId`) and put in `channelId`.
    ///
    /// - Throws: `CoreError.invalidValue` when `after` is not earlier than `before`, so the
    ///   mistake costs no quota.
    public func request(now: Date) throws -> SearchQuery {
        var request = SearchQuery(q: query, type: type.rawValue)
        request.order = order.apiValue
        request.videoDuration = duration?.rawValue
        let afterDate = after?.date(now: now)
        let beforeDate = before?.date(now: now)
        if let afterDate, let beforeDate, afterDate >= beforeDate {
            throw CoreError.invalidValue(option: "--after", value: after?.text ?? "",
                                         accepted: "a date earlier than --before (\(before?.text ?? ""))")
        }
        request.publishedAfter = afterDate.map(PublishedDate.rfc3339)
        request.publishedBefore = beforeDate.map(PublishedDate.rfc3339)
        request.regionCode = region?.code
        request.safeSearch = safeSearch?.rawValue
        request.videoCaption = caption ? "closedCaption" : nil
        request.videoDefinition = hd ? "high" : nil
        if case .id(let id) = try? channelReference() { request.channelId = id }
        return request
    }

    /// Every filter as typed: the same search continues the same cursor.
    public var cursorKey: String {
        ListingKey.make("search", [
            "q": query, "type": type.rawValue, "order": order.rawValue, "duration": duration?.rawValue,
            "after": after?.text, "before": before?.text, "channel": channel, "region": region?.code,
            "safe": safeSearch?.rawValue, "caption": caption ? "1" : nil, "hd": hd ? "1" : nil,
            "limit": String(limit.value),
        ].merging(filter.keyParameters) { mine, _ in mine })
    }

    /// The filters as `ytclone search` options, the limit left out (the browser shows them over
    /// its results).
    public var filterOptions: [String] {
        [
            type == .video ? nil : "--type \(type.rawValue)", order == .relevance ? nil : "--order \(order.rawValue)",
            duration.map { "--duration \($0.rawValue)" }, after.map { "--after \(ShellWord.quote($0.text))" },
            before.map { "--before \(ShellWord.quote($0.text))" }, region.map { "--region \($0.code)" },
            safeSearch.map { "--safe-search \($0.rawValue)" }, caption ? "--caption" : nil, hd ? "--hd" : nil,
            channel.map { ShellWord.option("--channel", $0) },
        ].compactMap { $0 } + filter.options
    }

    public func commandLine(adding options: [String]) -> String {
        ShellWord.commandLine("ytclone search", words: [query],
                              options: filterOptions + (limit == 25 ? [] : ["--limit \(limit)"]) + options)
    }

    /// A search page and its lookup for every 50 results, and the handle's lookup; with filters
    /// that drop rows, `fillCost` more.
    public var estimatedCost: Int {
        SearchService.estimatedCost(limit: limit.value, resolvingHandle: resolvesHandle) + fillCost
    }

    /// The most the pages walked to fill `limit` after filtering cost (0 without such filters).
    public var fillCost: Int {
        let pages = filter.fillPages(limit: limit.value)
        return pages == 0 ? 0 : SearchService.estimatedCost(limit: pages * 50)
    }
}
