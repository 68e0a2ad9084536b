import YTCore

/// Names a listing for its saved cursor: the command and the query that shapes its pages.
enum ListingKey {
    static func make(_ command: String, _ parameters: [String: String?]) -> String {
        let query = parameters.compactMap { name, value in value.map { "\(name)=\($0)" } }.sorted()
        return query.isEmpty ? command : command + "?" + query.joined(separator: "&")
    }
}

/// Turns the paging flags into a start, or explains why there is nothing to fetch.
enum PageStart {
    /// `nil` after the last page, with a note saying how to start over.
    static func resolve(_ navigator: PageNavigator, _ paging: PagingOptions, _ console: Console, command: String)
        throws -> PageNavigator.Start?
    {
        do {
            return try navigator.start(paging.direction)
        } catch PageNavigator.Stop.noNextPage {
            console.note("That was the last page. Start over with: \(command) --first-page")
            return nil
        }
    }
}
