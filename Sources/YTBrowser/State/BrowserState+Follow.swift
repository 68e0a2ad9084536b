import YTCore

extension BrowserState {
    /// `s` on a channel's page, or on a video's page for its channel: subscribes the signed-in
    /// user to it, or unsubscribes them (nobody signed in: the gate, as commenting brings it).
    mutating func toggleSubscription(to channel: Channel?, data: BrowserData) -> [any Event] {
        guard let channel else {
            message = "The channel is not loaded yet: press s again once it shows."
            return []
        }
        // Without an API key a video's page comes from oEmbed, which may name the channel by its
        // handle alone: pressing s again would never help.
        guard !channel.id.isEmpty else {
            message = "Its channel's id is not known without an API key: ytclone subscribe UC… instead."
            return []
        }
        return needAccount(data, for: "subscribe to channels") ?? [SubscriptionToggled(channel: channel)]
    }
}
