import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone subscriptions [list]` and `ytclone subscriptions import FILE`.
    struct Subscriptions: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "subscriptions",
            abstract: "List your subscriptions, or import them from Google Takeout or OPML.",
            subcommands: [List.self, Import.self], defaultSubcommand: List.self)

        struct List: AppCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List your subscriptions by title.")

            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let subscriptions = try environment.subscriptions().subscriptions(of: environment.user())
                try SubscriptionRenderer(console: environment.console, format: output.resolvedFormat)
                    .list(subscriptions, hasKey: environment.hasAPIKey)
            }
        }

        struct Import: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "import",
                abstract: "Subscribe to every channel of a Takeout subscriptions.csv or an OPML file (no quota).",
                discussion: """
                    Google Takeout (takeout.google.com, "YouTube and YouTube Music") exports subscriptions/subscriptions.csv; feed readers and NewPipe export OPML. The format is recognised from the content. Channels already subscribed are left as they are.

                    Examples:
                      ytclone subscriptions import Takeout/YouTube*/subscriptions/subscriptions.csv
                      ytclone subscriptions import feeds.opml
                    """)

            @Argument(help: ArgumentHelp("The file, or - for stdin.", valueName: "file")) var file: String
            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let data = try InputFile.read(file, limit: SubscriptionFile.maximumByteCount, what: "import file", stdin: environment.host.stdin)
                let imported = try SubscriptionFile.parse(data)
                let added = try environment.subscriptions().subscribe(try environment.user(), toAll: imported)
                environment.console.note(
                    "Imported \(HumanFormat.counted(imported.count, "channel")): \(added) new, "
                        + "\(imported.count - added) already subscribed.")
            }
        }
    }
}
