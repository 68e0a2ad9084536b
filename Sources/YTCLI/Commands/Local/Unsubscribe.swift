import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
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
}
