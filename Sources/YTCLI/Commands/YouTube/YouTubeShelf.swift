import YTCore

/// One of the Google user's own lists on YouTube (liked videos, playlists, subscriptions), shown
/// as every listing is: priced against `--max-cost` first, paged with a cursor, rows numbered
/// so the next command can name one (`liked`, then `watch 3`).
struct YouTubeShelf {
    let spec: AccountListingSpec
    let paging: PagingOptions
    let output: OutputOptions

    /// `ytclone liked`: videos rendered as every video listing is.
    func liked(in environment: AppEnvironment) async throws {
        let renderer = VideoRenderer(console: environment.console, format: output.resolvedFormat,
                                     marks: try environment.watchMarks())
        try await run(in: environment, kind: .video, fetch: { try await $0.liked(limit: $1, pageToken: $2) }) {
            try renderer.list($0, empty: "No liked videos: like one with ytclone rate ID like.")
        }
    }

    /// `ytclone playlists --mine`.
    func playlists(in environment: AppEnvironment) async throws {
        let renderer = PlaylistRenderer(console: environment.console, format: output.resolvedFormat)
        try await run(in: environment, kind: .playlist, fetch: { try await $0.playlists(limit: $1, pageToken: $2) }) {
            try renderer.list($0, empty: "No playlists yet: ytclone playlist create TITLE makes one.")
        }
    }

    /// `ytclone subscriptions --youtube`: the same fields as the local list.
    func subscriptions(in environment: AppEnvironment) async throws {
        let writer = RecordWriter(console: environment.console, format: output.resolvedFormat, shape: Shapes.subscription)
        try await run(in: environment, kind: .channel, fetch: { try await $0.subscriptions(limit: $1, pageToken: $2) }) {
            try writer.list($0, empty: "Your YouTube account follows no channels: ytclone subscribe CHANNEL --youtube.")
        }
    }

    private func run<Item: Sendable & Identifiable>(
        in environment: AppEnvironment, kind: PagedRun.Kind,
        fetch: @escaping @Sendable (YouTubeAccountService, Int, String?) async throws -> Listing<Item>,
        show: @escaping @Sendable ([Item]) throws -> Void
    ) async throws where Item.ID: Sendable {
        try environment.checkCost(spec.estimatedCost, of: "this listing")
        let account = try environment.youtubeAccount()
        let limit = spec.limit.value
        try await environment.pagedRun(listing: spec.cursorKey, paging: paging, format: output.resolvedFormat, spec: spec)
            .run(kind: kind, fetch: { try await fetch(account, limit, $0) }, show: show)
    }

    /// Every subscription of the Google user, as an import into the local list takes them.
    static func importable(in environment: AppEnvironment) async throws -> [ImportedSubscription] {
        try environment.checkCost(YouTubeAccountService.estimatedCost(subscriptions: YouTubeAccountService.mostSubscriptions),
                                  of: "reading your YouTube subscriptions")
        return try await environment.youtubeAccount().allSubscriptions()
            .map { ImportedSubscription(channelId: $0.channelId, title: $0.title) }
    }
}
