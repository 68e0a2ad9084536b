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
                Answers from the API are kept with their ETag. Within its freshness time an answer
                is reused with no request and no quota (search 30 min, channels and playlists 15 min,
                videos and playlist items 5 min, comments 2 min, categories a day); after it, the
                answer is revalidated with If-None-Match, and a 304 keeps the body. --refresh asks
                the API anyway; --offline answers from the cache only.
                """,
            subcommands: [Stats.self, Clear.self], defaultSubcommand: Stats.self)

        struct Stats: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "stats",
                abstract: "Count the cached answers per API method, their size and how many are fresh.",
                discussion: """
                    Examples:
                      ytclone cache stats
                      ytclone cache stats --json | jq .bytes
                    """)

            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let cache = environment.responseCache
                try CacheRenderer(console: environment.console, format: output.resolvedFormat)
                    .show(CacheStats(entries: cache.entries(), directory: cache.directory.path))
            }
        }

        struct Clear: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "clear",
                abstract: "Delete every cached answer (the next run of each command asks the API).")

            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let cache = environment.responseCache
                do {
                    let removed = try cache.clear()
                    environment.console.note("removed \(removed) cached answer\(removed == 1 ? "" : "s")")
                } catch {
                    throw (error as? CocoaError)
                        .flatMap { LocalFaultPresentation.localFault(from: $0, what: "cached answer") }
                        ?? LocalFault(.cannotWrite, what: "cache folder", path: cache.directory.path)
                }
            }
        }
    }
}

/// The cache's entries summed per method, with how many are still fresh.
struct CacheStats: Encodable {
    struct Method: Encodable {
        let method: String
        var entries = 0
        var fresh = 0
        var bytes = 0
    }

    let kind = "cacheStats"
    let directory: String
    let entries: Int
    let fresh: Int
    let bytes: Int
    let methods: [Method]

    init(entries list: [FileResponseCache.Entry], directory: String, now: Date = Date()) {
        var methods: [String: Method] = [:]
        for entry in list {
            var method = methods[entry.method] ?? Method(method: entry.method)
            method.entries += 1
            method.bytes += entry.bytes
            if now.timeIntervalSince(entry.storedAt) < CacheFreshness.seconds(for: entry.method) { method.fresh += 1 }
            methods[entry.method] = method
        }
        self.directory = directory
        self.methods = methods.values.sorted { $0.bytes > $1.bytes }
        entries = list.count
        fresh = self.methods.reduce(0) { $0 + $1.fresh }
        bytes = self.methods.reduce(0) { $0 + $1.bytes }
    }
}

/// Prints `ytclone cache stats`.
struct CacheRenderer {
    let console: Console
    let format: OutputFormat

    func show(_ stats: CacheStats) throws {
        switch format {
        case .json: console.out(try JSONOutput.encode(stats, pretty: true))
        case .ndjson: console.out(try JSONOutput.encode(stats, pretty: false))
        case .tsv:
            console.tsv(["method", "entries", "fresh", "bytes"])
            for method in stats.methods {
                console.tsv([method.method, String(method.entries), String(method.fresh), String(method.bytes)])
            }
        case .table:
            let table = Table(
                columns: [.init(title: "METHOD"), .init(title: "ENTRIES", rightAligned: true),
                          .init(title: "FRESH", rightAligned: true), .init(title: "SIZE", rightAligned: true)],
                rows: stats.methods.map {
                    [TerminalText.sanitize($0.method), HumanFormat.grouped($0.entries), HumanFormat.grouped($0.fresh),
                     HumanFormat.bytes($0.bytes)]
                })
            if !stats.methods.isEmpty {
                for line in table.render(width: console.width, header: { console.style($0, "1") }) { console.out(line) }
            }
            console.out("\(HumanFormat.grouped(stats.entries)) answer\(stats.entries == 1 ? "" : "s"), \(HumanFormat.grouped(stats.fresh)) fresh, "
                        + "\(HumanFormat.bytes(stats.bytes)) in \(TerminalText.sanitize(stats.directory))")
        }
    }
}
