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
                Each page costs 100 quota units (plus 1 to fill in lengths, views or subscribers). --duration, --caption and --hd apply to videos only. Dates: 2024-01-31, 2024-01-31T12:00:00Z, or an age such as 12h, 7d, 2w, 1y.

                Examples:
                  ytclone search swift --order date --after 7d
                  ytclone search 'swift concurrency' --duration long --hd --limit 50
                  ytclone search cooking --type channel --json | jq -r '.[].handle'
                  ytclone search tutorial --channel @googledevelopers --order views
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

        typealias Limit = Bounded<Bounds.SearchLimit>

        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            let videoOnly = [duration.map { _ in "--duration" }, caption ? "--caption" : nil, hd ? "--hd" : nil]
                .compactMap { $0 }
            if type != .video, !videoOnly.isEmpty {
                throw ValidationError(
                    "\(videoOnly.joined(separator: ", ")) \(videoOnly.count == 1 ? "applies" : "apply") to videos only; "
                        + "drop \(videoOnly.count == 1 ? "it" : "them") or use --type video (not --type \(type.rawValue)).")
            }
        }

        func run(in environment: AppEnvironment) async throws {
            let channelReference = try channel.map(ChannelReference.parse)
            var query = try filters()
            let byHandle = channelReference.map { if case .handle = $0 { true } else { false } } ?? false
            try environment.checkCost(SearchService.estimatedCost(limit: limit.value, resolvingHandle: byHandle),
                                      of: "this search")
            if let channelReference {
                query.channelId = try await environment.channels().channelId(channelReference)
            }
            let format = output.resolvedFormat, filters = query, limit = limit.value
            let run = try environment.pagedRun(
                listing: ListingKey.make("search", listingParameters), paging: paging, format: format, command: again)
            let service = try environment.search()
            let console = environment.console
            /// What a table says when a search finds nothing.
            let none = "No results: try other words, or fewer filters."
            switch type {
            case .video:
                try await run.run(kind: .video, fetch: { try await service.videos(filters, limit: limit, pageToken: $0) },
                                  show: { try VideoRenderer(console: console, format: format).list($0, empty: none) })
            case .channel:
                try await run.run(kind: .channel, fetch: { try await service.channels(filters, limit: limit, pageToken: $0) },
                                  show: { try ChannelRenderer(console: console, format: format).list($0, empty: none) })
            case .playlist:
                try await run.run(kind: .playlist, fetch: { try await service.playlists(filters, limit: limit, pageToken: $0) },
                                  show: { try PlaylistRenderer(console: console, format: format).list($0, empty: none) })
            }
        }

        /// The API's filters; the dates' order is checked here so a mistake costs no quota.
        private func filters() throws -> SearchQuery {
            var query = SearchQuery(q: self.query, type: type.rawValue)
            query.order = order.apiValue
            query.videoDuration = duration?.rawValue
            let afterDate = after?.date
            let beforeDate = before?.date
            if let afterDate, let beforeDate, afterDate >= beforeDate {
                throw CoreError.invalidValue(option: "--after", value: after?.text ?? "",
                                             accepted: "a date earlier than --before (\(before?.text ?? ""))")
            }
            query.publishedAfter = afterDate.map(PublishedDate.rfc3339)
            query.publishedBefore = beforeDate.map(PublishedDate.rfc3339)
            query.regionCode = region?.code
            query.safeSearch = safeSearch?.rawValue
            query.videoCaption = caption ? "closedCaption" : nil
            query.videoDefinition = hd ? "high" : nil
            return query
        }

        /// Every filter as typed: the same search continues the same cursor.
        private var listingParameters: [String: String?] {
            [
                "q": query, "type": type.rawValue, "order": order.rawValue, "duration": duration?.rawValue,
                "after": after?.text, "before": before?.text, "channel": channel, "region": region?.code,
                "safe": safeSearch?.rawValue, "caption": caption ? "1" : nil, "hd": hd ? "1" : nil,
                "limit": String(limit.value),
            ]
        }

        /// This search's command line, for "more:" hints.
        private var again: String {
            let options: [String?] = [
                type == .video ? nil : "--type \(type.rawValue)", order == .relevance ? nil : "--order \(order.rawValue)",
                duration.map { "--duration \($0.rawValue)" }, after.map { "--after \(ShellWord.quote($0.text))" },
                before.map { "--before \(ShellWord.quote($0.text))" }, channel.map { "--channel \(ShellWord.quote($0))" },
                region.map { "--region \($0)" }, safeSearch.map { "--safe-search \($0.rawValue)" },
                caption ? "--caption" : nil, hd ? "--hd" : nil, limit == 25 ? nil : "--limit \(limit)",
            ]
            return (["ytclone search", ShellWord.quote(query)] + options.compactMap { $0 }).joined(separator: " ")
        }
    }
}
