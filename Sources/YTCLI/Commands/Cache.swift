import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone cache stats|clear`: the response cache under `$XDG_CACHE_HOME/ytclone`.
    struct Cache: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "cache",
            abstract: "Show or clear the response cache.",
            discussion: """
                Answers from the API are kept with their ETag. Within its freshness time an answer is reused with no request and no quota (search 30 min, channels and playlists 15 min, videos and playlist items 5 min, comments 2 min, categories a day); after it, the answer is revalidated with If-None-Match, and a 304 keeps the body. --refresh asks the API anyway; --offline answers from the cache only.
                """,
            subcommands: [Stats.self, Clear.self], defaultSubcommand: Stats.self)

        struct Stats: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "stats",
                abstract: "Count the cached answers per API method (and the cached pictures), their size and how many are fresh.",
                discussion: """
                    Examples:
                      ytclone cache stats
                      ytclone cache stats --json | jq .bytes
                    """)

            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let cache = environment.responseCache
                try CacheRenderer(console: environment.console, format: output.resolvedFormat)
                    .show(CacheStats(entries: cache.entries() + environment.imageCache.entries(), directory: cache.directory.path,
                                     now: environment.host.now()))
            }
        }

        struct Clear: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "clear",
                abstract: "Delete every cached answer and picture (the next run of each command asks the API).")

            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let cache = environment.responseCache
                do {
                    let removed = try cache.clear()
                    let pictures = try environment.imageCache.clear()
                    environment.console.note("removed \(HumanFormat.counted(removed, "cached answer"))"
                        + " and \(HumanFormat.counted(pictures, "cached picture"))")
                } catch {
                    throw (error as? CocoaError)
                        .flatMap { LocalFaultPresentation.localFault(from: $0, what: "cached answer") }
                        ?? LocalFault(.cannotWrite, what: "cache folder", path: cache.directory.path)
                }
            }
        }
    }
}
