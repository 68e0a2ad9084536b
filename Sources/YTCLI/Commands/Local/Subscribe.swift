import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone subscribe CHANNEL…`: follow channels locally, no Google account needed.
    struct Subscribe: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "subscribe",
            abstract: "Subscribe to channels (kept locally, or on your YouTube account with --youtube).",
            discussion: """
                Channels are named by id, @handle or URL; without an API key, by id or youtube.com/channel/UC… URL (each named from its feed). The channels that exist are subscribed even when another does not; that one is named and the exit status is 66. `ytclone feed --subscriptions` lists their newest videos; `ytclone subscriptions import FILE` adds many at once for free. Locally, looking channels up costs 1 quota unit per call.

                With --youtube the subscription is made on the YouTube account you signed in with (`ytclone auth login`): 50 units per channel (subscriptions.insert), 1 more per @handle looked up. A channel already subscribed is a note, not a failure (exit 0); your own channel is refused (65); an account without a YouTube channel cannot subscribe (77).

                Examples:
                  ytclone subscribe @GoogleDevelopers
                  ytclone subscribe UC_x5XG1OV2P6uZZ5FSM9Ttw @SwiftLang
                  ytclone subscribe @SwiftLang --youtube
                """)

        @Argument(help: ArgumentHelp("Channel ids, @handles or URLs.", valueName: "channel"))
        var channels: [String]
        @Flag(help: "Subscribe on your YouTube account (signed in with ytclone auth login), not locally.")
        var youtube = false
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let references = try channels.map(ChannelReference.parse)
            if youtube { return try await subscribeOnYouTube(references, in: environment) }
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
