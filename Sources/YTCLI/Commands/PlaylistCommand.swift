import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone playlist [show] ID|URL`: a playlist's details and its videos; the default
    /// subcommand of `playlist` (`PlaylistGroup`), so `ytclone playlist PL…` reads as before.
    struct PlaylistCommand: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show a playlist with its videos (the default: ytclone playlist ID).",
            discussion: """
                Takes a PL…/UU…/OL…/FL… id, a youtube.com/playlist?list=… URL, or a watch URL with &list=…. When the filters of what is shown drop videos, further pages are walked to fill --limit (priced in the estimate --max-cost checks).

                Examples:
                  ytclone playlist PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal
                  ytclone playlist 'https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL…'
                  ytclone playlist PL… --json | jq -r '.videos[].title'
                  ytclone playlist PL… --max-duration 10m --sort length
                """)

        @Argument(help: ArgumentHelp("A playlist id or URL.", valueName: "id-or-url"))
        var reference: String

        @Option(help: "How many videos to list, walking pages as needed (\(Limit.accepted)).")
        var limit: Limit = 25

        typealias Limit = PlaylistSpec.Limit

        @OptionGroup(title: "Filters of what is shown") var filters: VideoFilterOptions
        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        /// The listing these options describe.
        var spec: PlaylistSpec { PlaylistSpec(reference: reference, limit: limit, filter: filters.filter) }

        func validate() throws { try spec.validateOptions() }

        func run(in environment: AppEnvironment) async throws {
            let spec = spec
            let id = try spec.playlistId()
            try environment.checkCost(spec.estimatedCost,
                                      of: spec.filter.pricing("this listing", fillCost: spec.fillCost, limit: spec.limit.value))
            let filtered = try environment.filtered(spec.filter)
            let (playlist, videos) = try await playlistAndVideos(id, in: environment)
            let format = output.resolvedFormat
            let console = environment.console
            let marks = try environment.watchMarks()
            try await environment.pagedRun(
                listing: spec.cursorKey(playlistId: id), paging: paging, format: format, spec: spec
            ).run(kind: .video, fetch: filtered.fetch(limit: spec.limit.value) {
                try await videos($0, $1)
            }) { videos in
                try DetailListingOutput(console: console, format: format).print(
                    "playlist", playlist, Shapes.playlist, "videos", videos,
                    Shapes.video(marked: try marks.marks(for: videos.map(\.id)))
                ) {
                    PlaylistRenderer(console: console, format: format).block(playlist)
                }
            }
        }
    }
}
