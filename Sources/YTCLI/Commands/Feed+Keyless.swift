import YTCore

extension YTClone.Feed {
    /// `feed --subscriptions` without an API key: the channels' feeds alone, each channel's
    /// newest 15 uploads with no lengths (–); `--hide-shorts` reads the feeds of uploads without
    /// Shorts, the other length filters say they could not judge.
    func runKeylessSubscriptions(for user: User, in environment: AppEnvironment) async throws {
        let spec = subscriptionsFeed
        if spec.source == .api {
            throw KeylessError.keyNeeded(what: "--source api learns which channels uploaded from the Data API",
                                         instead: "--source rss or auto read the channels' feeds, which need no key")
        }
        var filter = spec.filter
        let withoutShorts = filter.hideShorts
        filter.hideShorts = false  // the feeds without Shorts have none to hide
        let filtered = try environment.filtered(filter, why: "the channels' feeds give no lengths")
        let console = environment.console
        environment.bus.on(ChannelFeedsRead.self, by: nil) { read in
            guard let failed = FeedFailureNote.summary(read) else { return }
            console.note("warning: \(failed); those channels are left out")
        }
        let feed = try environment.freeSubscriptionFeed(jobs: spec.jobs.value)
        var videos = try await feed.videos(for: user, withoutShorts: withoutShorts)
        if new { videos = try feed.claimNew(videos, for: user) }
        let shown = try filtered.shown(videos, limit: spec.limit.value)
        filtered.say(shown.unknown)
        let renderer = VideoRenderer(console: console, format: output.resolvedFormat, marks: try environment.watchMarks())
        let note = KeylessWords.note(shown: "each channel's newest 15 uploads from its feed, without lengths (–)",
                                     keyAdds: "lengths, likes and comments, and older uploads")
        let rows = { try environment.rememberRows(of: Self.subscriptionsRows, videoIds: shown.rows.map(\.id),
                                                  format: output.resolvedFormat) }
        guard new else {
            try renderer.list(shown.rows, empty: "No videos from your subscriptions match: try fewer filters.")
            try rows()
            return console.note(note)
        }
        // From cron, nothing new is silence, as with a key.
        guard !shown.rows.isEmpty else { return console.hint("Nothing new.") }
        try renderer.list(shown.rows)
        try rows()
        let more = videos.count - shown.rows.count - shown.dropped
        if more > 0 { console.note("and \(HumanFormat.counted(more, "more new video")): raise --limit") }
        console.hint(note)  // a cron job would mail it every time
    }
}
