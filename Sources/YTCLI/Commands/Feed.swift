import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone feed`: the most popular videos, page after page.
    struct Feed: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "feed",
            abstract: "List the most popular videos, or the newest of your subscriptions.",
            discussion: """
                With --subscriptions, the newest videos of the channels you subscribed to (see `ytclone subscribe`), newest first. Which channels uploaded comes from each channel's feed on youtube.com, for no quota; a channel whose feed fails is asked of the API (--source auto), or left as it was (--source rss). From the API (--source api), a refresh costs 1 unit per 50 channels, plus 1 per channel that uploaded. Either way, the videos shown cost 1 unit per 50 whose details are not known yet. What was fetched is kept per API root (--api-base) and account: what one root served is never shown from another, nor one account's in another's feed. --new prints only videos published since you subscribed to their channel that no earlier --new run printed, and marks every one of them seen, also those past --limit (stderr says how many more there were); when there is nothing new it prints nothing at all and exits 0, so a cron job mails each new video once and nothing otherwise.

                Examples:
                  ytclone feed
                  ytclone feed --region JP --category 10 --limit 100
                  ytclone feed --json | jq -r '.[] | "\\(.viewCount)\\t\\(.title)"'
                  ytclone feed --hide-shorts --sort views
                  ytclone feed --subscriptions --hide-shorts --min-duration 5m
                  ytclone feed --subscriptions --new --format tsv   # from cron
                  ytclone feed --subscriptions --source rss         # no quota for the refresh
                """)

        @Option(help: ArgumentHelp("Region: \(RegionCode.accepted).", valueName: "code"))
        var region: RegionCode?

        @Option(help: ArgumentHelp("Video category id (see the API's videoCategories).", valueName: "id"))
        var category: String?

        @Option(help: "How many videos to list, walking pages as needed (\(Limit.accepted)).")
        var limit: Limit = 25

        @Flag(help: "The newest videos of your subscribed channels instead of the chart (needs signin).")
        var subscriptions = false

        @Flag(help: "With --subscriptions: only videos published since you subscribed that no earlier --new run printed; silent when none.")
        var new = false

        @Option(help: "With --subscriptions: how many channels to fetch at once (\(Jobs.accepted)).")
        var jobs: Jobs = 100

        @Option(help: ArgumentHelp(
            "With --subscriptions: where to learn which channels uploaded: auto (feeds, the API when one fails), api, rss (feeds alone, no quota).",
            valueName: "source"))
        var source: SubscriptionFeedService.Source?

        typealias Limit = ChartSpec.Limit
        typealias Jobs = SubscriptionsFeedSpec.Jobs

        @OptionGroup(title: "Filters of what is shown") var filters: VideoFilterOptions
        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if subscriptions {
                guard region == nil, category == nil else {
                    throw ValidationError("--region and --category apply to the chart, not to --subscriptions.")
                }
                guard paging.direction == .first else {
                    throw ValidationError("--subscriptions shows the newest videos; it has no pages to move through.")
                }
            } else if new || source != nil {
                throw ValidationError("--new and --source go with --subscriptions.")
            }
            try chart.validateOptions()
        }

        /// The chart these options describe (without --subscriptions).
        var chart: ChartSpec { ChartSpec(region: region, category: category, limit: limit, filter: filters.filter) }

        /// The subscriptions' feed these options describe (with --subscriptions).
        var subscriptionsFeed: SubscriptionsFeedSpec {
            SubscriptionsFeedSpec(limit: limit, filter: filters.filter, onlyNew: new, jobs: jobs, source: source)
        }

        func run(in environment: AppEnvironment) async throws {
            if subscriptions { return try await runSubscriptions(environment) }
            let chart = chart
            try environment.checkCost(chart.estimatedCost,
                                      of: chart.filter.pricing("this feed", fillCost: chart.fillCost, limit: chart.limit.value))
            let filtered = try environment.filtered(chart.filter)
            let feed = try environment.feed()
            let renderer = try renderer(environment)
            // With filters that drop rows, an empty page is theirs, not the region's or category's.
            let empty = chart.filter.drops ? "No videos of this chart pass the filters: try fewer filters."
                : "No videos in this chart: try another --region or --category."
            try await environment.pagedRun(
                listing: chart.cursorKey, paging: paging, format: output.resolvedFormat, spec: chart
            ).run(kind: .video, fetch: filtered.fetch(limit: chart.limit.value) { token, wanted in
                try await feed.mostPopular(regionCode: chart.region?.code, categoryId: chart.category, limit: wanted,
                                           pageToken: token)
            }, show: { try renderer.list($0, empty: empty) })
        }

        private func runSubscriptions(_ environment: AppEnvironment) async throws {
            let user = try environment.user()
            let channels = try environment.subscriptions().subscriptions(of: user).count
            guard channels > 0 else {
                return try renderer(environment).list([], empty: SubscriptionRenderer.none(hasKey: environment.hasAPIKey))
            }
            if !environment.hasAPIKey { return try await runKeylessSubscriptions(for: user, in: environment) }
            let spec = subscriptionsFeed
            let source = environment.subscriptionSource(spec.source)
            try environment.checkCost(spec.estimatedCost(channels: channels, source: source),
                                      of: spec.filter.pricing("refreshing \(HumanFormat.counted(channels, "subscription"))",
                                                              fillCost: spec.fillCost, limit: spec.limit.value))
            let service = try environment.subscriptionFeed(jobs: spec.jobs.value)
            if source == .rss { FeedFailureNote(console: environment.console).listen(on: environment.bus) }
            let filtered = try environment.filtered(spec.filter)
            let shown = try await service.feed(for: user, spec.options(source: source, watched: filtered.watched))
            filtered.say(shown.unknown)
            if shown.stoppedFilling {
                environment.console.error(
                    "warning: stopped after \(HumanFormat.counted(shown.videos.count, "video")), the filters dropping "
                        + "\(shown.dropped), at the details lookups the estimate counted; raise --limit for more")
            }
            // Its rows stand for their videos in the next command, as every listing's do.
            let rows = { try environment.rememberRows(of: Self.subscriptionsRows, videoIds: shown.videos.map(\.id),
                                                      format: output.resolvedFormat) }
            guard new else {
                try renderer(environment).list(shown.videos, empty: "No videos from your subscriptions match: try fewer filters.")
                return try rows()
            }
            // From cron, nothing new is silence: no TSV header, no `[]`, no note to mail.
            guard !shown.videos.isEmpty else { return environment.console.hint("Nothing new.") }
            try renderer(environment).list(shown.videos)
            try rows()
            if shown.moreNew > 0 {
                environment.console.note("and \(HumanFormat.counted(shown.moreNew, "more new video")): raise --limit")
            }
        }

        /// The listing whose rows `feed --subscriptions` keeps (`AppEnvironment.rememberRows`).
        static let subscriptionsRows = "feed --subscriptions"

        private func renderer(_ environment: AppEnvironment) throws -> VideoRenderer {
            VideoRenderer(console: environment.console, format: output.resolvedFormat, marks: try environment.watchMarks())
        }
    }
}
