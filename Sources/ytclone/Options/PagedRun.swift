import YTCore

/// One run of a paged listing, the same for every command that pages: where it starts, what it
/// shows, and where the next run goes on.
///
/// `fetch` runs only when there is a page to fetch. After the last page a note says how to start
/// over, and `show` gets no items (tables show nothing; JSON still prints an empty list). The
/// cursor moves only after `show` returned, so a failed fetch never skips a page; a table ends
/// with the command that fetches the next page.
struct PagedRun {
    let navigator: PageNavigator
    let paging: PagingOptions
    let console: Console
    let format: OutputFormat
    /// The listing's command line, for the "more:" and "start over" hints.
    let command: String

    func run<Item>(
        fetch: (_ token: String?) async throws -> (items: [Item], next: String?),
        show: ([Item]) throws -> Void
    ) async throws {
        let start: PageNavigator.Start
        do {
            start = try navigator.start(paging.direction)
        } catch PageNavigator.Stop.noNextPage {
            console.note("That was the last page. Start over with: \(command) --first-page")
            if format != .table { try show([]) }
            return
        }
        let page = try await fetch(start.token)
        try show(page.items)
        try navigator.finish(start, next: page.next)
        if page.next != nil, format == .table {
            console.note("more: \(command) --next-page")
        }
    }
}

extension Listing {
    /// The listing as `PagedRun` takes it.
    var page: (items: [Item], next: String?) { (items, nextPageToken) }
}
