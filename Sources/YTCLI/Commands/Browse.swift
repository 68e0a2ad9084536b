import ArgumentParser
import Foundation
import YTBrowser
import YTCore
import YouTubeAPI

#if canImport(Glibc)
    import Glibc
#endif

extension YTClone {
    /// `ytclone browse`: the app's screens, full screen in the terminal.
    struct Browse: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "browse",
            abstract: "Browse full screen: popular videos, your subscriptions, search, favorites, history, a video's page.",
            discussion: """
                Opens on Home's first tab, Popular; nobody signed in, the sign-in form comes first (Esc browses without an account). Every request goes through the same cache, quota ledger and budget as the other commands; --offline browses what is cached.

                Keys: ↑ ↓ or j k move, PgUp PgDn a page, g G first and last, Enter open, Esc h or Backspace back, Tab or 1-5 the tabs, / search (Up recalls earlier searches), Ctrl-F (or the backslash key) filters the rows loaded by words of their titles and channels (no request, no quota; Enter keeps the narrowed list, Esc shows all), F the filters (Search: videos, channels or playlists, order, duration, date, region, safe search, captions, HD, channel; Popular: region and category), r refresh (revalidates with the API: an unchanged answer is a 304, no download but charged all the same; on Search it costs 101 units and asks first), f favorite, Space marks a row, w watches the marked rows as one queue (or the selected one), a listens (sound only), y copies a row's link, p My page (profile and password), : the same as a ytclone command, ? every key, q quit, Ctrl-Z suspend.

                The status bar names what Enter, r and o cost where it is more than a quota unit; ? lists every cost. Search's filters take any ISO region and a channel's @handle.

                On a video's page: Tab walks its links (the channel, @mentions, #hashtags, comments) and Enter follows one (a comment with replies shows them; a #hashtag's search asks first, and Esc comes back), c writes a local comment, e and d edit and delete your own, w watches, a listens, y copies the URL, s subscribes to its channel. On a channel's page Tab switches between its uploads and playlists and s subscribes (again: unsubscribes, as `ytclone unsubscribe`); on a playlist's page o opens its channel. On a terminal 160 columns wide or more, a pane beside Home's list shows the selected video: its thumbnail, stats and description.

                Subscriptions lists what `feed --subscriptions` does, 50 more as you scroll: the channels' feeds for no quota, the API for each feed that fails (--source auto), the API alone (api) or the feeds alone (rss).

                Typing: ← → Home End move in the line, Alt-b Alt-f (Ctrl-← Ctrl-→) by a word, Alt-Backspace deletes one; a paste is text (bracketed paste), a comment keeps its line breaks and a one-line field refuses several lines; Esc on a long comment asks first.

                It needs a terminal (not TERM=dumb); in a script use the commands ':' shows.

                Examples:
                  ytclone browse
                  ytclone browse --region JP
                  ytclone browse --offline
                  ytclone browse --source rss
                  ytclone browse --thumbnails never
                """)

        @Option(help: ArgumentHelp("Region of the Popular tab: \(RegionCode.accepted).", valueName: "code"))
        var region: RegionCode?

        @Option(help: ArgumentHelp(
            "Thumbnails in rows and on a video's page: \(ThumbnailMode.accepted); every mode but never draws them as symbols, which every terminal shows (default: auto, or `thumbnails` in the config).",
            valueName: "mode"))
        var thumbnails: ThumbnailMode?

        @Option(help: ArgumentHelp(
            "Where the Subscriptions tab learns which channels uploaded, as `feed --subscriptions --source`: auto (feeds, the API when one fails), api, rss (feeds alone, no quota).",
            valueName: "source"))
        var source: SubscriptionFeedService.Source?

        @OptionGroup var api: APIOptions
        @OptionGroup var outputOptions: OutputOptions

        /// The output options, with the stderr progress line off: the screen shows how loading
        /// stands in place, and a line written under it would tear the frame.
        var output: OutputOptions {
            var options = outputOptions
            options.progress = .never
            return options
        }

        func run(in environment: AppEnvironment) async throws {
            let host = environment.host
            // A dumb terminal moves no cursor and keeps no alternate screen: no better than a pipe.
            guard host.stdinIsTerminal, host.stdoutIsTerminal, host.environment["TERM"] != "dumb" else { throw CLIError.notATerminal }
            guard let terminal = RawTerminal(input: host.stdin, output: STDOUT_FILENO) else { throw CLIError.notATerminal }
            let context = try BrowserAssembly.context(environment, region: region?.code, thumbnails: thumbnails,
                                                      subscriptionSource: source)
            await Browser.open(context, on: terminal)
        }
    }
}
