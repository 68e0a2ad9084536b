import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone playlists --mine`: the Google user's own playlists.
    ///
    /// A command of its own rather than `playlist --mine`: `playlist` shows one playlist and
    /// changes it, `playlists` lists them, as `subscriptions` lists what `subscribe` adds. Only
    /// `--mine` exists for now (a channel's playlists are `channel ID --playlists`), and it is
    /// required so that a later listing of other people's playlists cannot change what a script
    /// that types `ytclone playlists` gets.
    struct Playlists: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "playlists",
            abstract: "List your own playlists on YouTube (--mine; needs ytclone auth login).",
            discussion: """
                Your YouTube account's playlists, private and unlisted ones included (playlists.list mine=true), 1 quota unit per page of 50. Rows are numbered, so `ytclone playlist add 2 VIDEO` adds to the second. A channel's public playlists are `ytclone channel ID --playlists`.

                Examples:
                  ytclone playlists --mine
                  ytclone playlists --mine --json | jq -r '.[] | "\\(.id)\\t\\(.title)"'
                """)

        @Flag(help: "Your own playlists (required for now).")
        var mine = false

        @Option(help: "How many playlists to list, walking pages as needed (\(Limit.accepted)).")
        var limit: Limit = 25
        typealias Limit = AccountListingSpec.Limit

        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard mine else {
                throw ValidationError("Missing --mine: `ytclone playlists --mine` lists your playlists; a channel's are `ytclone channel ID --playlists`.")
            }
        }

        func run(in environment: AppEnvironment) async throws {
            try await YouTubeShelf(spec: AccountListingSpec(.playlists, limit: limit), paging: paging, output: output)
                .playlists(in: environment)
        }
    }
}
