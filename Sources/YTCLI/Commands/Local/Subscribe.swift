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
                Channels are named by id, @handle or URL; without an API key, by id or youtube.com/channel/UC… URL (each named from its feed). The channels that exist are subscribed even when another does not; that one is named and the exit status is 66. `ytclone feed --subscriptions` lists their newest videos; `ytclone subscriptions import FILE` adds many at once for free.

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
            guard environment.hasAPIKey else {
                let user = try environment.user()
                return try subscribe(user, to: try await lookUpWithoutKey(references, in: environment), environment)
            }
            try environment.checkCost(ChannelService.estimatedCost(lookingUp: references),
                                      of: "looking up \(HumanFormat.counted(references.count, "channel"))")
            let user = try environment.user()
            try subscribe(user, to: try await environment.channels().lookUp(references), environment)
        }

        /// Subscribes `user` to the channels `found`; then the `missing` are named (exit 66).
        private func subscribe(_ user: User, to lookedUp: (found: [Channel], missing: [ChannelReference]),
                               _ environment: AppEnvironment) throws
        {
            let (found, missing) = lookedUp
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
}
