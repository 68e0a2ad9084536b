import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone liked`: the videos the Google user signed in liked.
    struct Liked: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "liked",
            abstract: "List the videos you liked on YouTube (needs ytclone auth login).",
            discussion: """
                The videos your YouTube account liked (videos.list myRating=like), in the order YouTube gives them, 1 quota unit per page of 50. Rows are numbered as in every listing, so `ytclone watch 3` plays the third. Nothing of it is cached: it is yours alone.

                Examples:
                  ytclone liked
                  ytclone liked --limit 100 --next-page
                  ytclone liked --json | jq -r '.[].title'
                """)

        @Option(help: "How many videos to list, walking pages as needed (\(Limit.accepted)).")
        var limit: Limit = 25
        typealias Limit = AccountListingSpec.Limit

        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            try await YouTubeShelf(spec: AccountListingSpec(.liked, limit: limit), paging: paging, output: output)
                .liked(in: environment)
        }
    }
}
