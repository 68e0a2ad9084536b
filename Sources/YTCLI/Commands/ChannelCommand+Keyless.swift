import YTCore
import YouTubeAPI

extension YTClone.ChannelCommand {
    /// `channel UC…|URL` without an API key: the channel's Atom feed, its name and newest 15
    /// uploads, with no lengths (–); a `@handle` is refused, as resolving it needs channels.list.
    func runKeyless(_ reference: ChannelReference, in environment: AppEnvironment) async throws {
        let id: String
        switch reference {
        case .handle(let handle):
            throw KeylessError.handle(handle, command: "channel")
        case .id(let channelId):
            id = channelId
        }
        guard !playlists else {
            throw KeylessError.keyNeeded(what: "a channel's playlists come from the Data API (playlists.list)",
                                         instead: "ytclone channel \(id) lists its newest 15 uploads from its feed")
        }
        // --hide-shorts reads the channel's feed of uploads without Shorts (UULF…), as the
        // subscriptions feed does; the feeds give no lengths nor live states: those filters say
        // so; the order applies.
        var filter = spec.filter
        let withoutShorts = filter.hideShorts
        filter.hideShorts = false
        guard let (channel, feed) = try await environment.channelFromFeed(id, withoutShorts: withoutShorts) else {
            throw CoreError.channelNotFound(id)
        }
        let filtered = try environment.filtered(filter, why: "the channel's feed gives no lengths")
        let shown = try filtered.shown(feed.entries.map { Video($0, of: feed) }, limit: spec.limit.value)
        filtered.say(shown.unknown)
        let videos = shown.rows
        let console = environment.console
        let format = output.resolvedFormat
        let printer = DetailListingOutput(console: console, format: format)
        let renderer = ChannelRenderer(console: console, format: format)
        let marks = try environment.watchMarks()
        let run = try environment.pagedRun(listing: spec.cursorKey(channelId: id), paging: paging, format: format, spec: spec)
        try await run.run(kind: .video, fetch: { _ in Listing(items: videos, nextPageToken: nil) }) { items in
            let shape = Shapes.video(marked: try marks.marks(for: items.map(\.id)))
            try printer.print("channel", channel, Shapes.channel, "videos", items, shape) {
                renderer.block(channel)
                console.out("")
                console.out("Latest uploads", style: .bold)
            }
        }
        console.note(KeylessWords.note(shown: "the channel's name and newest \(feed.entries.count) uploads from its feed, without lengths (–)",
                                       keyAdds: "its details, the videos' lengths, its older uploads and playlists"))
    }
}
