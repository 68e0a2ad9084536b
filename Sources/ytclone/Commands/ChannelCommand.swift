import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone channel ID|@handle|URL`: a channel's details and its latest uploads or its playlists.
    struct ChannelCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "channel",
            abstract: "Show a channel with its latest uploads (or its playlists).",
            discussion: """
                Takes a UC… id, an @handle, or a youtube.com/@handle or youtube.com/channel/UC… URL.

                Examples:
                  ytclone channel @googledevelopers
                  ytclone channel https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw --limit 50
                  ytclone channel @googledevelopers --playlists --json | jq '.playlists[].title'
                """)

        @Argument(help: ArgumentHelp("A channel id, @handle or URL.", valueName: "channel"))
        var reference: String

        @Flag(help: "List the channel's playlists instead of its uploads.")
        var playlists = false

        @Option(help: "How many uploads or playlists to list, walking pages as needed (1–500).")
        var limit = 25

        @OptionGroup var paging: PagingOptions
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard (1...500).contains(limit) else { throw ValidationError("--limit must be between 1 and 500.") }
        }

        func run() async throws {
            let parsed = try ChannelReference.parse(reference)
            let environment = try AppEnvironment(output: output, apiBase: api.apiBase)
            let client = try environment.client()
            let channel = try await ChannelService(client: client).channel(parsed)
            let pages = try environment.pageNavigator(listing: ListingKey.make(
                "channel", ["id": channel.id, "list": playlists ? "playlists" : "uploads", "limit": String(limit)]))
            let format = output.resolvedFormat
            let start = try PageStart.resolve(pages, paging, environment.console, command: again)
            if start == nil, format == .table { return }
            let service = PlaylistService(client: client, bus: environment.bus)
            let printer = DetailListingOutput(console: environment.console, format: format)
            let renderer = ChannelRenderer(console: environment.console, format: format)
            let next: String?
            if playlists {
                var listing: Listing<Playlist>?
                if let start {
                    listing = try await service.playlists(channelId: channel.id, limit: limit, pageToken: start.token)
                }
                next = listing?.nextPageToken
                let items = listing?.items ?? []
                try printer.print("channel", ChannelJSON(channel: channel), "playlists", items.map(PlaylistJSON.init)) {
                    renderer.block(channel)
                    environment.console.out("")
                    environment.console.out(environment.console.style("Playlists", "1"))
                } listing: { try PlaylistRenderer(console: environment.console, format: $0).list(items) }
            } else {
                var listing: Listing<Video>?
                if let start, let uploads = channel.uploadsPlaylistId {
                    listing = try await service.videos(playlistId: uploads, limit: limit, pageToken: start.token)
                }
                next = listing?.nextPageToken
                let items = listing?.items ?? []
                try printer.print("channel", ChannelJSON(channel: channel), "videos", items.map(VideoJSON.init)) {
                    renderer.block(channel)
                    environment.console.out("")
                    environment.console.out(environment.console.style("Latest uploads", "1"))
                } listing: { try VideoRenderer(console: environment.console, format: $0).list(items) }
            }
            guard let start else { return }
            try pages.finish(start, next: next)
            if next != nil, format == .table { environment.console.note("more: \(again) --next-page") }
        }

        /// This listing's command line, for "more:" hints.
        private var again: String {
            (["ytclone channel", ShellWord.quote(reference), playlists ? "--playlists" : nil,
              limit == 25 ? nil : "--limit \(limit)"] as [String?]).compactMap { $0 }.joined(separator: " ")
        }
    }
}
