import Foundation
import YTBrowser
import YTCore
import YouTubeAPI

/// What `browse` hands the browser, built from the run's environment: the services the
/// environment built (`AppEnvironment.browserSources`), the account's view-models, today's quota,
/// and the command line's ways with colour, thumbnails, errors and players.
enum BrowserAssembly {
    static func context(_ environment: AppEnvironment, region: String?, thumbnails: ThumbnailMode?,
                        subscriptionSource: SubscriptionFeedService.Source?) throws -> BrowserContext
    {
        var sources = try environment.browserSources(region: region, subscriptionSource: subscriptionSource)
        sources.google = try environment.browserGoogleSources()
        let redact = KeyRedaction(key: environment.settings.apiKey ?? "").callAsFunction
        let quota = try? environment.quota().today()
        let path = environment.host.environment["PATH"]
        let settings = environment.settings, host = environment.host.environment
        let saver = try environment.signedInSession().map { ProgressSaver(store: $0.store, user: $0.user, now: environment.host.now) }
        let noColor = environment.host.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return BrowserContext(
            bus: environment.bus, sources: sources, account: try environment.account(), comments: try environment.comments(),
            quota: quota.map { ($0.used, $0.budget) }, offline: environment.cacheMode == .offline,
            color: !noColor && environment.host.environment["TERM"] != "dumb",
            truecolor: ThumbnailPolicy.takesTruecolor(environment.host.environment),
            player: { videoIds, audioOnly in
                play(videoIds, path: path, choice: settings.player,
                     options: PlaybackOptions(quality: settings.quality, audioOnly: audioOnly), environment: host, saver: saver)
            },
            // The words the command line prints after `error:`, in place on the screen.
            describe: { ErrorPresenter.describe($0, redact: redact).message },
            images: (thumbnails ?? environment.settings.thumbnails) == .never ? nil : environment.imageLoader(),
            finish: environment.closing)
    }

    /// Plays `videoIds` as one queue with the configured player (`player=`), else the first that
    /// is installed, and, signed in (`saver`), starts each where it stopped and keeps how far it
    /// got, as `watch` does; what to tell the person when none is installed, or when the one that
    /// started failed (a non-zero exit status; mpv quit with Ctrl-C is no failure).
    static func play(_ videoIds: [String], path: String?, choice: PlayerChoice? = nil, options: PlaybackOptions = PlaybackOptions(),
                     environment: [String: String]? = nil, saver: ProgressSaver? = nil) -> String?
    {
        guard !videoIds.isEmpty, let program = try? PlayerChoice.program(choice, path: path) else {
            return choice.map { "✗ \($0.command) is not installed (\(ExternalProgram.installLine($0.command))); y copies the URL." }
                ?? "✗ No player found (mpv or xdg-open on PATH); y copies the URL."
        }
        let playback = Playback(player: program, options: options, environment: environment, follows: saver != nil, quiet: true)
        let kept = (try? saver?.kept(videoIds)) ?? [:]
        let items = StartingPoints.items(videoIds, start: nil, fromStart: false, kept: kept).items
        guard let outcome = try? PlayerSignals.heldBack({ try playback.play(items, progress: { saver?.save($0) }) }) else {
            return "✗ \(program.name) could not be started; y copies the URL."
        }
        return !playback.failed(outcome) ? nil : "✗ \(program.name) failed (exit status \(outcome.status)); y copies the URL."
    }
}
