import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone search QUERY`: videos, channels or playlists matching a query and filters.
    struct Search: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "Search for videos, channels or playlists.",
            discussion: """
                Each page costs 100 quota units (plus 1 to fill in lengths, views or subscribers). --duration, --caption and --hd apply to videos only, and so do the filters of what is shown (--min-duration, --max-duration, --hide-shorts, --live, --unwatched, --sort): those are applied to the videos loaded, and when they drop some, further pages are walked to fill --limit, at most twice as many as full pages need plus two (the cost estimate, which --max-cost checks, counts them). Dates: 2024-01-31, 2024-01-31T12:00:00Z, or an age such as 12h, 7d, 2w, 1y.

                Examples:
                  ytclone search swift --order date --after 7d
                  ytclone search 'swift concurrency' --duration long --hd --limit 50
                  ytclone search cooking --type channel --json | jq -r '.[].handle'
                  ytclone search tutorial --channel @googledevelopers --order views
                  ytclone search 'lofi' --hide-shorts --live hide --sort views
                """)

        @Argument(help: "What to search for (words, \"a phrase\", -excluded, a|b).")
        var query: String

        @Option(help: "What to list: video, channel or playlist.")
        var type: SearchType = .video

        @Option(help: "Order: relevance, date, views, rating or title.")
        var order: SearchOrder = .relevance

        @Option(help: "Video length: short (< 4 min), medium (4–20 min) or long (> 20 min).")
        var duration: DurationFilter?

        @Option(help: ArgumentHelp("Published at or after this: \(AgeOrDate.accepted).", valueName: "date"))
        var after: AgeOrDate?

        @Option(help: ArgumentHelp("Published before this: \(AgeOrDate.accepted).", valueName: "date"))
        var before: AgeOrDate?

        @Option(help: ArgumentHelp("Only this channel: UC… id, @handle or channel URL.", valueName: "channel"))
        var channel: String?

        @Option(help: ArgumentHelp("Region: \(RegionCode.accepted).", valueName: "code"))
        var region: RegionCode?

        @Option(help: "Safe search: none, moderate or strict.")
        var safeSearch: SafeSearchLevel?

        @Flag(help: "Only videos with closed captions.")
        var caption = false

        @Flag(help: "Only high-definition videos.")
        var hd = false

        @Option(help: "How many results to list, walking pages as needed (\(Limit.accepted); each page of 50 costs 101 units).")
        var limit: Limit = 25

        typealias Limit = SearchSpec.Limit

        @OptionGroup(title: "Filters of what is shown") var filters: VideoFilterOptions
        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        /// The search these options describe.
        var spec: SearchSpec {
            SearchSpec(query: query, type: type, order: order, duration: duration, after: after, before: before,
                       channel: channel, region: region, safeSearch: safeSearch, caption: caption, hd: hd, limit: limit, filter: filters.filter)
        }

        func validate() throws { try spec.validateOptions() }

        func run(in environment: AppEnvironment) async throws {
            let spec = spec
            let channelReference = try spec.channelReference()
            var query = try spec.request(now: Date())
            try environment.checkCost(spec.estimatedCost,
                                      of: spec.filter.pricing("this search", fillCost: spec.fillCost, limit: spec.limit.value))
            let filtered = try environment.filtered(spec.filter)
            if let channelReference {
                query.channelId = try await environment.channels().channelId(channelReference)
            }
            let format = output.resolvedFormat, filters = query, limit = spec.limit.value
            let run = try environment.pagedRun(
                listing: spec.cursorKey, paging: paging, format: format, spec: spec)
            let service = try environment.search()
            let console = environment.console
            let marks = try environment.watchMarks()
            /// What a table says when a search finds nothing.
            let none = "No results: try other words, or fewer filters."
            switch spec.type {
            case .video:
                try await run.run(kind: .video, fetch: filtered.fetch(limit: limit) {
                    try await service.videos(filters, limit: $1, pageToken: $0)
                },
                                  show: { try VideoRenderer(console: console, format: format, marks: marks).list($0, empty: none) })
            case .channel:
                try await run.run(kind: .channel, fetch: { try await service.channels(filters, limit: limit, pageToken: $0) },
                                  show: { try ChannelRenderer(console: console, format: format).list($0, empty: none) })
            case .playlist:
                try await run.run(kind: .playlist, fetch: { try await service.playlists(filters, limit: limit, pageToken: $0) },
                                  show: { try PlaylistRenderer(console: console, format: format).list($0, empty: none) })
            }
        }
    }
}
