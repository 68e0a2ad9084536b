import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone unsubscribe CHANNEL`.
    struct Unsubscribe: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "unsubscribe",
            abstract: "Unsubscribe from a channel (by id, the @handle it was stored with, or URL).",
            discussion: """
                Locally, the channel is named by id, URL or the @handle it was stored with, for no quota. With --youtube the subscription on the YouTube account you signed in with (`ytclone auth login`) ends: it is looked up (1 unit; a @handle 1 more) and deleted (50 units). A channel the account does not follow changes nothing and exits 66.

                Examples:
                  ytclone unsubscribe @SwiftLang
                  ytclone unsubscribe UC_x5XG1OV2P6uZZ5FSM9Ttw --youtube
                """)

        @Argument(help: ArgumentHelp("A channel id, @handle or URL.", valueName: "channel")) var channel: String
        @Flag(help: "Unsubscribe on your YouTube account (signed in with ytclone auth login), not locally.")
        var youtube = false
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let reference = try ChannelReference.parse(channel)
            if youtube { return try await unsubscribeOnYouTube(reference, in: environment) }
            let removed = try environment.subscriptions().unsubscribe(try environment.user(), from: reference)
            environment.console.note("Unsubscribed from \(removed.title) (\(removed.channelId)).")
        }

        /// Ends the Google user's subscription to the channel, found by its id.
        private func unsubscribeOnYouTube(_ reference: ChannelReference, in environment: AppEnvironment) async throws {
            let lookup = if case .handle = reference { ChannelService.estimatedCost(lookingUp: [reference]) } else { 0 }
            try environment.checkCost(lookup + YouTubeAccountService.estimatedCostOfUnsubscribing,
                                      of: "unsubscribing on YouTube")
            let account = try environment.youtubeAccount()
            let channelId = try await environment.channelIdForYouTube(reference, command: "unsubscribe --youtube")
            guard let title = try await account.unsubscribe(channelId: channelId) else {
                throw YouTubeAccountError.notSubscribed(channel: reference.description)
            }
            environment.console.note("Unsubscribed from \(title.isEmpty ? "" : "\(title) ")(\(channelId)) on YouTube.")
        }
    }
}
