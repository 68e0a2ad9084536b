import YTCore

/// One run of a paged listing, the same for every command that pages: where it starts, what it
/// shows, and where the next run goes on.
///
/// The page is loaded by a `ListingViewModel`, which the renderer (`show`) follows; `fetch` runs
/// only when there is a page to fetch. After the last page a note says how to start
/// over, and `show` gets no items (tables show nothing; JSON still prints an empty list). The
/// cursor moves only after `show` returned, so a failed fetch never skips a page; a table ends
/// with the command that fetches the next page.
struct PagedRun {
    let navigator: PageNavigator
    let paging: PagingOptions
    let console: Console
    let format: OutputFormat
    /// The listing, whose command line the "more:" and "start over" hints give.
    let spec: any ListingSpec
    /// Where the rows shown are remembered for the terminal session (`ytclone video 3`).
    let rows: RowMemory

    /// What a listing's rows are, for the commands that take a row number in place of an id.
    enum Kind: String {
        case video, channel, playlist
    }

    func run<Item>(
        kind: Kind? = nil,
        fetch: @escaping @Sendable (_ token: String?) async throws -> Listing<Item>,
        show: @escaping @Sendable ([Item]) throws -> Void
    ) async throws {
        let start: PageNavigator.Start
        do {
            start = try navigator.start(paging.direction)
        } catch PageNavigator.Stop.noNextPage {
            console.note("That was the last page.")
            console.hint("start over: \(spec.commandLine(adding: ["--first-page"]))")
            if format != .table { try show([]) }
            return
        }
        let model = ListingViewModel(fetch: fetch)
        let failure = RenderFailure()
        model.follow(failure: failure, show)
        // Tables number their rows on from the previous page of the same listing in this terminal.
        let numbered = kind != nil && format == .table
        let firstRow = numbered ? try rows.firstRow(for: paging.direction) : 1
        let listing = try await RowNumbering.$first.withValue(firstRow) { try await model.load(from: start.token) }
        try failure.check()
        if numbered, let kind {
            try rows.remember(kind: kind.rawValue, firstRow: firstRow, ids: listing.items.map { "\($0.id)" })
        }
        let next = try navigator.finish(start, next: listing.nextPageToken)
        if let stop = listing.stop { warn(stop, listing, more: next != nil) }
        if next != nil, format == .table {
            console.hint("more: \(spec.commandLine(adding: ["--next-page"]))")
        }
    }

    /// Says on stderr why a walk stopped before it had what `--limit` asked for.
    private func warn<Item>(_ stop: Listing<Item>.Stop, _ listing: Listing<Item>, more: Bool) {
        let dropped = listing.dropped > 0 ? ", the filters dropping \(listing.dropped)" : ""
        let got = "\(HumanFormat.counted(listing.items.count, "item")) from \(HumanFormat.counted(listing.pages, "page"))\(dropped)"
        let goOn = more ? "; more: \(spec.commandLine(adding: ["--next-page"]))" : ""
        switch stop {
        case .repeatedToken:
            console.error("warning: the API sent a page token it had already sent, so the listing ends here (\(got))")
        case .emptyPage:
            console.error("warning: the API sent an empty page that still pointed to another; stopped with \(got)\(goOn)")
        case .pageBound:
            console.error("warning: stopped after \(got), the most this --limit may take\(goOn)")
        }
    }
}
