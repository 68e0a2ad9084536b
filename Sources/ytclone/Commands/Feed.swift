import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone feed`: the most popular videos, page after page.
    struct Feed: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the most popular videos.",
            discussion: """
                Examples:
                  ytclone feed
                  ytclone feed --region JP --category 10 --limit 100
                  ytclone feed --json | jq -r '.[] | "\\(.viewCount)\\t\\(.title)"'
                """)

        @Option(help: ArgumentHelp("Region as an ISO 3166-1 code (US, GB, JP…).", valueName: "code"))
        var region: String?

        @Option(help: ArgumentHelp("Video category id (see the API's videoCategories).", valueName: "id"))
        var category: String?

        @Option(help: "How many videos to list, walking pages as needed (1–200).")
        var limit = 25

        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard (1...200).contains(limit) else {
                throw ValidationError("--limit must be between 1 and 200 (the chart holds at most 200 videos).")
            }
            if let region, region.count != 2 || !region.allSatisfy(\.isLetter) {
                throw ValidationError("--region takes a two-letter country code such as US or GB, not '\(region)'.")
            }
            if let category, category.isEmpty || !category.allSatisfy(\.isNumber) {
                throw ValidationError("--category takes a numeric category id such as 10, not '\(category)'.")
            }
        }

        func run() async throws {
            let environment = try AppEnvironment(output: output, api: api)
            try environment.checkCost(QuotaCost.pages(for: limit, perPage: 50), of: "this feed")
            let feed = FeedService(client: try environment.client(), bus: environment.bus)
            let region = region?.uppercased()
            let renderer = VideoRenderer(console: environment.console, format: output.resolvedFormat)
            try await environment.pagedRun(
                listing: ListingKey.make("feed", ["region": region, "category": category]), paging: paging,
                format: output.resolvedFormat, command: again
            ).run(fetch: { token in
                try await feed.mostPopular(regionCode: region, categoryId: category, limit: limit, pageToken: token).page
            }, show: renderer.list)
        }

        /// This listing's command line, for "more:" hints.
        private var again: String {
            "ytclone feed" + [region.map { " --region \($0)" }, category.map { " --category \($0)" },
                              limit == 25 ? nil : " --limit \(limit)"].compactMap { $0 }.joined()
        }
    }
}
