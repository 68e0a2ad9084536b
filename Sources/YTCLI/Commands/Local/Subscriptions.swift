import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone subscribe CHANNEL…`: follow channels locally, no Google account needed.
    struct Subscribe: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "subscribe",
            abstract: "Subscribe to channels (kept locally; 1 quota unit per call to look them up).",
            discussion: """
                Channels are named by id, @handle or URL. The channels that exist are subscribed even when another does not; that one is named and the exit status is 66. `ytclone feed --subscriptions` lists their newest videos; `ytclone subscriptions import FILE` adds many at once for free.

                Examples:
                  ytclone subscribe @GoogleDevelopers
                  ytclone subscribe UC_x5XG1OV2P6uZZ5FSM9Ttw @SwiftLang
                """)

        @Argument(help: ArgumentHelp("Channel ids, @handles or URLs.", valueName: "channel"))
        var channels: [String]
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let references = try channels.map(ChannelReference.parse)
            try environment.checkCost(ChannelService.estimatedCost(lookingUp: references),
                                      of: "looking up \(HumanFormat.counted(references.count, "channel"))")
            let user = try environment.user()
            let (found, missing) = try await environment.channels().lookUp(references)
            let service = try environment.subscriptions()
            var subscribed = 0
            for channel in found {
                let added = try service.subscribe(user, to: channel)
                if added { subscribed += 1 }
                let name = "\(channel.title) (\(channel.id))"
                environment.console.note(added ? "Subscribed to \(name)." : "Already subscribed to \(name).")
            }
            guard missing.isEmpty else {
                throw CLIError.channelsNotFound(missing.map(\.description), subscribed: subscribed)
            }
        }
    }

    /// `ytclone unsubscribe CHANNEL`.
    struct Unsubscribe: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "unsubscribe",
            abstract: "Unsubscribe from a channel (by id, the @handle it was stored with, or URL).")

        @Argument(help: ArgumentHelp("A channel id, @handle or URL.", valueName: "channel")) var channel: String
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let reference = try ChannelReference.parse(channel)
            let removed = try environment.subscriptions().unsubscribe(try environment.user(), from: reference)
            environment.console.note("Unsubscribed from \(removed.title) (\(removed.channelId)).")
        }
    }

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
                try SubscriptionRenderer(console: environment.console, format: output.resolvedFormat).list(subscriptions)
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
