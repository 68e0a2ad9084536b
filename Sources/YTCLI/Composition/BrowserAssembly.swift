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
        let sources = try environment.browserSources(region: region, subscriptionSource: subscriptionSource)
        let redact = KeyRedaction(key: environment.settings.apiKey ?? "").callAsFunction
        let quota = try? environment.quota().today()
        let path = environment.host.environment["PATH"]
        let noColor = environment.host.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return BrowserContext(
            bus: environment.bus, sources: sources, account: try environment.account(), comments: try environment.comments(),
            quota: quota.map { ($0.used, $0.budget) }, offline: environment.cacheMode == .offline,
            color: !noColor && environment.host.environment["TERM"] != "dumb",
            truecolor: ThumbnailPolicy.takesTruecolor(environment.host.environment),
            player: { url in play(url, path: path) },
            // The words the command line prints after `error:`, in place on the screen.
            describe: { ErrorPresenter.describe($0, redact: redact).message },
            images: (thumbnails ?? environment.settings.thumbnails) == .never ? nil : environment.imageLoader(),
            finish: environment.closing)
    }

    /// Plays `url` with the first player that starts; what to tell the person when none does, or
    /// when the one that started failed (a non-zero exit status).
    static func play(_ url: String, path: String?) -> String? {
        for player in VideoPlayer.installed(path: path) {
            guard let status = try? player.play(url, quiet: true) else { continue }
            return status == 0 ? nil : "✗ \(player.name) failed (exit status \(status)); y copies the URL."
        }
        return "✗ No player found (mpv or xdg-open on PATH); y copies the URL."
    }
}
