import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone subscriptions [list]` and `ytclone subscriptions import FILE`.
    struct Subscriptions: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "subscriptions",
            abstract: "List your subscriptions (local, or your YouTube account's), or import them.",
            subcommands: [List.self, Import.self], defaultSubcommand: List.self)

        struct List: APICommand {
            static let configuration = CommandConfiguration(
                commandName: "list", abstract: "List your subscriptions by title.",
                discussion: """
                    Without options, the local subscriptions (no quota). With --youtube, those of the YouTube account you signed in with (`ytclone auth login`), alphabetical, 1 unit per page of 50; --limit and the paging flags walk them as other listings do. `ytclone subscriptions import --from-youtube` copies them into the local list.

                    Examples:
                      ytclone subscriptions
                      ytclone subscriptions --youtube --limit 100
                      ytclone subscriptions --youtube --json | jq -r '.[].channelId'
                    """)

            @Flag(help: "List your YouTube account's subscriptions (signed in with ytclone auth login).")
            var youtube = false
            @Option(help: "With --youtube: how many to list, walking pages as needed (\(Limit.accepted)).")
            var limit: Limit?
            typealias Limit = AccountListingSpec.Limit
            @OptionGroup var paging: PagingOptions
            @OptionGroup var api: APIOptions
            @OptionGroup var output: OutputOptions

            func validate() throws {
                guard !youtube else { return }
                if limit != nil || paging.direction != .first {
                    throw ValidationError("--limit and the paging flags go with --youtube; the local list is shown whole.")
                }
            }

            func run(in environment: AppEnvironment) async throws {
                if youtube {
                    return try await YouTubeShelf(spec: AccountListingSpec(.subscriptions, limit: limit ?? 25),
                                                  paging: paging, output: output).subscriptions(in: environment)
                }
                let subscriptions = try environment.subscriptions().subscriptions(of: environment.user())
                try SubscriptionRenderer(console: environment.console, format: output.resolvedFormat)
                    .list(subscriptions, hasKey: environment.hasAPIKey)
            }
        }

        struct Import: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "import",
                abstract: "Subscribe locally to every channel of a Takeout or OPML file, or of your YouTube account.",
                discussion: """
                    Google Takeout (takeout.google.com, "YouTube and YouTube Music") exports subscriptions/subscriptions.csv; feed readers and NewPipe export OPML. The format is recognised from the content (no quota). With --from-youtube instead of a file, the subscriptions of the YouTube account you signed in with (`ytclone auth login`) are read directly, 1 unit per 50, no Takeout step. Channels already subscribed are left as they are.

                    Examples:
                      ytclone subscriptions import Takeout/YouTube*/subscriptions/subscriptions.csv
                      ytclone subscriptions import feeds.opml
                      ytclone subscriptions import --from-youtube
                    """)

            @Argument(help: ArgumentHelp("The file, or - for stdin.", valueName: "file")) var file: String?
            @Flag(help: "Import your YouTube account's subscriptions (signed in with ytclone auth login) instead of a file.")
            var fromYoutube = false
            @OptionGroup var api: APIOptions
            @OptionGroup var output: OutputOptions

            func validate() throws {
                if fromYoutube, file != nil { throw ValidationError("Give a file or --from-youtube, not both.") }
                if !fromYoutube, file == nil {
                    throw ValidationError("Missing the file to import (or --from-youtube for your YouTube account's subscriptions).")
                }
            }

            func run(in environment: AppEnvironment) async throws {
                let imported: [ImportedSubscription]
                if let file {
                    let data = try InputFile.read(file, limit: SubscriptionFile.maximumByteCount, what: "import file", stdin: environment.host.stdin)
                    imported = try SubscriptionFile.parse(data)
                } else {
                    imported = try await YouTubeShelf.importable(in: environment)
                }
                let added = try environment.subscriptions().subscribe(try environment.user(), toAll: imported)
                environment.console.note(
                    "Imported \(HumanFormat.counted(imported.count, "channel")): \(added) new, "
                        + "\(imported.count - added) already subscribed.")
            }
        }
    }
}
