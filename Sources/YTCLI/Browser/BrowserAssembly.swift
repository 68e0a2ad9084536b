import Foundation
import YTCore
import YouTubeAPI

/// Builds the browser's parts from the run's environment: the services the environment built
/// (`AppEnvironment.browserSources`), the view-models and controllers, today's quota.
enum BrowserAssembly {
    static func parts(_ environment: AppEnvironment, terminal: RawTerminal, region: String?, thumbnails: ThumbnailMode?,
                      subscriptionSource: SubscriptionFeedService.Source?) throws -> Browser.Parts
    {
        let bus = environment.bus
        let sources = try environment.browserSources(region: region, subscriptionSource: subscriptionSource)
        let library = sources.library
        let models = BrowserModels(sources)
        let redact = KeyRedaction(key: environment.settings.apiKey ?? "").callAsFunction
        let account = try environment.account()
        let comments = try environment.comments()
        let quota = try? environment.quota().today()
        let path = environment.host.environment["PATH"]
        let noColor = environment.host.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let color = !noColor && environment.host.environment["TERM"] != "dumb"
        let truecolor = ThumbnailPolicy.takesTruecolor(environment.host.environment)
        // The browser composes its screen from cells, so every mode but never draws symbols: in
        // colour, or as shapes alone when the screen has none.
        let pictures = (thumbnails ?? environment.settings.thumbnails) == .never ? nil
            : BrowserPictures(loader: environment.imageLoader(), colors: color ? .truecolor : .monochrome)
        return Browser.Parts(
            terminal: terminal, bus: bus, models: models,
            account: account, comments: comments, library: library,
            sources: sources,
            recordView: { video in
                // Signed in, the video goes into the history, as `ytclone video` does; an entry
                // that cannot be written is left out and the page shows all the same.
                guard let user = models.inputs.user.withLock({ $0 }) else { return }
                try? library.recordView(of: video, by: user)
            },
            quota: quota.map { ($0.used, $0.budget) }, offline: environment.cacheMode == .offline,
            color: color, truecolor: truecolor,
            player: { url in play(url, path: path) }, redact: redact, pictures: pictures)
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
