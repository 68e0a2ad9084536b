import ArgumentParser
import YTCore

/// The paging flags of every listing: continue, go back, start over, or start at a token.
struct PagingOptions: ParsableArguments {
    @Flag(help: "Continue after the page the last run of this listing showed.")
    var nextPage = false

    @Flag(help: "Go back to the page before the one the last run showed.")
    var prevPage = false

    @Flag(help: "Start from the first page (the default).")
    var firstPage = false

    @Option(help: ArgumentHelp("Start at this page token.", valueName: "token"))
    var pageToken: String?

    func validate() throws {
        let chosen = [nextPage, prevPage, firstPage, pageToken != nil].filter { $0 }.count
        guard chosen <= 1 else {
            throw ValidationError("Choose one of --next-page, --prev-page, --first-page and --page-token.")
        }
    }

    var direction: PageNavigator.Direction {
        if nextPage { return .next }
        if prevPage { return .previous }
        if let pageToken { return .token(pageToken) }
        return .first
    }
}
