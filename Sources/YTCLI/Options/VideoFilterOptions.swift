import ArgumentParser
import YTCore

/// The filters and the order of every video listing (`search`, `feed`, `feed --subscriptions`,
/// `channel`, `playlist`, `fav list`, `history`): YTCore's `VideoFilter`, read from the command line.
struct VideoFilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Hide videos shorter than this: \(VideoLength.accepted).", valueName: "duration"))
    var minDuration: VideoLength?

    @Option(help: ArgumentHelp("Hide videos longer than this: \(VideoLength.accepted).", valueName: "duration"))
    var maxDuration: VideoLength?

    @Flag(help: "Hide Shorts (videos of 60 seconds or less).")
    var hideShorts = false

    @Option(help: ArgumentHelp("Live and upcoming streams: only (those alone) or hide.", valueName: "only|hide"))
    var live: VideoFilter.Live?

    @Flag(help: "Hide the videos you watched (needs signin).")
    var unwatched = false

    @Option(help: ArgumentHelp(
        "Order the rows shown (the page loaded, not the whole listing): date (newest first), views, length (longest first) or title.",
        valueName: "order"))
    var sort: VideoSort?

    /// The filter these options describe.
    var filter: VideoFilter {
        VideoFilter(minDuration: minDuration, maxDuration: maxDuration, hideShorts: hideShorts, live: live,
                    unwatched: unwatched, sort: sort)
    }

    func validate() throws {
        do {
            try filter.validate()
        } catch {
            throw ValidationError(error.message)
        }
    }
}

extension VideoFilter.Live: ArgumentChoice {}
extension VideoSort: ArgumentChoice {}

/// `--min-duration`, `--max-duration`.
extension VideoLength: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    public var defaultValueDescription: String { text }
}
