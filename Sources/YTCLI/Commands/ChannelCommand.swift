import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone channel ID|@handle|URL`: a channel's details and its latest uploads or its playlists.
    struct ChannelCommand: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "channel",
            abstract: "Show a channel with its latest uploads (or its playlists).",
            discussion: """
                Takes a UC… id, an @handle, or a youtube.com/@handle or youtube.com/channel/UC… URL. The filters of what is shown apply to the uploads; when they drop some, further pages are walked to fill --limit (priced in the estimate --max-cost checks).

                Examples:
                  ytclone channel @googledevelopers
                  ytclone channel https://youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw
                  ytclone channel @google --playlists --json | jq '.playlists[].title'
                  ytclone channel @google --hide-shorts --sort views
                """)

        @Argument(help: ArgumentHelp("A channel id, @handle or URL.", valueName: "channel"))
        var reference: String

        @Flag(help: "List the channel's playlists instead of its uploads.")
        var playlists = false

        @Option(help: "How many uploads or playlists to list, walking pages as needed (\(Limit.accepted)).")
        var limit: Limit = 25

        typealias Limit = ChannelSpec.Limit

        @Option(help: ArgumentHelp(
            "Draw the channel's avatar above its details: \(ThumbnailMode.accepted) (default: auto, or `thumbnails` in the config).",
            valueName: "mode"))
        var thumbnails: ThumbnailMode?

        @OptionGroup(title: "Filters of what is shown") var filters: VideoFilterOptions
        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        /// The listing these options describe.
        var spec: ChannelSpec {
            ChannelSpec(reference: reference, shelf: playlists ? .playlists : .uploads, limit: limit, filter: filters.filter)
        }

        func validate() throws { try spec.validateOptions() }

        func run(in environment: AppEnvironment) async throws {
            let spec = spec
            let parsed = try spec.channelReference()
            if !environment.hasAPIKey { return try await runKeyless(parsed, in: environment) }
            try environment.checkCost(spec.estimatedCost,
                                      of: spec.filter.pricing("this listing", fillCost: spec.fillCost, limit: spec.limit.value))
            let filtered = try environment.filtered(spec.filter)
            let format = output.resolvedFormat
            let service = try environment.playlists()
            /// The uploads page `token` starts, of `playlistId`, walking on while the filters drop rows.
            let uploads = { @Sendable (playlistId: String?) in
                filtered.fetch(limit: spec.limit.value) { token, wanted in
                    guard let playlistId else { return Listing(items: [], nextPageToken: nil) }
                    return try await service.videos(playlistId: playlistId, limit: wanted, pageToken: token)
                }
            }
            // A UC… id keys the run's cursor before the channel answers, so its first page can leave
            // beside channels.list; a handle's run waits for the channel's id.
            let idRun: (id: String, run: PagedRun)? = if case .id(let id) = parsed {
                (id, try environment.pagedRun(listing: spec.cursorKey(channelId: id), paging: paging, format: format, spec: spec))
            } else { nil }
            let (channel, first) = try await channelWithFirstUploads(parsed, uploads: uploads, run: idRun?.run, in: environment)
            let console = environment.console
            let marks = try environment.watchMarks()
            let run = try idRun.flatMap { $0.id == channel.id ? $0.run : nil } ?? environment.pagedRun(
                listing: spec.cursorKey(channelId: channel.id), paging: paging, format: format, spec: spec)
            let printer = DetailListingOutput(console: console, format: format)
            let renderer = ChannelRenderer(console: console, format: format)
            let avatar = await environment.thumbnails(thumbnails, output: output)?
                .drawing(of: channel.thumbnailURL, columns: ThumbnailDrawer.avatar.columns, rows: ThumbnailDrawer.avatar.rows)
            /// The channel's avatar and block, then the listing under `heading`.
            @Sendable func header(_ heading: String) {
                if let avatar { console.picture(avatar) }
                renderer.block(channel)
                console.out("")
                console.out(heading, style: .bold)
            }
            if spec.shelf == .playlists {
                try await run.run(kind: .playlist, fetch: {
                    try await service.playlists(channelId: channel.id, limit: spec.limit.value, pageToken: $0)
                }) { items in
                    try printer.print("channel", channel, Shapes.channel, "playlists", items, Shapes.playlist) {
                        header("Playlists")
                    }
                }
            } else {
                let fetch = uploads(channel.uploadsPlaylistId)
                try await run.run(kind: .video, fetch: { token in
                    if let first, first.token == token { return first.listing }
                    return try await fetch(token)
                }) { items in
                    let shape = Shapes.video(marked: try marks.marks(for: items.map(\.id)))
                    try printer.print("channel", channel, Shapes.channel, "videos", items, shape) {
                        header("Latest uploads")
                    }
                }
            }
        }
    }
}
