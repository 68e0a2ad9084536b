import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone playlist ID|URL`: a playlist's details and its videos.
    struct PlaylistCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "playlist",
            abstract: "Show a playlist with its videos.",
            discussion: """
                Takes a PL…/UU…/OL…/FL… id, a youtube.com/playlist?list=… URL, or a watch URL with &list=….

                Examples:
                  ytclone playlist PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal
                  ytclone playlist 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL…' --limit 100
                  ytclone playlist PL… --json | jq -r '.videos[].title'
                """)

        @Argument(help: ArgumentHelp("A playlist id or URL.", valueName: "id-or-url"))
        var reference: String

        @Option(help: "How many videos to list, walking pages as needed (1–500).")
        var limit = 25

        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard (1...500).contains(limit) else { throw ValidationError("--limit must be between 1 and 500.") }
        }

        func run() async throws {
            let id = try PlaylistReference.id(from: reference)
            let environment = try AppEnvironment(output: output, apiBase: api.apiBase)
            let service = PlaylistService(client: try environment.client(), bus: environment.bus)
            let playlist = try await service.playlist(id: id)
            let pages = try environment.pageNavigator(
                listing: ListingKey.make("playlist", ["id": id, "limit": String(limit)]))
            let format = output.resolvedFormat
            let start = try PageStart.resolve(pages, paging, environment.console, command: again)
            if start == nil, format == .table { return }
            var listing: Listing<Video>?
            if let start { listing = try await service.videos(playlistId: id, limit: limit, pageToken: start.token) }
            let videos = listing?.items ?? []
            try DetailListingOutput(console: environment.console, format: format).print(
                "playlist", PlaylistJSON(playlist: playlist), "videos", videos.map(VideoJSON.init)
            ) {
                PlaylistRenderer(console: environment.console, format: format).block(playlist)
            } listing: { try VideoRenderer(console: environment.console, format: $0).list(videos) }
            guard let start else { return }
            try pages.finish(start, next: listing?.nextPageToken)
            if listing?.nextPageToken != nil, format == .table {
                environment.console.note("more: \(again) --next-page")
            }
        }

        /// This listing's command line, for "more:" hints.
        private var again: String {
            "ytclone playlist \(ShellWord.quote(reference))" + (limit == 25 ? "" : " --limit \(limit)")
        }
    }
}
