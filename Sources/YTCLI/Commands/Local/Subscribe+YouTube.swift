import YTCore
import YouTubeAPI

extension YTClone.Subscribe {
    /// `subscribe --youtube`: each channel subscribed on the Google user's account, in order.
    ///
    /// A channel that does not exist is named at the end (66) as the local subscribe does; any
    /// other failure stops the run and says how many were subscribed before it.
    func subscribeOnYouTube(_ references: [ChannelReference], in environment: AppEnvironment) async throws {
        let handles = references.filter { if case .handle = $0 { true } else { false } }
        try environment.checkCost(
            (handles.isEmpty ? 0 : ChannelService.estimatedCost(lookingUp: handles))
                + YouTubeAccountService.estimatedCost(subscribing: references.count),
            of: "subscribing to \(HumanFormat.counted(references.count, "channel")) on YouTube")
        let account = try environment.youtubeAccount()
        let console = environment.console
        var missing: [String] = []
        var subscribed = 0
        for reference in references {
            do {
                let channelId = try await environment.channelIdForYouTube(reference, command: "subscribe --youtube")
                if let made = try await account.subscribe(channelId: channelId) {
                    subscribed += 1
                    let title = made.title.isEmpty ? "" : "\(made.title) "
                    console.note("Subscribed to \(title)(\(channelId)) on YouTube.")
                } else {
                    console.note("Already subscribed to \(reference) on YouTube.")
                }
            } catch CoreError.channelNotFound {
                missing.append(reference.description)
            } catch APIError.google(let error) where error.rawReason == "publisherNotFound" {
                missing.append(reference.description)
            } catch {
                if subscribed > 0 {
                    console.note("Subscribed on YouTube to \(HumanFormat.counted(subscribed, "channel")) before \(reference) failed.")
                }
                throw error
            }
        }
        guard missing.isEmpty else { throw CLIError.channelsNotFound(missing, subscribed: subscribed) }
    }
}
