import YTCore

/// Everything the browser is handed by the run's composition root (YTCLI's `browse`): the bus,
/// the services, the account's view-models, and what the command line decided (colour, offline,
/// thumbnails, how errors read, how a video plays).
///
/// The browser wires its view-models and controllers from these and reaches for nothing else:
/// it knows no settings, paths or presenter of the command line.
public struct BrowserContext {
    let bus: EventBus
    let sources: BrowserSources
    let account: AccountViewModel
    let comments: CommentsViewModel
    let quota: (used: Int, budget: Int)?
    let offline: Bool
    let color: Bool
    let truecolor: Bool
    let player: (_ videoIds: [String], _ audioOnly: Bool) -> String?
    let describe: @Sendable (any Error) -> String
    let images: ImageLoader?
    let finish: @Sendable () -> Void

    /// - Parameters:
    ///   - quota: units spent today and the daily budget, when the ledger could tell.
    ///   - offline: `--offline`: every list is read from the cache.
    ///   - color: whether the screen is drawn in colour (not `NO_COLOR`, not a dumb terminal).
    ///   - truecolor: whether the terminal takes 24-bit colour (`COLORTERM`); pictures use 256
    ///     colours otherwise.
    ///   - player: plays videos as one queue (with sound only when asked); returns what to tell
    ///     the person (nil when they played).
    ///   - describe: one line for an error shown in place, the words the command line prints
    ///     after `error:` (the API key taken out).
    ///   - images: where thumbnails are loaded from; nil for none (`--thumbnails never`).
    ///   - finish: what the run does before the process ends on a signal, which ends the browser
    ///     without returning to the command (the quota ledger's last records written); any thread.
    public init(
        bus: EventBus, sources: BrowserSources, account: AccountViewModel, comments: CommentsViewModel,
        quota: (used: Int, budget: Int)?, offline: Bool, color: Bool, truecolor: Bool,
        player: @escaping (_ videoIds: [String], _ audioOnly: Bool) -> String?, describe: @escaping @Sendable (any Error) -> String, images: ImageLoader?,
        finish: @escaping @Sendable () -> Void
    ) {
        self.bus = bus
        self.sources = sources
        self.account = account
        self.comments = comments
        self.quota = quota
        self.offline = offline
        self.color = color
        self.truecolor = truecolor
        self.player = player
        self.describe = describe
        self.images = images
        self.finish = finish
    }
}
