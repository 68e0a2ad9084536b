import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone categories`: the video categories of a region, whose ids `feed --category` takes.
    struct Categories: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "categories",
            abstract: "List the video categories of a region.",
            discussion: """
                Examples:
                  ytclone categories
                  ytclone categories --region JP --json | jq -r '.[] | select(.assignable) | .id'
                """)

        @Option(help: ArgumentHelp("Region: \(RegionCode.accepted).", valueName: "code"))
        var region: RegionCode = .unitedStates

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            try environment.checkCost(CategoryService.estimatedCost, of: "this lookup")
            let categories = try await environment.categories()
                .categories(regionCode: region.code)
            try CategoryRenderer(console: environment.console, format: output.resolvedFormat).list(categories)
        }
    }
}
