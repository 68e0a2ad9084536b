import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone playlist ID|URL`: a playlist's details and its videos.
    struct PlaylistCommand: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "playlist",
            abstract: "Show a playlist with its videos.",
            discussion: """
                Takes a PL…/UU…/OL…/FL… id, a youtube.com/playlist?list=… URL, or a watch URL with &list=….

                Examples:
                  ytclone playlist PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal
                  ytclone playlist 'https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL…'
                  ytclone playlist PL… --json | jq -r '.videos[].title'
                """)

        @Argument(help: ArgumentHelp("A playlist id or URL.", valueName: "id-or-url"))
        var reference: String

        @Option(help: "How many videos to list, walking pages as needed (\(Limit.accepted)).")
        var limit: Limit = 25

        typealias Limit = Bounded<Bounds.ListingLimit>

        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let id = try PlaylistReference.id(from: reference)
            try environment.checkCost(PlaylistService.estimatedCost(videos: limit.value), of: "this listing")
            let service = try environment.playlists()
            let playlist = try await service.playlist(id: id)
            let format = output.resolvedFormat
            let console = environment.console
            try await environment.pagedRun(
                listing: ListingKey.make("playlist", ["id": id, "limit": String(limit.value)]), paging: paging,
                format: format, command: again
            ).run(kind: .video, fetch: { try await service.videos(playlistId: id, limit: limit.value, pageToken: $0) }) { videos in
                try DetailListingOutput(console: console, format: format).print(
                    "playlist", playlist, Shapes.playlist, "videos", videos, Shapes.video
                ) {
                    PlaylistRenderer(console: console, format: format).block(playlist)
                }
            }
        }

        /// This listing's command line, for "more:" hints.
        private var again: String {
            "ytclone playlist \(ShellWord.quote(reference))" + (limit == 25 ? "" : " --limit \(limit)")
        }
    }
}
