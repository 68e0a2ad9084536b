import Foundation
import YTCore
import YouTubeAPI

/// The composition root: one per run, wiring settings, transport, client and services.
struct AppEnvironment {
    let console: Console
    let client: YouTubeClient
    let settings: Settings

    var feed: FeedService { FeedService(client: client) }
    var videos: VideoService { VideoService(client: client) }

    /// Resolves settings and builds the client.
    ///
    /// - Throws: `CLIError.missingAPIKey` when no key is configured, or a configuration error.
    static func make(api: APIOptions, output: OutputOptions) throws -> AppEnvironment {
        let console = output.makeConsole()
        let settings = try Settings.resolve(apiBaseFlag: api.apiBase)
        guard let key = settings.apiKey else { throw CLIError.missingAPIKey }
        let observer = output.verbose ? RequestTrace(console: console).observe : nil
        let client = YouTubeClient(transport: CurlTransport(), apiKey: key, root: settings.apiRoot, observer: observer)
        return AppEnvironment(console: console, client: client, settings: settings)
    }
}
